import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR } from './practice-sessions';
import { sessionWindowStart, windowedDays } from './session-window';
import { tallyOf } from './tally';

/** Local wall-clock epoch ms; month is 1-based. */
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
const hours = (start: number, h: number) => ({ start, end: start + h * MS_PER_HOUR });

describe('sessionWindowStart', () => {
  it('is the first of the month when the strip starts later', () => {
    // Friday 2026-11-27: two weeks back is Sunday 2026-11-08, later than 2026-11-01.
    expect(sessionWindowStart(new Date(at(2026, 11, 27)))).toBe(new Date(2026, 10, 1).getTime());
  });

  it('is the Sunday two weeks back early in a month, across the year end', () => {
    // Monday 2027-01-04: two weeks back is Monday 2026-12-21, in the week from Sunday 12-20.
    expect(sessionWindowStart(new Date(at(2027, 1, 4)))).toBe(new Date(2026, 11, 20).getTime());
  });
});

describe('windowedDays', () => {
  const since = new Date(2026, 10, 1).getTime();
  const old = [hours(at(2026, 3, 9), 2), hours(at(2026, 10, 31, 23), 1)];
  const recent = [hours(at(2026, 11, 2), 1.5)];

  it('takes the days before the window from the tally and the rest from the sessions', () => {
    const tally = tallyOf([...old, ...recent]);
    const days = windowedDays(tally, recent, since);
    expect([...days]).toEqual([
      ['2026-03-09', { ms: 2 * MS_PER_HOUR, n: 1 }],
      ['2026-10-31', { ms: 1 * MS_PER_HOUR, n: 1 }],
      ['2026-11-02', { ms: 1.5 * MS_PER_HOUR, n: 1 }],
    ]);
  });

  it('counts a session the tally does not hold yet once, and one it holds but the log lost not at all', () => {
    const stale = tallyOf([...old, hours(at(2026, 11, 3), 4)]);
    const days = windowedDays(stale, [...recent, hours(at(2026, 11, 4), 1)], since);
    expect(days.get('2026-11-03')).toBeUndefined();
    expect(days.get('2026-11-02')).toEqual({ ms: 1.5 * MS_PER_HOUR, n: 1 });
    expect(days.get('2026-11-04')).toEqual({ ms: MS_PER_HOUR, n: 1 });
  });

  it('ignores loaded sessions older than the window', () => {
    const days = windowedDays(tallyOf(recent), [...old, ...recent], since);
    expect([...days.keys()]).toEqual(['2026-11-02']);
  });
});
