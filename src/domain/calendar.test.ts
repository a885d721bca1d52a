import { describe, expect, it } from 'vitest';
import {
  dayStatus,
  startDayOf,
  isTodayKey,
  monthGrid,
  monthKey,
  practiceSummary,
  shiftMonth,
  type DayStatusContext,
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

describe('dayStatus', () => {
  const context: DayStatusContext = {
    practiceDays: ['2026-03-02', '2026-03-10', '2026-02-28', '2026-03-25'],
    shownMonth: local(2026, 3, 1),
    today: local(2026, 3, 10, 23),
  };

  it.each([
    ['2026-03-02', 'practiced', 'a practiced past day'],
    ['2026-03-10', 'practiced', 'today, practiced'],
    ['2026-03-03', 'missed', 'a past day without practice'],
    ['2026-03-01', 'missed', 'the first of the month without practice'],
    ['2026-03-09', 'missed', 'yesterday without practice'],
    ['2026-03-11', 'none', 'tomorrow'],
    ['2026-03-31', 'none', 'a future day'],
    ['2026-02-28', 'none', 'a practiced day of the previous month (padding)'],
    ['2026-02-27', 'none', 'an unpractised day of the previous month'],
    ['2026-04-01', 'none', 'a day of the next month'],
  ])('%s is %s (%s)', (key, status) => {
    expect(dayStatus(key, context)).toBe(status);
    expect(dayStatus(key, { ...context, practiceDays: new Set(context.practiceDays) })).toBe(
      status,
    );
  });

  it('today without practice is not missed', () => {
    expect(dayStatus('2026-03-10', { ...context, practiceDays: [] })).toBe('none');
  });

  it('a whole past month shows every unpractised day red', () => {
    const shownMonth = local(2026, 2, 1);
    const statuses = monthGrid(shownMonth)
      .flat()
      .filter((d) => d.inMonth)
      .map((d) => dayStatus(d.key, { ...context, shownMonth }));
    expect(statuses.filter((s) => s === 'missed')).toHaveLength(27);
    expect(statuses.filter((s) => s === 'practiced')).toHaveLength(1);
  });

  it('a future month has nothing red', () => {
    const shownMonth = local(2026, 4, 1);
    const days = monthGrid(shownMonth).flat();
    expect(days.every((d) => dayStatus(d.key, { ...context, shownMonth }) === 'none')).toBe(true);
  });

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

describe('dayStatus before the goal started', () => {
  it('leaves days before the start neutral and keeps missed days since the start red', () => {
    const context = {
      practiceDays: ['2026-03-02'],
      shownMonth: new Date(2026, 2, 1),
      today: new Date(2026, 2, 20),
      startDay: '2026-03-10',
    };
    expect(dayStatus('2026-03-09', context)).toBe('none');
    expect(dayStatus('2026-03-02', context)).toBe('practiced');
    expect(dayStatus('2026-03-10', context)).toBe('missed');
    expect(dayStatus('2026-03-19', context)).toBe('missed');
  });

  it('reads the start day in local time', () => {
    expect(startDayOf(new Date(2026, 2, 10, 0, 5).toISOString())).toBe('2026-03-10');
    expect(startDayOf('not a date')).toBeUndefined();
  });
});
