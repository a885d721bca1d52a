import { describe, expect, it } from 'vitest';
import { manualSession } from './manual-session';
import { MS_PER_HOUR } from './practice-sessions';
import { dayKey } from './weeks';

const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);
const now = local(2026, 3, 10, 14, 30);

describe('manualSession', () => {
  it('starts at 09:00 on a past day by default', () => {
    const result = manualSession({ id: 'm', day: '2026-03-08', hours: 2 }, now);
    expect(result).toEqual({
      ok: true,
      session: {
        id: 'm',
        start: local(2026, 3, 8, 9).getTime(),
        end: local(2026, 3, 8, 9).getTime() + 2 * MS_PER_HOUR,
        source: 'manual',
      },
    });
  });

  it('takes a start time', () => {
    const result = manualSession(
      { id: 'm', day: '2026-03-01', hours: 1.5, startTime: '18:45' },
      now,
    );
    expect(result.ok && result.session.start).toBe(local(2026, 3, 1, 18, 45).getTime());
  });

  it('keeps a session of today from ending in the future', () => {
    const result = manualSession({ id: 'm', day: '2026-03-10', hours: 6 }, now);
    expect(result.ok && [result.session.start, result.session.end]).toEqual([
      now.getTime() - 6 * MS_PER_HOUR,
      now.getTime(),
    ]);
    expect(result.ok && dayKey(result.session.start)).toBe('2026-03-10');
  });

  it('keeps the chosen day on a DST day', () => {
    for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-09-27']) {
      const result = manualSession(
        { id: 'm', day, hours: 1, startTime: '02:30' },
        local(2026, 12, 1),
      );
      expect(result.ok && dayKey(result.session.start)).toBe(day);
    }
  });

  it.each([
    [{ day: '2026-02-30', hours: 1 }, 'Choose a valid day.'],
    [{ day: '2026-03-11', hours: 1 }, 'Practice can only be logged for today or a past day.'],
    [{ day: '2026-03-08', hours: 0 }, 'Enter the hours practiced (more than 0).'],
    [{ day: '2026-03-08', hours: Number.NaN }, 'Enter the hours practiced (more than 0).'],
    [{ day: '2026-03-08', hours: 24.5 }, 'A session can be at most 24 hours long.'],
    [{ day: '2026-03-08', hours: 1, startTime: '9:00' }, 'Start time must look like 09:30.'],
    [{ day: '2026-03-08', hours: 1, startTime: '24:00' }, 'Start time must look like 09:30.'],
    [{ day: '2026-03-10', hours: 15 }, 'That is more time than has passed today.'],
    [{ day: '2026-03-09', hours: 20, startTime: '22:00' }, 'A session cannot end in the future.'],
  ])('refuses %j', (entry, error) => {
    expect(manualSession({ id: 'm', ...entry }, now)).toEqual({ ok: false, error });
  });
});
