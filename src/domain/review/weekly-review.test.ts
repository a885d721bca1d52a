import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from '../goal';
import { MS_PER_HOUR, type PracticeSession } from '../practice-sessions';
import { tallyDays, tallyOf } from '../tally';
import { weekReview, type ReviewedGoal } from './weekly-review';

const MIN = 60_000;
/** Local wall-clock epoch ms; month is 1-based. */
const at = (m: number, d: number, h = 10, min = 0) => new Date(2026, m - 1, d, h, min).getTime();

const session = (
  id: string,
  start: number,
  minutes: number,
  extra: Partial<PracticeSession> = {},
): PracticeSession => ({ id, start, end: start + minutes * MIN, source: 'timer', ...extra });

function goalWith(over: Partial<Goal>, sessions: PracticeSession[]): Goal {
  const goal = createGoal({ id: 'piano', name: 'Piano', now: new Date(at(11, 1)) });
  const days = tallyDays(tallyOf(sessions));
  return { ...goal, ...over, sessions, practiceDays: [...days.keys()].sort() };
}

const dayTotalsOf = (goals: readonly ReviewedGoal[]) =>
  new Map(goals.map((g) => [g.id, tallyDays(tallyOf(g.sessions))]));

// Sunday 29 November to Saturday 5 December 2026 is "last week"; now is Wednesday 9 December.
const piano = goalWith(
  {
    parts: [
      { id: 'scales', name: 'Scales' },
      { id: 'etudes', name: 'Etudes' },
    ],
    weeklyGoal: 5,
    weeklyGoalHistory: [{ until: '2026-12-06', hours: 3 }],
    restRanges: [{ from: '2026-12-03', to: '2026-12-03' }],
    settings: {
      ...createGoal({ id: 'x', name: 'x', now: new Date() }).settings,
      plan: 'weekdays:12345',
      measure: { name: 'Tempo', unit: 'bpm', higherIsBetter: true },
    },
  },
  [
    session('before', at(11, 20), 15, { value: 90 }),
    session('mon', at(11, 30), 30, { partId: 'scales', value: 80, note: 'slow hands' }),
    session('wed', at(12, 2), 60, { partId: 'etudes', value: 84 }),
    session('fri', at(12, 4, 18), 20),
    session('this-mon', at(12, 7), 45, { partId: 'scales', value: 82, note: 'metronome next' }),
  ],
);
const now = new Date(at(12, 9, 15));
const review = (goals: ReviewedGoal[], week: Date) =>
  weekReview({ goals, dayTotals: dayTotalsOf(goals), allGoalsRest: [], week, now });

describe('weekReview', () => {
  const [lastWeek] = review([piano], new Date(at(12, 1))).goals;

  it('spans the week the given day is in, Sunday to Saturday', () => {
    const { from, to } = review([piano], new Date(at(12, 1)));
    expect([from, to]).toEqual(['2026-11-29', '2026-12-05']);
  });

  it("adds the week's time from the day totals, against that week's weekly goal", () => {
    expect(lastWeek?.ms).toBe(110 * MIN);
    expect(lastWeek?.weeklyGoalHours).toBe(3);
    expect(review([piano], now).goals[0]?.weeklyGoalHours).toBe(5);
  });

  it('marks each day by the plan: practiced, missed, rest, not planned', () => {
    expect(lastWeek?.days.map((d) => d.state)).toEqual([
      'unplanned',
      'practiced',
      'missed',
      'practiced',
      'rest',
      'practiced',
      'unplanned',
    ]);
    expect([lastWeek?.practiced, lastWeek?.missed]).toEqual([3, 1]);
    expect(lastWeek?.days[3]?.ms).toBe(60 * MIN);
  });

  it('leaves the days of this week still to come planned, not missed', () => {
    const [thisWeek] = review([piano], now).goals;
    expect(thisWeek?.days.map((d) => d.state)).toEqual([
      'unplanned',
      'practiced',
      'missed',
      'planned',
      'planned',
      'planned',
      'unplanned',
    ]);
  });

  it("gives the streak as it stood at the week's end", () => {
    expect(lastWeek?.streak).toMatchObject({ current: 2, unit: 'day' });
  });

  it('splits the time by part, with the time on no part last', () => {
    expect(lastWeek?.parts).toEqual([
      { id: 'scales', name: 'Scales', ms: 30 * MIN },
      { id: 'etudes', name: 'Etudes', ms: 60 * MIN },
      { id: null, name: 'No part', ms: 20 * MIN },
    ]);
  });

  it("gives the week's values, its best, and whether the best beat every earlier one", () => {
    expect(lastWeek?.values).toMatchObject({
      points: [
        { at: at(11, 30), value: 80 },
        { at: at(12, 2), value: 84 },
      ],
      best: 84,
      latest: 84,
      record: false,
    });
    const faster = goalWith(piano, [
      ...piano.sessions.filter((s) => s.id !== 'before'),
      session('sat', at(12, 5), 10, { value: 79 }),
    ]);
    expect(review([faster], new Date(at(12, 1))).goals[0]?.values).toMatchObject({
      best: 84,
      latest: 79,
      record: true,
    });
  });

  it("lists the week's notes in order, with their part", () => {
    expect(lastWeek?.notes).toEqual([
      { sessionId: 'mon', at: at(11, 30), note: 'slow hands', partName: 'Scales' },
    ]);
  });

  it('leaves out goals started after the week, and says whether N days a week were met', () => {
    const violin = goalWith(
      {
        id: 'violin',
        name: 'Violin',
        startDate: new Date(at(12, 8, 8)).toISOString(),
        settings: { ...piano.settings, plan: 'per-week:2', measure: undefined },
      },
      [session('v1', at(12, 8), 20), session('v2', at(12, 9), 20)],
    );
    expect(review([piano, violin], new Date(at(12, 1))).goals.map((g) => g.name)).toEqual([
      'Piano',
    ]);
    const thisWeek = review([piano, violin], now);
    const violinWeek = thisWeek.goals.find((g) => g.goalId === 'violin');
    expect(violinWeek?.daysAWeek).toEqual({ count: 2, met: true });
    expect(violinWeek?.values).toBeNull();
    expect(violinWeek?.parts).toEqual([]);
    expect(thisWeek.ms).toBe(45 * MIN + 40 * MIN);
    expect(thisWeek.ms / MS_PER_HOUR).toBeCloseTo(85 / 60);
  });
});
