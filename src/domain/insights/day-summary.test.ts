import { describe, expect, it } from 'vitest';
import { daySummary, firstDayFrom } from './day-summary';

const HOUR = 3_600_000;

describe('daySummary', () => {
  const totals = new Map([
    ['2026-11-03', { ms: 2 * HOUR, n: 2 }],
    ['2026-11-01', { ms: HOUR, n: 1 }],
    ['2026-11-02', { ms: 0, n: 0 }],
    ['2026-02-30', { ms: HOUR, n: 1 }],
    ['2026-11-08', { ms: -HOUR, n: 1 }],
    ['2026-11-15', { ms: HOUR / 2, n: 1 }],
  ]);

  it('keeps the practiced calendar days in order, with their sums per weekday', () => {
    const summary = daySummary(totals);
    expect(summary.days).toEqual(['2026-11-01', '2026-11-03', '2026-11-15']);
    expect(summary.ms).toEqual([HOUR, 2 * HOUR, HOUR / 2]);
    expect(summary.starts).toEqual([
      new Date(2026, 10, 1).getTime(),
      new Date(2026, 10, 3).getTime(),
      new Date(2026, 10, 15).getTime(),
    ]);
    expect(summary.totalMs).toBe(3.5 * HOUR);
    // 1 and 15 November 2026 are Sundays, the 3rd a Tuesday.
    expect(summary.weekdayMs).toEqual([1.5 * HOUR, 0, 2 * HOUR, 0, 0, 0, 0]);
  });

  it('reads the same totals once, and new totals again', () => {
    expect(daySummary(totals)).toBe(daySummary(totals));
    const changed = new Map(totals).set('2026-11-16', { ms: HOUR, n: 1 });
    expect(daySummary(changed).days).toHaveLength(4);
  });

  it('finds the first day on or after a day', () => {
    const summary = daySummary(totals);
    expect(firstDayFrom(summary, '2026-10-01')).toBe(0);
    expect(firstDayFrom(summary, '2026-11-02')).toBe(1);
    expect(firstDayFrom(summary, '2026-11-03')).toBe(1);
    expect(firstDayFrom(summary, '2026-11-16')).toBe(3);
    expect(firstDayFrom(daySummary(new Map()), '2026-11-16')).toBe(0);
  });
});
