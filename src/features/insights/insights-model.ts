import type { DayTotals } from '@/domain/day-figures';
import type { Goal } from '@/domain/goal';
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
import { dayState } from '@/domain/day-state';
import { startDayOf } from '@/domain/calendar';
import { streaks } from '@/domain/insights/streaks';
import { planOf } from '@/domain/practice-plan';
import { restFor, type RestRange } from '@/domain/rest-ranges';
import { goalStreaks } from '@/domain/streaks';
import { dayKey } from '@/domain/weeks';

/** One goal's plan and rest, as its calendar shows them, for the heatmap and its streaks. */
function planned(goal: Goal, allGoalsRest: readonly RestRange[], today: Date) {
  const context = {
    practiceDays: new Set(goal.practiceDays),
    plan: planOf(goal.settings),
    rest: restFor(goal.restRanges, allGoalsRest),
    today: dayKey(today),
    startDay: startDayOf(goal.startDate),
  };
  return {
    stateOf: (day: string) => dayState(day, context),
    streak: goalStreaks(goal, allGoalsRest, today),
  };
}

/**
 * Every chart and figure of the Insights page for the chosen goals, from their practice per
 * day: drawn at once, before any older session is loaded. A single chosen goal follows its plan
 * and rest days; several together count days with any practice.
 */
export function insightsModel(
  chosen: readonly Goal[],
  dayTotals: ReadonlyMap<string, DayTotals>,
  today: Date,
  {
    single = false,
    allGoalsRest = [],
  }: { single?: boolean; allGoalsRest?: readonly RestRange[] } = {},
) {
  const days = goalDays(chosen, dayTotals);
  const byDay = hoursByDay(days);
  const one = single && chosen[0] ? planned(chosen[0], allGoalsRest, today) : null;
  return {
    practised: days.length > 0,
    weeks: heatmapWeeks(byDay, today, undefined, one?.stateOf),
    streak: one?.streak ?? { ...streaks(byDay.keys(), today), unit: 'day' as const },
    totalHours: days.reduce((sum, d) => sum + hoursOf(d), 0),
    best: bestWeekday(days),
    perWeek: weeklyHours(days, today),
    perMonth: monthlyHours(days, today),
    perGoal: hoursPerGoal(days),
  };
}
