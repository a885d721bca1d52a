import type { Goal } from '@/domain/goal';
import { hoursByDay } from '@/domain/insights/day-hours';
import { heatmapWeeks } from '@/domain/insights/heatmap';
import { hoursOf, insightSessions } from '@/domain/insights/insight-sessions';
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

/** Everything the Insights page shows for the chosen goal (or all goals when null). */
export function insightsModel(
  goals: readonly Goal[],
  goalId: string | null,
  today: Date,
  allGoalsRest: readonly RestRange[] = [],
) {
  const chosen = goalId ? goals.filter((g) => g.id === goalId) : goals;
  const sessions = insightSessions(chosen);
  const byDay = hoursByDay(sessions);
  // One goal follows its plan; several together count days with any practice.
  const one = goalId && chosen[0] ? planned(chosen[0], allGoalsRest, today) : null;
  return {
    sessions,
    weeks: heatmapWeeks(byDay, today, undefined, one?.stateOf),
    streak: one?.streak ?? { ...streaks(byDay.keys(), today), unit: 'day' as const },
    totalHours: sessions.reduce((sum, s) => sum + hoursOf(s), 0),
    best: bestWeekday(sessions),
    perWeek: weeklyHours(sessions, today),
    perMonth: monthlyHours(sessions, today),
    perGoal: hoursPerGoal(sessions),
  };
}
