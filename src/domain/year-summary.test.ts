import { describe, expect, it } from 'vitest';
import { dayFigures } from './day-figures';
import { encodeDigest, sumDays } from './tally-digest';
import type { DayTotal, YearDays } from './tally';
import {
  MAX_SUMMARY_LENGTH,
  closedYearsOf,
  decodeSummary,
  encodeSummary,
  foldDue,
  summaryOf,
  weekSunday,
  withMoves,
} from './year-summary';

const MINUTE = 60_000;

/** A year practised on most days, 1–3 sessions a day, every day's time different. */
function practisedYear(year: number, skipEvery = 5): YearDays {
  const days: YearDays = {};
  const length = year % 4 === 0 ? 366 : 365;
  for (let index = 0; index < length; index += 1) {
    if (index % skipEvery === 3) continue;
    const key = new Date(Date.UTC(year, 0, 1 + index)).toISOString().slice(5, 10);
    days[key] = { ms: 20 * MINUTE + index * 1_013, n: 1 + (index % 3) };
  }
  return days;
}

/** 'yyyy-MM-dd' → total, as the goals page holds a goal's days. */
function dayTotals(years: Record<number, YearDays>): Map<string, DayTotal> {
  const totals = new Map<string, DayTotal>();
  for (const [year, days] of Object.entries(years)) {
    for (const [day, total] of Object.entries(days)) totals.set(`${year}-${day}`, total);
  }
  return totals;
}

const weeklyGoal = () => 5;

describe('a closed year summed up', () => {
  it('reads back what it was made of', () => {
    const summary = summaryOf(2024, practisedYear(2024));
    expect(decodeSummary(2024, encodeSummary(2024, summary))).toEqual(summary);
  });

  it('is less than a third of the digest of a year of daily practice', () => {
    const days = practisedYear(2025, 1000);
    const text = encodeSummary(2025, summaryOf(2025, days));
    expect(text.length).toBeLessThan(encodeDigest(days).length / 3);
    expect(text.length).toBeLessThanOrEqual(MAX_SUMMARY_LENGTH);
  });

  it('is short for a year of a few sessions', () => {
    const days = { '03-01': { ms: 40 * MINUTE, n: 1 }, '11-30': { ms: 20 * MINUTE, n: 2 } };
    const text = encodeSummary(2023, summaryOf(2023, days));
    expect(decodeSummary(2023, text)).toEqual(summaryOf(2023, days));
    expect(text.length).toBeLessThan(60);
  });

  it('keeps a day of more than 35 sessions and leaves out days without time', () => {
    const summary = summaryOf(2023, {
      '02-01': { ms: 40 * MINUTE, n: 40 },
      '02-02': { ms: 0, n: 1 },
      '12-31': { ms: MINUTE, n: 2 },
    });
    expect([...summary.counts]).toEqual([
      ['02-01', 40],
      ['12-31', 2],
    ]);
    expect(decodeSummary(2023, encodeSummary(2023, summary))).toEqual(summary);
  });

  it('numbers weeks from the one holding 1 January, which may start the year before', () => {
    expect(weekSunday(2025, 0)).toBe('2024-12-29');
    expect(weekSunday(2025, 1)).toBe('2025-01-05');
    expect(weekSunday(2023, 0)).toBe('2023-01-01');
    expect(weekSunday(2023, 53)).toBe('2024-01-07');
  });

  it('gives the goals page the figures the days give, across New Year', () => {
    const years = { 2023: practisedYear(2023), 2024: practisedYear(2024, 4) };
    const open = { 2025: practisedYear(2025, 3) };
    const now = new Date(2025, 5, 18, 12);
    const fromDays = dayFigures(dayTotals({ ...years, ...open }), now, weeklyGoal);
    const closed = closedYearsOf(
      Object.entries(years).map(([year, days]) => {
        const text = encodeSummary(Number(year), summaryOf(Number(year), days));
        return [Number(year), decodeSummary(Number(year), text)!];
      }),
    );
    const fromSummaries = dayFigures(dayTotals(open), now, weeklyGoal, [], [], closed);
    expect(fromSummaries.totalHours).toBeCloseTo(fromDays.totalHours, 9);
    expect(fromSummaries.sessionCount).toBe(fromDays.sessionCount);
    expect(fromSummaries.practiceDays).toEqual(fromDays.practiceDays);
    expect(fromSummaries.weeklyTrophies.length).toBe(fromDays.weeklyTrophies.length);
    fromSummaries.weeklyTrophies.forEach((week, i) => {
      const expected = fromDays.weeklyTrophies[i]!;
      expect([week.year, week.weekNumber, week.trophies]).toEqual([
        expected.year,
        expected.weekNumber,
        expected.trophies,
      ]);
      expect(week.weeklyTimeSpent).toBeCloseTo(expected.weeklyTimeSpent, 9);
    });
  });

  it('takes later moves exactly: a day whose last session is deleted is no longer practiced', () => {
    const before: YearDays = {
      '03-02': { ms: 30 * MINUTE, n: 1 },
      '03-03': { ms: 50 * MINUTE, n: 2 },
    };
    const moves: YearDays = {
      '03-02': { ms: -30 * MINUTE, n: -1 },
      '03-03': { ms: -20 * MINUTE, n: -1 },
      '03-09': { ms: 15 * MINUTE, n: 1 },
    };
    const after = sumDays(before, moves);
    expect(withMoves(summaryOf(2022, before), 2022, moves)).toEqual(summaryOf(2022, after));
    expect([...withMoves(summaryOf(2022, before), 2022, moves).counts.keys()]).toEqual([
      '03-03',
      '03-09',
    ]);
  });

  it('sums time per weekday as Insights does, across New Year', () => {
    const days = practisedYear(2024, 4);
    const summary = summaryOf(2024, days);
    const byWeekday = new Array<number>(7).fill(0);
    for (const [day, { ms }] of dayTotals({ 2024: days })) {
      byWeekday[new Date(`${day}T12:00:00`).getDay()]! += ms;
    }
    expect(summary.weekdayMs).toEqual(byWeekday);
    const both = closedYearsOf([
      [2024, summary],
      [2023, summaryOf(2023, { '01-01': { ms: 5, n: 1 } })],
    ]);
    expect(both.weekdayMs[0]).toBe(byWeekday[0]! + 5);
    expect(both.totalMs).toBe(byWeekday.reduce((a, b) => a + b) + 5);
    expect(both.practiceDays[0]).toBe('2023-01-01');
  });

  it('is due for a fold when an old year is not summed up or has moves, or days have closed', () => {
    const moved: YearDays = { '03-02': { ms: MINUTE, n: 1 } };
    expect(foldDue(2024, false, {}, '2026-03-01')).toBe(true);
    expect(foldDue(2024, true, {}, '2026-03-01')).toBe(false);
    expect(foldDue(2024, true, moved, '2026-03-01')).toBe(true);
    expect(foldDue(2024, false, moved, '2026-02-28')).toBe(true);
    expect(foldDue(2024, false, {}, '2026-02-28')).toBe(false);
    expect(foldDue(2026, false, { '11-22': { ms: MINUTE, n: 1 } }, '2026-11-28')).toBe(false);
    expect(foldDue(2026, false, { '11-21': { ms: MINUTE, n: 1 } }, '2026-11-28')).toBe(true);
  });

  const NO_WEEKDAYS = ';0,0,0,0,0,0,0';
  it.each([
    ['not text', 42],
    ['no counts part', '00a'],
    ['without weekdays', '00a;1'],
    ['a week past 53', `1mz;${NO_WEEKDAYS}`],
    ['an unreadable week', `00a,zz;1${NO_WEEKDAYS}`],
    ['counts past the end of the year', `;${'1'.repeat(366)}${NO_WEEKDAYS}`],
    ['empty days past the end of the year', `;_a51${NO_WEEKDAYS}`],
    ['an unknown count character', `;1-1${NO_WEEKDAYS}`],
    ['six weekdays', ';1;0,0,0,0,0,0'],
    ['a fourth part', `;1${NO_WEEKDAYS};1`],
    ['too long', `;${'0'.repeat(MAX_SUMMARY_LENGTH)}${NO_WEEKDAYS}`],
  ])('is nothing when it is %s', (_, text) => {
    expect(decodeSummary(2023, text)).toBeNull();
  });

  it('reads a summary of no practice', () => {
    expect(decodeSummary(2023, `;${NO_WEEKDAYS}`)).toEqual(summaryOf(2023, {}));
  });
});
