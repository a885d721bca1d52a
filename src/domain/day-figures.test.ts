import { describe, expect, it } from 'vitest';
import { dayFigures } from './day-figures';
import { MS_PER_HOUR, totalTrophies, type PracticeSession } from './practice-sessions';
import { tallyDays, tallyOf } from './tally';
import { weekKey } from './weeks';

/** Local wall-clock epoch ms; month is 1-based. */
const at = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

let seq = 0;
const session = (start: number, hours: number): PracticeSession => ({
  id: `s${(seq += 1)}`,
  start,
  end: start + hours * MS_PER_HOUR,
  source: 'timer',
});

const figuresOf = (
  sessions: PracticeSession[],
  now: Date | number = at(2026, 1, 1),
  weeklyGoal = 4,
  ...rest: [Parameters<typeof dayFigures>[3]?, Parameters<typeof dayFigures>[4]?]
) => dayFigures(tallyDays(tallyOf(sessions)), new Date(now), () => weeklyGoal, ...rest);

describe('dayFigures: practice days', () => {
  it('is the sorted, unique local start days plus valid legacy days', () => {
    const sessions = [
      session(at(2026, 3, 9, 9), 1),
      session(at(2026, 3, 8, 23, 30), 2), // runs past midnight: counts for its start day
      session(at(2026, 3, 9, 20), 1),
    ];
    const legacy = ['2026-03-01', '2026-03-09', 'garbage', '2026-02-30'];
    expect(figuresOf(sessions, undefined, 4, [], legacy).practiceDays).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-09',
    ]);
  });

  it('works without legacy days and ignores empty sessions', () => {
    expect(figuresOf([]).practiceDays).toEqual([]);
    const empty = {
      id: 'x',
      start: at(2026, 1, 1),
      end: at(2026, 1, 1),
      source: 'manual' as const,
    };
    const figures = figuresOf([empty]);
    expect(figures.practiceDays).toEqual([]);
    expect(figures.sessionCount).toBe(1);
  });
});

describe('dayFigures: hours of the week of now', () => {
  const sessions = [
    session(at(2026, 3, 7, 22), 1), // Saturday, previous week
    session(at(2026, 3, 8, 0, 30), 3), // Sunday of the US DST week
    session(at(2026, 3, 14, 23), 2), // Saturday late, still that week
    session(at(2026, 3, 15, 0, 10), 4), // next week
  ];

  it('counts the sessions that started in the week of now', () => {
    expect(figuresOf(sessions, at(2026, 3, 10)).weekHours).toBe(5);
    expect(figuresOf(sessions, at(2026, 3, 6)).weekHours).toBe(1);
    expect(figuresOf(sessions, at(2026, 3, 15)).weekHours).toBe(4);
    expect(figuresOf(sessions, at(2026, 5, 1)).weekHours).toBe(0);
  });

  it('totals every hour and session', () => {
    const figures = figuresOf(sessions);
    expect(figures.totalHours).toBe(10);
    expect(figures.sessionCount).toBe(4);
  });
});

describe('dayFigures: weekly trophies', () => {
  const sessions = [
    session(at(2027, 1, 3, 10), 4.5), // 2027 week 2
    session(at(2026, 12, 26, 10), 2), // 2026 week 52
    session(at(2026, 12, 27, 10), 3), // Sunday: 2027 week 1
    session(at(2026, 12, 31, 10), 6), // 2027 week 1
  ];

  it('scores each Sunday-start week across the year end against the weekly goal', () => {
    const entries = figuresOf(sessions).weeklyTrophies;
    expect(entries).toEqual([
      { year: 2026, weekNumber: 52, trophies: 0, weeklyTimeSpent: 2 },
      { year: 2027, weekNumber: 1, trophies: 2, weeklyTimeSpent: 9 },
      { year: 2027, weekNumber: 2, trophies: 1, weeklyTimeSpent: 4.5 },
    ]);
    expect(totalTrophies(entries)).toBe(3);
    expect(totalTrophies(figuresOf(sessions, undefined, 0).weeklyTrophies)).toBe(0);
  });

  it('adds extra (imported) week hours and drops empty weeks', () => {
    const extra = [
      { year: 2026, weekNumber: 52, hours: 2 },
      { year: 2026, weekNumber: 40, hours: 8.5 },
      { year: 2026, weekNumber: 41, hours: 0 },
      { year: 2026, weekNumber: 42, hours: Number.NaN },
    ];
    const entries = figuresOf(sessions, undefined, 4, extra).weeklyTrophies;
    expect(entries.map((e) => [e.year, e.weekNumber, e.weeklyTimeSpent, e.trophies])).toEqual([
      [2026, 40, 8.5, 2],
      [2026, 52, 4, 1],
      [2027, 1, 9, 2],
      [2027, 2, 4.5, 1],
    ]);
  });

  it('gives each week the weekly goal that week had', () => {
    const goalOf = (week: { year: number }) => (week.year === 2026 ? 1 : 9);
    const days = tallyDays(tallyOf(sessions));
    const entries = dayFigures(days, new Date(at(2027, 1, 3)), goalOf).weeklyTrophies;
    expect(entries.map((e) => e.trophies)).toEqual([2, 1, 0]);
  });
});

describe('dayFigures: years of days', () => {
  it('sums each day into its own week, the same when asked again, across year ends', () => {
    // Every third day for three years, 1 h each, at times that vary through the day.
    const sessions = Array.from({ length: 365 }, (_, i) =>
      session(at(2024, 12, 1 + 3 * i, 1 + (i % 22)), 1 + (i % 3)),
    );
    const byWeek = new Map<string, number>();
    for (const s of sessions) {
      const { year, weekNumber } = weekKey(s.start);
      const id = `${year}-${weekNumber}`;
      byWeek.set(id, (byWeek.get(id) ?? 0) + (s.end - s.start) / MS_PER_HOUR);
    }
    const expected = [...byWeek].map(([id, hours]) => [id, hours]);
    const weeksOf = () =>
      figuresOf(sessions, at(2027, 12, 31)).weeklyTrophies.map((w) => [
        `${w.year}-${w.weekNumber}`,
        w.weeklyTimeSpent,
      ]);
    expect(weeksOf()).toEqual(expected);
    expect(weeksOf()).toEqual(expected);
  });
});
