import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { getWeek } from 'date-fns/getWeek';
import { getWeekYear } from 'date-fns/getWeekYear';
import { describe, expect, it } from 'vitest';
import {
  WEEK_OPTIONS,
  compareWeekKeys,
  dayKey,
  isDayKey,
  parseDayKey,
  sameWeekKey,
  weekId,
  weekKey,
  weekStart,
  weekStrip,
} from './weeks';

/** Local wall-clock time; month is 1-based here for readability. */
const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

const ymd = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

describe('weekKey: Sunday-start weeks, week 1 contains 1 January', () => {
  it.each([
    ['Sat 30 Dec 2023', local(2023, 12, 30, 23, 59), 2023, 52],
    ['Sun 31 Dec 2023 (week of 1 Jan 2024)', local(2023, 12, 31, 0, 0), 2024, 1],
    ['Mon 1 Jan 2024', local(2024, 1, 1), 2024, 1],
    ['Sat 6 Jan 2024', local(2024, 1, 6, 23, 59), 2024, 1],
    ['Sun 7 Jan 2024', local(2024, 1, 7, 0, 0), 2024, 2],
    ['Sun 28 Dec 2025 (week of Thu 1 Jan 2026)', local(2025, 12, 28), 2026, 1],
    ['Sat 26 Dec 2026', local(2026, 12, 26, 23, 59), 2026, 52],
    ['Sun 27 Dec 2026 (week of Fri 1 Jan 2027)', local(2026, 12, 27, 0, 0), 2027, 1],
    ['Thu 31 Dec 2026', local(2026, 12, 31, 23, 59), 2027, 1],
    ['Sat 2 Jan 2027', local(2027, 1, 2), 2027, 1],
    ['Sun 3 Jan 2027', local(2027, 1, 3), 2027, 2],
    ['Sun 8 Mar 2026 (US DST starts)', local(2026, 3, 8, 3, 30), 2026, 11],
    ['Sat 7 Mar 2026', local(2026, 3, 7, 23, 59), 2026, 10],
  ])('%s', (_label, date, year, weekNumber) => {
    expect(weekKey(date)).toEqual({ year, weekNumber });
  });
});

describe('weekKey over many years', () => {
  it('gives every day, early and late, the key date-fns gives it (the keys are kept per week)', () => {
    for (let day = local(2019, 12, 1, 0); day < local(2031, 2, 1); day = addDays(day, 1)) {
      const late = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59);
      for (const date of [day, late]) {
        const expected = {
          year: getWeekYear(date, WEEK_OPTIONS),
          weekNumber: getWeek(date, WEEK_OPTIONS),
        };
        expect(weekKey(date)).toEqual(expected);
        expect(weekKey(date.getTime())).toEqual(expected);
      }
    }
  });

  it('hands out a key of its own each time', () => {
    const key = weekKey(local(2026, 3, 8));
    key.weekNumber = 99;
    expect(weekKey(local(2026, 3, 9))).toEqual({ year: 2026, weekNumber: 11 });
  });
});

describe('weekStart', () => {
  it.each([
    ['US spring forward, Sun 8 Mar 2026', local(2026, 3, 14, 23, 30), [2026, 3, 8]],
    ['US fall back, Sun 1 Nov 2026', local(2026, 11, 7, 23, 30), [2026, 11, 1]],
    ['EU spring forward, Sun 29 Mar 2026', local(2026, 4, 4, 23, 30), [2026, 3, 29]],
    ['EU fall back, Sun 25 Oct 2026', local(2026, 10, 31, 23, 30), [2026, 10, 25]],
    ['NZ fall back, Sun 5 Apr 2026', local(2026, 4, 11, 23, 30), [2026, 4, 5]],
    ['NZ spring forward, Sun 27 Sep 2026', local(2026, 10, 3, 23, 30), [2026, 9, 27]],
    ['across the year end', local(2024, 1, 3), [2023, 12, 31]],
    ['a Sunday is its own week start', local(2026, 3, 8, 0, 0), [2026, 3, 8]],
  ])('%s', (_label, date, expected) => {
    const start = weekStart(date);
    expect(ymd(start)).toEqual(expected);
    expect(start.getDay()).toBe(0);
    expect([start.getHours(), start.getMinutes()]).toEqual([0, 0]);
  });

  it('keeps every day of a DST week in that week, however long the week is in hours', () => {
    for (const sunday of [local(2026, 3, 8, 0), local(2026, 11, 1, 0), local(2026, 3, 29, 0)]) {
      const key = weekKey(sunday);
      for (let d = 0; d < 7; d += 1) {
        const late = addDays(sunday, d);
        late.setHours(23, 59, 59, 999);
        expect(weekKey(late)).toEqual(key);
        expect(ymd(weekStart(late))).toEqual(ymd(sunday));
      }
      const next = addDays(sunday, 7);
      expect(weekKey(next)).not.toEqual(key);
    }
  });
});

describe('dayKey and parseDayKey', () => {
  it('uses the local calendar day', () => {
    expect(dayKey(local(2026, 3, 8, 0, 0))).toBe('2026-03-08');
    expect(dayKey(local(2026, 3, 8, 23, 59))).toBe('2026-03-08');
    expect(dayKey(local(2026, 11, 1, 1, 30))).toBe('2026-11-01');
    expect(dayKey(local(2026, 1, 5).getTime())).toBe('2026-01-05');
  });

  it('parses to local midnight', () => {
    const date = parseDayKey('2026-03-08');
    expect(date && ymd(date)).toEqual([2026, 3, 8]);
    expect(date?.getHours()).toBe(0);
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-2-3',
    '26-02-03',
    'abc',
    '',
    '2026-03-08T00',
  ])('rejects %j', (text) => {
    expect(parseDayKey(text)).toBeNull();
    expect(isDayKey(text)).toBe(false);
  });

  it('accepts leap days and rejects non-strings', () => {
    expect(isDayKey('2024-02-29')).toBe(true);
    expect(isDayKey(20240229)).toBe(false);
    expect(isDayKey(null)).toBe(false);
  });

  it('round-trips every day of 2026, DST days included', () => {
    let day = local(2026, 1, 1, 0, 0);
    for (let i = 0; i < 365; i += 1) {
      const key = dayKey(day);
      const parsed = parseDayKey(key);
      expect(parsed && dayKey(parsed)).toBe(key);
      day = addDays(day, 1);
    }
    expect(dayKey(day)).toBe('2027-01-01');
  });
});

describe('weekStrip', () => {
  const summary = (today: Date) =>
    weekStrip(today).map((w) => [...ymd(w.start), w.key.year, w.key.weekNumber]);

  it('is the two weeks before the current week, then the current week', () => {
    expect(summary(local(2026, 3, 10))).toEqual([
      [2026, 2, 22, 2026, 9],
      [2026, 3, 1, 2026, 10],
      [2026, 3, 8, 2026, 11],
    ]);
  });

  it('crosses the 2023 -> 2024 boundary', () => {
    expect(summary(local(2024, 1, 8))).toEqual([
      [2023, 12, 24, 2023, 52],
      [2023, 12, 31, 2024, 1],
      [2024, 1, 7, 2024, 2],
    ]);
  });

  it('crosses the 2026 -> 2027 boundary', () => {
    expect(summary(local(2027, 1, 2))).toEqual([
      [2026, 12, 13, 2026, 51],
      [2026, 12, 20, 2026, 52],
      [2026, 12, 27, 2027, 1],
    ]);
  });

  it.each([local(2026, 3, 20), local(2026, 11, 12), local(2026, 4, 10), local(2026, 10, 8)])(
    'steps seven calendar days at local midnight across DST (%s)',
    (today) => {
      const strip = weekStrip(today);
      expect(strip).toHaveLength(3);
      for (const w of strip) expect([w.start.getDay(), w.start.getHours()]).toEqual([0, 0]);
      expect(differenceInCalendarDays(strip[1]!.start, strip[0]!.start)).toBe(7);
      expect(differenceInCalendarDays(strip[2]!.start, strip[1]!.start)).toBe(7);
    },
  );

  it('takes another length', () => {
    expect(weekStrip(local(2026, 3, 10), 1)).toHaveLength(1);
    expect(weekStrip(local(2026, 3, 10), 5).map((w) => w.key.weekNumber)).toEqual([
      7, 8, 9, 10, 11,
    ]);
  });
});

describe('week keys', () => {
  it('have a sortable id and compare chronologically', () => {
    expect(weekId({ year: 2024, weekNumber: 1 })).toBe('2024-W01');
    const keys = [
      { year: 2024, weekNumber: 2 },
      { year: 2023, weekNumber: 52 },
      { year: 2024, weekNumber: 1 },
    ];
    expect([...keys].sort(compareWeekKeys).map(weekId)).toEqual([
      '2023-W52',
      '2024-W01',
      '2024-W02',
    ]);
    expect(sameWeekKey(keys[0]!, { year: 2024, weekNumber: 2 })).toBe(true);
    expect(sameWeekKey(keys[0]!, keys[2]!)).toBe(false);
  });
});
