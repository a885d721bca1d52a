import { describe, expect, it } from 'vitest';
import { streaks as planStreaks } from '../streaks';
import { streakText } from './streaks';

/** Streaks of an every-day plan: consecutive days, as Insights counts them for such a goal. */
function streaks(days: string[], today: Date) {
  const { current, longest } = planStreaks({
    practiceDays: days,
    plan: { kind: 'every-day' },
    rest: [],
    today,
  });
  return { current, longest };
}

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('streaks of an every-day plan', () => {
  it('counts consecutive days up to today', () => {
    const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
    expect(streaks(days, at(2026, 11, 21))).toEqual({ current: 3, longest: 3 });
  });

  it('keeps the current streak through yesterday while today has no practice yet', () => {
    expect(streaks(['2026-11-19', '2026-11-20'], at(2026, 11, 21))).toEqual({
      current: 2,
      longest: 2,
    });
  });

  it('breaks the current streak after a missed day but keeps the longest', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-19'];
    expect(streaks(days, at(2026, 11, 21))).toEqual({ current: 0, longest: 4 });
  });

  it('runs across a month end and a year end', () => {
    const days = ['2026-01-30', '2026-01-31', '2026-02-01', '2025-12-31', '2026-01-01'];
    expect(streaks(days, at(2026, 2, 1))).toEqual({ current: 3, longest: 3 });
    expect(streaks(['2025-12-30', '2025-12-31', '2026-01-01'], at(2026, 1, 1)).current).toBe(3);
  });

  it('runs across a leap day', () => {
    expect(streaks(['2028-02-28', '2028-02-29', '2028-03-01'], at(2028, 3, 1)).current).toBe(3);
  });

  it('runs across the daylight-saving changes (New York) and their late-night hours', () => {
    // 8 March 2026 has 23 hours in New York, 1 November 2026 has 25; Kolkata has neither.
    const spring = ['2026-03-07', '2026-03-08', '2026-03-09'];
    expect(streaks(spring, at(2026, 3, 9, 23))).toEqual({ current: 3, longest: 3 });
    const autumn = ['2026-10-31', '2026-11-01', '2026-11-02'];
    expect(streaks(autumn, at(2026, 11, 2, 0))).toEqual({ current: 3, longest: 3 });
  });

  it('ignores duplicates and days after today', () => {
    const days = ['2026-11-20', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
    expect(streaks(days, at(2026, 11, 21))).toEqual({ current: 2, longest: 2 });
  });

  it('is zero without practice', () => {
    expect(streaks([], at(2026, 11, 21))).toEqual({ current: 0, longest: 0 });
  });
});

describe('streakText', () => {
  it('says day for one and days otherwise', () => {
    expect(streakText('Current', 3)).toBe('Current streak 3 days');
    expect(streakText('Longest', 1)).toBe('Longest streak 1 day');
    expect(streakText('Current', 0)).toBe('Current streak 0 days');
  });
});
