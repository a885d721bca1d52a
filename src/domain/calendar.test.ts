import { describe, expect, it } from 'vitest';
import {
  movedDay,
  weekStartOf,
  isCalendarMoveKey,
  startDayOf,
  isTodayKey,
  monthGrid,
  monthKey,
  practiceSummary,
  shiftMonth,
} from './calendar';
import { dayKey } from './weeks';

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

describe('movedDay', () => {
  const from = local(2026, 12, 16, 0); // a Wednesday
  const key = dayKey;

  it('moves by a day with the left and right arrows, across a month', () => {
    expect(key(movedDay(from, 'ArrowLeft'))).toBe('2026-12-15');
    expect(key(movedDay(from, 'ArrowRight'))).toBe('2026-12-17');
    expect(key(movedDay(local(2026, 12, 31, 0), 'ArrowRight'))).toBe('2027-01-01');
    expect(key(movedDay(local(2026, 12, 1, 0), 'ArrowLeft'))).toBe('2026-11-30');
  });

  it('moves by a week with the up and down arrows', () => {
    expect(key(movedDay(from, 'ArrowUp'))).toBe('2026-12-09');
    expect(key(movedDay(from, 'ArrowDown'))).toBe('2026-12-23');
    expect(key(movedDay(local(2026, 12, 29, 0), 'ArrowDown'))).toBe('2027-01-05');
  });

  it('goes to the Sunday and the Saturday of the week with Home and End', () => {
    expect(key(movedDay(from, 'Home'))).toBe('2026-12-13');
    expect(key(movedDay(from, 'End'))).toBe('2026-12-19');
    expect(key(movedDay(local(2026, 12, 13, 0), 'Home'))).toBe('2026-12-13');
    expect(key(movedDay(local(2026, 12, 19, 0), 'End'))).toBe('2026-12-19');
  });

  it('moves by a month with PageUp and PageDown, keeping a day the month lacks in it', () => {
    expect(key(movedDay(from, 'PageUp'))).toBe('2026-11-16');
    expect(key(movedDay(from, 'PageDown'))).toBe('2027-01-16');
    expect(key(movedDay(local(2027, 3, 31, 0), 'PageUp'))).toBe('2027-02-28');
  });

  it('stays at local midnight over a daylight-saving change', () => {
    const moved = movedDay(local(2026, 3, 7, 0), 'ArrowDown');
    expect(key(moved)).toBe('2026-03-14');
    expect(moved.getHours()).toBe(0);
    expect(movedDay(local(2026, 11, 4, 0), 'End').getHours()).toBe(0);
  });
});

describe('weekStartOf', () => {
  it('is the Sunday of the week, at midnight', () => {
    const start = weekStartOf(local(2026, 12, 19, 15));
    expect([start.getDate(), start.getDay(), start.getHours()]).toEqual([13, 0, 0]);
  });
});

describe('isCalendarMoveKey', () => {
  it('knows the grid keys and nothing else', () => {
    expect(['ArrowUp', 'Home', 'PageDown'].every(isCalendarMoveKey)).toBe(true);
    expect(['Enter', ' ', 'Tab', 'a'].some(isCalendarMoveKey)).toBe(false);
  });
});
