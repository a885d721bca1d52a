import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from './goal';
import { recomputeGoal } from './goal-progress';
import { MS_PER_HOUR, type PracticeSession } from './practice-sessions';
import {
  WEEKLY_GOAL_HISTORY_MAX,
  changeWeeklyGoal,
  encodeWeeklyGoalHistory,
  readWeeklyGoalHistory,
  weeklyGoalOfWeek,
  type WeeklyGoalChange,
} from './weekly-goal-history';
import { dayKey, weekKey } from './weeks';

/** Local wall-clock time; month is 1-based. */
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

let seq = 0;
const session = (start: Date, hours: number): PracticeSession => ({
  id: `s${(seq += 1)}`,
  start: start.getTime(),
  end: start.getTime() + hours * MS_PER_HOUR,
  source: 'manual',
});

function goalWith(weeklyGoal: number, sessions: PracticeSession[], now: Date): Goal {
  const fresh = createGoal({ id: 'g', name: 'Piano', now: new Date(2020, 0, 1) });
  return recomputeGoal({ ...fresh, weeklyGoal, sessions }, now);
}

/** The goal after its weekly goal is set to `weeklyGoal` at `changedAt`, derived at `now`. */
function changed(goal: Goal, weeklyGoal: number, changedAt: Date, now = changedAt): Goal {
  return recomputeGoal({ ...goal, ...changeWeeklyGoal(goal, weeklyGoal, changedAt) }, now);
}

const trophiesByWeek = (goal: Goal) =>
  goal.weeklyTrophies.map((w) => [`${w.year}-W${w.weekNumber}`, w.trophies]);

describe('changing the weekly goal', () => {
  it('counts a change mid-week from that week on; earlier weeks keep their trophies', () => {
    // Wednesday 18 November 2026; its week starts on Sunday 15 November.
    const now = at(2026, 11, 18, 20);
    const sessions = [session(at(2026, 11, 3), 8), session(at(2026, 11, 10), 6)];
    sessions.push(session(at(2026, 11, 15, 9), 8), session(at(2026, 11, 17), 2));
    const before = goalWith(2, sessions, now);
    expect(before.trophies).toBe(4 + 3 + 5);

    const after = changed(before, 5, now);
    expect(after.weeklyGoalHistory).toEqual([{ until: '2026-11-15', hours: 2 }]);
    expect(after.weeklyTrophies.map((w) => w.trophies)).toEqual([4, 3, 2]);
    expect(after.trophies).toBe(9);
    // Next week, the change still covers only the weeks from 15 November on.
    const later = recomputeGoal(after, at(2026, 11, 25));
    expect(later.weeklyTrophies.map((w) => w.trophies)).toEqual([4, 3, 2]);
  });

  it('keeps the weeks before a year end with the weekly goal they had', () => {
    // Sunday 29 December 2024 starts week 1 of 2025 (it contains 1 January).
    const sessions = [session(at(2024, 12, 24), 6), session(at(2024, 12, 30), 6)];
    const goal = goalWith(3, sessions, at(2024, 12, 31));
    const after = changed(goal, 6, at(2024, 12, 31), at(2025, 1, 8));
    expect(after.weeklyGoalHistory).toEqual([{ until: '2024-12-29', hours: 3 }]);
    expect(trophiesByWeek(after)).toEqual([
      ['2024-W52', 2],
      ['2025-W1', 1],
    ]);
  });

  it.each([
    ['clocks go forward (New York, 8 March 2026)', at(2026, 3, 7, 22), at(2026, 3, 8, 0, 30)],
    ['clocks go back (New York, 1 November 2026)', at(2026, 10, 31, 22), at(2026, 11, 1, 0, 30)],
  ])('splits the weeks at Sunday midnight when %s', (_, saturday, sunday) => {
    const sessions = [session(saturday, 1.5), session(sunday, 1.5)];
    const goal = goalWith(0.5, sessions, sunday);
    const after = changed(goal, 1.5, new Date(sunday.getTime() + 3 * 24 * MS_PER_HOUR));
    expect(after.weeklyGoalHistory).toEqual([{ until: dayKey(sunday), hours: 0.5 }]);
    expect(weekKey(saturday)).not.toEqual(weekKey(sunday));
    expect(after.weeklyTrophies.map((w) => w.trophies)).toEqual([3, 1]);
  });

  it('records nothing when the weekly goal stays the same', () => {
    const goal = goalWith(4, [], at(2026, 11, 18));
    expect(changeWeeklyGoal(goal, 4, at(2026, 11, 18))).toEqual({ weeklyGoal: 4 });
  });

  it('keeps the first change of a week: a second one that week moves only the new goal', () => {
    const goal = goalWith(4, [session(at(2026, 11, 10), 8)], at(2026, 11, 16));
    const first = changed(goal, 2, at(2026, 11, 16));
    expect(changeWeeklyGoal(first, 1, at(2026, 11, 19))).toEqual({ weeklyGoal: 1 });
    const second = changed(first, 1, at(2026, 11, 19));
    expect(second.weeklyGoalHistory).toEqual([{ until: '2026-11-15', hours: 4 }]);
    expect(second.trophies).toBe(2);
  });

  it('adds nothing when an entry already covers this week (a clock that ran ahead)', () => {
    const history = [{ until: '2026-12-06', hours: 3 }];
    expect(
      changeWeeklyGoal({ weeklyGoal: 4, weeklyGoalHistory: history }, 5, at(2026, 11, 18)),
    ).toEqual({ weeklyGoal: 5 });
  });

  it('merges a new entry into the one before when both have the same weekly goal', () => {
    // 4 until 1 November, then 4 again (a change back and forth before then), now 2.
    const history = [{ until: '2026-11-01', hours: 4 }];
    const next = changeWeeklyGoal(
      { weeklyGoal: 4, weeklyGoalHistory: history },
      2,
      at(2026, 11, 18),
    );
    expect(next.weeklyGoalHistory).toEqual([{ until: '2026-11-15', hours: 4 }]);
  });

  it(`keeps at most ${WEEKLY_GOAL_HISTORY_MAX} entries, dropping the oldest`, () => {
    let goal: Pick<Goal, 'weeklyGoal' | 'weeklyGoalHistory'> = { weeklyGoal: 1 };
    for (let week = 0; week <= WEEKLY_GOAL_HISTORY_MAX; week += 1) {
      goal = changeWeeklyGoal(goal, goal.weeklyGoal + 1, at(2026, 1, 7 + 7 * week));
    }
    const history = goal.weeklyGoalHistory ?? [];
    expect(history).toHaveLength(WEEKLY_GOAL_HISTORY_MAX);
    expect(history[0]).toEqual({ until: '2026-01-11', hours: 2 });
    expect(history.at(-1)).toEqual({ until: '2026-03-29', hours: 13 });
    // The weeks before the oldest entry kept count with its weekly goal.
    expect(weeklyGoalOfWeek(history, 14)(weekKey(at(2025, 12, 1)))).toBe(2);
  });
});

describe('the weekly goal of each week', () => {
  const history: WeeklyGoalChange[] = [
    { until: '2026-03-01', hours: 2 },
    { until: '2026-06-07', hours: 3 },
  ];
  const of = weeklyGoalOfWeek(history, 5);

  it.each([
    [at(2026, 2, 28), 2],
    [at(2026, 3, 1, 0, 0), 3],
    [at(2026, 6, 6, 23, 59), 3],
    [at(2026, 6, 7, 0, 0), 5],
    [at(2027, 1, 1), 5],
  ])('on %s is %d', (date, hours) => {
    expect(of(weekKey(date))).toBe(hours);
  });

  it('is the current weekly goal for every week without a history', () => {
    expect(weeklyGoalOfWeek(undefined, 5)(weekKey(at(2020, 1, 1)))).toBe(5);
    expect(weeklyGoalOfWeek([], 5)(weekKey(at(2020, 1, 1)))).toBe(5);
  });
});

describe('reading a stored or exported history', () => {
  it('reads the stored map and the exported list alike, oldest first', () => {
    const stored = { '2026-06-07': 3, '2026-03-01': 2 };
    const listed = [
      { until: '2026-06-07', hours: 3 },
      { until: '2026-03-01', hours: 2 },
    ];
    const expected = [
      { until: '2026-03-01', hours: 2 },
      { until: '2026-06-07', hours: 3 },
    ];
    expect(readWeeklyGoalHistory(stored)).toEqual(expected);
    expect(readWeeklyGoalHistory(listed)).toEqual(expected);
    expect(encodeWeeklyGoalHistory(expected)).toEqual(stored);
  });

  it.each([undefined, null, 'x', 42, true, [null, 7, 'a'], {}])('reads %j as no history', (raw) => {
    expect(readWeeklyGoalHistory(raw)).toEqual([]);
  });

  it('drops malformed entries and keeps the newest ones', () => {
    const raw = {
      '2026-02-30': 2,
      '2026-3-1': 2,
      '2026-03-01': -1,
      '2026-03-08': '4',
      '2026-03-15': Number.NaN,
      '2026-03-22': 1_000_001,
      '2026-03-29': 4,
    };
    expect(readWeeklyGoalHistory(raw)).toEqual([{ until: '2026-03-29', hours: 4 }]);
    const many = Array.from({ length: 40 }, (_, i) => ({
      until: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
      hours: i,
    }));
    const read = readWeeklyGoalHistory(many);
    expect(read).toHaveLength(WEEKLY_GOAL_HISTORY_MAX);
    expect(read.at(-1)?.until).toBe('2026-01-28');
  });

  it('derives trophies as before from a malformed history', () => {
    const now = at(2026, 11, 18);
    const goal = goalWith(2, [session(at(2026, 11, 3), 8)], now);
    const broken = { ...goal, weeklyGoalHistory: 'nonsense' as unknown as WeeklyGoalChange[] };
    expect(recomputeGoal(broken, now).trophies).toBe(4);
  });
});
