import { describe, expect, it } from 'vitest';
import { createGoal } from '@/domain/goal';
import { recordOf, type StoredSession } from '@/domain/goal-record';
import { MS_PER_HOUR } from '@/domain/practice-sessions';
import { tallyOf, type GoalTally } from '@/domain/tally';
import { summaryOf } from '@/domain/year-summary';
import { createGoalDeriver } from './derive-goals';

const NOW = new Date(2026, 10, 18, 20);
const WEEK_START = new Date(2026, 10, 15).getTime();

/** A session of `hours` at noon on a local day; month is 1-based. */
function practised(id: string, y: number, m: number, d: number, hours: number): StoredSession {
  const start = new Date(y, m - 1, d, 12).getTime();
  return { id, goalId: 'g1', start, end: start + hours * MS_PER_HOUR, source: 'manual' };
}

// Three days of 2022 (the last across New Year), one of 2025, one this week.
const OLD = [
  practised('a', 2022, 3, 1, 1),
  practised('b', 2022, 3, 2, 2),
  practised('c', 2022, 12, 31, 3),
];
const RECENT = [practised('d', 2025, 6, 1, 4), practised('e', 2026, 11, 16, 5)];

function derive(tally: GoalTally) {
  const record = recordOf(createGoal({ id: 'g1', name: 'Piano', now: new Date(2022, 0, 1) }));
  const thisWeek = RECENT.filter((s) => s.start >= WEEK_START);
  const view = {
    records: new Map([['g1', { ...record, weeklyGoal: 2 }]]),
    sessions: new Map([['g1', new Map(thisWeek.map((s) => [s.id, s]))]]),
    timer: null,
  };
  return createGoalDeriver().derive(
    { view, tallies: new Map([['g1', tally]]), sessionsSince: WEEK_START },
    NOW,
  );
}

describe('deriving a goal with a summed-up year', () => {
  it('shows the figures its days give, and hands the year to screens apart from the days', () => {
    const fromDays = derive(tallyOf([...OLD, ...RECENT]));
    const summedUp = tallyOf(RECENT);
    const oldDays = tallyOf(OLD).get(2022) ?? {};
    summedUp.set(2022, {});
    summedUp.summaries = new Map([[2022, summaryOf(2022, oldDays)]]);
    const fromSummary = derive(summedUp);

    const [expected, goal] = [fromDays.goals[0]!, fromSummary.goals[0]!];
    expect(goal.totalTimeSpent).toBeCloseTo(15, 9);
    expect(goal.totalTimeSpent).toBeCloseTo(expected.totalTimeSpent, 9);
    expect(goal.practiceDays).toEqual(expected.practiceDays);
    expect(goal.trophies).toBe(expected.trophies);
    expect(goal.weeklyTrophies).toEqual(expected.weeklyTrophies);
    expect(goal.medals).toEqual(expected.medals);
    expect(goal.currentLevel).toBe(expected.currentLevel);

    expect([...fromSummary.days.get('g1')!.keys()]).toEqual(['2025-06-01', '2026-11-16']);
    expect(fromSummary.closed.get('g1')?.practiceDays).toEqual([
      '2022-03-01',
      '2022-03-02',
      '2022-12-31',
    ]);
    expect(fromDays.closed.size).toBe(0);
  });
});
