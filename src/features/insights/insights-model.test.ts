import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from '@/domain/goal';
import type { DayTotals } from '@/domain/day-figures';
import { hoursByDay } from '@/domain/insights/day-hours';
import { goalDays } from '@/domain/insights/goal-days';
import { heatmapWeeks } from '@/domain/insights/heatmap';
import { hoursOf } from '@/domain/insights/insight-sessions';
import {
  bestWeekday,
  hoursPerGoal,
  monthlyHours,
  weeklyHours,
} from '@/domain/insights/period-totals';
import { goalsPracticeView } from '@/domain/practice-view';
import { dayKey, isDayKey } from '@/domain/weeks';
import {
  closedYearsOf,
  maySumUp,
  summaryOf,
  type ClosedYears,
  type YearSummary,
} from '@/domain/year-summary';
import type { YearDays } from '@/domain/tally';
import { insightsModel } from './insights-model';

const TODAY = new Date(2026, 10, 21, 15, 0);

/** A repeatable random number generator (a 32-bit LCG). */
function random(seed: number) {
  let a = seed;
  return () => (a = (Math.imul(a, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

/** Years of practice on most days, some empty or removed days and a key that is no day. */
function history(seed: number, years: number): DayTotals {
  const rand = random(seed);
  const days = new Map<string, { ms: number; n: number }>();
  for (let d = years * 365; d >= 0; d -= 1) {
    const date = new Date(2026, 10, 21 - d);
    const roll = rand();
    if (roll < 0.2) continue;
    const ms = roll < 0.25 ? 0 : Math.round(rand() * 4 * 3_600_000);
    days.set(dayKey(date), { ms, n: ms > 0 ? 1 + Math.floor(rand() * 3) : 0 });
  }
  days.set('2026-02-30', { ms: 3_600_000, n: 1 });
  return days;
}

/** Every figure as the page counted it before: one stretch per goal and day, all of them. */
function reference(chosen: Goal[], dayTotals: ReadonlyMap<string, DayTotals>) {
  const days = goalDays(chosen, dayTotals);
  const byDay = hoursByDay(days);
  const view = goalsPracticeView(chosen, [], TODAY);
  return {
    practised: days.length > 0,
    weeks: heatmapWeeks(byDay, TODAY, undefined, view.stateOf),
    streak: view.streaks,
    totalHours: days.reduce((sum, d) => sum + hoursOf(d), 0),
    best: bestWeekday(days),
    perWeek: weeklyHours(days, TODAY),
    perMonth: monthlyHours(days, TODAY),
    perGoal: hoursPerGoal(days),
  };
}

/** Hours to a billionth: sums taken in another order differ in their last bits only. */
const rounded = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_, v: unknown) =>
      typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1e9) / 1e9 : v,
    ),
  );

/** The days with practice, as the store derives a goal's practice days from its totals. */
const practisedDays = (days: DayTotals) =>
  [...days].filter(([day, { ms }]) => ms > 0 && isDayKey(day)).map(([day]) => day);

describe('insightsModel', () => {
  const totals = new Map([0, 1, 2].map((i) => [`g${i}`, history(i + 1, 6)]));
  const goals = ['Piano', 'Chess', 'Violin'].map((name, i) => {
    const goal = createGoal({ id: `g${i}`, name, now: new Date(2020, 0, 1) });
    goal.practiceDays = practisedDays(totals.get(goal.id)!);
    return goal;
  });

  it('counts years of several goals as the page did from every day of every goal', () => {
    const model = insightsModel(goals, totals, TODAY);
    expect(rounded(model)).toEqual(rounded(reference(goals, totals)));
    expect(model.totalHours).toBeGreaterThan(1000);
    expect(model.perGoal).toHaveLength(3);
  });

  it('counts one goal, a goal without practice, and none', () => {
    const idle = createGoal({ id: 'g9', name: 'Idle', now: TODAY });
    for (const chosen of [[goals[1]!], [idle], [idle, goals[2]!], []]) {
      expect(rounded(insightsModel(chosen, totals, TODAY))).toEqual(
        rounded(reference(chosen, totals)),
      );
    }
  });

  it('reads a goal again once its day totals change', () => {
    const piano = new Map(totals.get('g0'));
    const before = insightsModel(goals, new Map([...totals, ['g0', piano]]), TODAY);
    const changed = new Map(piano).set('2026-11-21', { ms: 7_200_000, n: 1 });
    const after = insightsModel(goals, new Map([...totals, ['g0', changed]]), TODAY);
    const today = (model: typeof before) => model.weeks.at(-1)?.days.find((d) => d?.isToday);
    expect(after.totalHours - before.totalHours).toBeCloseTo(
      2 - (piano.get('2026-11-21')?.ms ?? 0) / 3_600_000,
    );
    expect(today(after)?.hours).toBeGreaterThanOrEqual(2);
  });

  it('counts summed-up years as it counts their days', () => {
    const closedYears = new Map<string, ClosedYears>();
    const openTotals = new Map<string, DayTotals>();
    for (const [goalId, days] of totals) {
      const open = new Map<string, { ms: number; n: number }>();
      const byYear = new Map<number, YearDays>();
      for (const [day, total] of days) {
        const year = Number(day.slice(0, 4));
        if (!maySumUp(year, dayKey(TODAY))) open.set(day, total);
        else byYear.set(year, { ...byYear.get(year), [day.slice(5)]: total });
      }
      openTotals.set(goalId, open);
      const summaries = [...byYear].map(([y, d]): [number, YearSummary] => [y, summaryOf(y, d)]);
      closedYears.set(goalId, closedYearsOf(summaries));
    }
    expect(closedYears.get('g0')!.practiceDays.length).toBeGreaterThan(500);
    const model = insightsModel(goals, openTotals, TODAY, { closedYears });
    expect(rounded(model)).toEqual(rounded(reference(goals, totals)));
    const single = insightsModel([goals[1]!], openTotals, TODAY, { closedYears });
    const singleFromDays = insightsModel([goals[1]!], totals, TODAY);
    expect(rounded(single)).toEqual(rounded(singleFromDays));
  });
});
