import { describe, expect, it } from 'vitest';
import { createGoal } from './goal';
import { applyTimerStop, deleteSession, recomputeGoal } from './goal-progress';
import { importedBaseline } from './imported-baseline';
import { MS_PER_HOUR, type PracticeSession } from './practice-sessions';
import { weekKey } from './weeks';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
const now = new Date(at(2026, 3, 11));
const thisWeek = weekKey(now);

const legacy = {
  totalTimeSpent: 42.5,
  weeklyTimeSpent: 3,
  practiceDays: ['2026-01-06', 'not a day', '2026-01-05', '2026-01-06', 7],
  weeklyTrophies: [
    { year: 2026, weekNumber: 2, trophies: 2, weeklyTimeSpent: 9 },
    { year: 2026, weekNumber: 3, trophies: 0, weeklyTimeSpent: 0 },
    { year: 2026, weekNumber: 60, trophies: 1, weeklyTimeSpent: 5 },
    { year: '2026', weekNumber: 4, trophies: 1, weeklyTimeSpent: 5 },
    null,
    { year: 2026, weekNumber: 2, trophies: 1, weeklyTimeSpent: 6 },
  ],
};

describe('importedBaseline', () => {
  it('keeps legacy totals, valid weekly entries and practice days', () => {
    expect(importedBaseline(legacy, now)).toEqual({
      totalHours: 42.5,
      weeks: [{ year: 2026, weekNumber: 2, hours: 9 }],
      practiceDays: ['2026-01-05', '2026-01-06'],
    });
  });

  it('uses customised times: the weekly hours belong to the week of the import', () => {
    expect(importedBaseline(legacy, now, { totalHours: 50, weeklyHours: 3.5 })).toEqual({
      totalHours: 50,
      weeks: [
        { year: 2026, weekNumber: 2, hours: 9 },
        { ...thisWeek, hours: 3.5 },
      ],
      practiceDays: ['2026-01-05', '2026-01-06'],
    });
  });

  it('subtracts the time the imported sessions already explain', () => {
    const sessions: PracticeSession[] = [
      {
        id: 'a',
        start: at(2026, 1, 6, 9),
        end: at(2026, 1, 6, 9) + 4 * MS_PER_HOUR,
        source: 'timer',
      },
      {
        id: 'b',
        start: at(2026, 3, 10, 9),
        end: at(2026, 3, 10, 9) + 5 * MS_PER_HOUR,
        source: 'timer',
      },
    ];
    const baseline = importedBaseline({ ...legacy, sessions }, now, {
      totalHours: 50,
      weeklyHours: 3.5,
    });
    expect(baseline).toEqual({
      totalHours: 41,
      weeks: [{ year: 2026, weekNumber: 2, hours: 5 }],
      practiceDays: ['2026-01-05', '2026-01-06'],
    });
  });

  it('reproduces the legacy figures after a recompute', () => {
    const goal = {
      ...createGoal({ id: 'g', name: 'Imported', now }),
      imported: importedBaseline(legacy, now, { totalHours: 42.5, weeklyHours: 3 }),
    };
    expect(recomputeGoal(goal, now)).toMatchObject({
      totalTimeSpent: 42.5,
      weeklyTimeSpent: 3,
      practiceDays: ['2026-01-05', '2026-01-06'],
      trophies: 2,
      currentLevel: 2,
    });
  });

  it('is undefined when nothing is left to carry, and tolerates junk', () => {
    expect(importedBaseline({}, now)).toBeUndefined();
    expect(
      importedBaseline({ totalTimeSpent: -3, practiceDays: 'x', weeklyTrophies: {} }, now),
    ).toBeUndefined();
    expect(
      importedBaseline({ totalTimeSpent: Number.NaN }, now, { totalHours: 0, weeklyHours: 0 }),
    ).toBeUndefined();
  });
});

describe('a goal carrying a baseline', () => {
  const goal = {
    ...createGoal({ id: 'g', name: 'Imported', now }),
    imported: {
      totalHours: 30,
      weeks: [
        { year: 2026, weekNumber: 2, hours: 9 },
        { ...thisWeek, hours: 2 },
      ],
      practiceDays: ['2026-01-06', '2026-03-09'],
    },
  };

  it('adds it to the figures with and without sessions, and keeps it through a stop', () => {
    expect(recomputeGoal(goal, now)).toMatchObject({
      totalTimeSpent: 30,
      weeklyTimeSpent: 2,
      practiceDays: ['2026-01-06', '2026-03-09'],
      trophies: 2,
      currentLevel: 2,
    });
    const stop = applyTimerStop(goal, at(2026, 3, 11, 8), at(2026, 3, 11, 10));
    if (!stop.ok) throw new Error(stop.error);
    expect(stop.goal).toMatchObject({
      totalTimeSpent: 32,
      weeklyTimeSpent: 4,
      practiceDays: ['2026-01-06', '2026-03-09', '2026-03-11'],
      weeklyTrophies: [
        { year: 2026, weekNumber: 2, trophies: 2, weeklyTimeSpent: 9 },
        { ...thisWeek, trophies: 1, weeklyTimeSpent: 4 },
      ],
      trophies: 3,
    });
    expect(stop.goal.imported).toEqual(goal.imported);
  });

  it('survives deleting every session', () => {
    const stop = applyTimerStop(goal, at(2026, 3, 11, 8), at(2026, 3, 11, 10));
    if (!stop.ok) throw new Error(stop.error);
    const removed = deleteSession(stop.goal, stop.goal.sessions[0]!.id, now);
    expect(removed.ok && removed.goal).toMatchObject({
      totalTimeSpent: 30,
      currentLevel: 2,
      trophies: 2,
    });
  });
});
