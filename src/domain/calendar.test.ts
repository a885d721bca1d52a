import { describe, expect, it } from 'vitest';
import {
  startDayOf,
  isTodayKey,
  monthGrid,
  monthKey,
  practiceSummary,
  shiftMonth,
} from './calendar';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('monthGrid', () => {
  it('lays out March 2026 in Sunday-first weeks', () => {
    const grid = monthGrid(local(2026, 3, 20));
    expect(grid).toHaveLength(5);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]![0]).toMatchObject({ key: '2026-03-01', dayOfMonth: 1, inMonth: true });
    expect(grid[4]![6]).toMatchObject({ key: '2026-04-04', inMonth: false });
    expect(grid.flat().filter((d) => d.inMonth)).toHaveLength(31);
  });

  it('pads with the neighbouring months and handles DST days once each', () => {
    const grid = monthGrid(local(2026, 11, 1));
    const keys = grid.flat().map((d) => d.key);
    expect(keys[0]).toBe('2026-11-01');
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.slice(-1)).toEqual(['2026-12-05']);
    for (const week of grid)
      expect(week.map((d) => d.date.getDay())).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it.each([
    [local(2026, 2, 1), 4, '2026-02-01', '2026-02-28'], // Feb 2026 fits exactly four weeks
    [local(2026, 5, 31), 6, '2026-04-26', '2026-06-06'], // May 2026 needs six rows
    [local(2024, 12, 5), 5, '2024-12-01', '2025-01-04'],
    [local(2027, 1, 1), 6, '2026-12-27', '2027-02-06'],
  ])('%s has %d weeks from %s to %s', (month, weeks, first, last) => {
    const days = monthGrid(month).flat();
    expect(days.length / 7).toBe(weeks);
    expect([days[0]!.key, days.at(-1)!.key]).toEqual([first, last]);
  });
});

describe('shiftMonth and monthKey', () => {
  it('moves to the first of another month', () => {
    expect(monthKey(shiftMonth(local(2026, 1, 31), 1))).toBe('2026-02');
    expect(monthKey(shiftMonth(local(2026, 1, 31), -1))).toBe('2025-12');
    expect(shiftMonth(local(2026, 3, 31), 0).getDate()).toBe(1);
  });
});

describe('isTodayKey', () => {
  it('knows today', () => {
    expect(isTodayKey('2026-03-10', local(2026, 3, 10, 0))).toBe(true);
    expect(isTodayKey('2026-03-10', local(2026, 3, 11, 0))).toBe(false);
  });
});

describe('practiceSummary', () => {
  it.each([
    [[], 0, null],
    [['2026-03-02'], 1, '2026-03-02'],
    [['2026-03-10', '2025-12-31', '2026-03-10', 'junk'], 2, '2026-03-10'],
  ])('%j -> %d days, last %s', (days, count, lastDate) => {
    expect(practiceSummary(days)).toEqual({ count, lastDate });
  });
});

describe('startDayOf', () => {
  it('reads the start day in local time', () => {
    expect(startDayOf(new Date(2026, 2, 10, 0, 5).toISOString())).toBe('2026-03-10');
    expect(startDayOf('not a date')).toBeUndefined();
  });
});
