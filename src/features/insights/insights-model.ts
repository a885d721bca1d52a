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
import { streaks } from '@/domain/insights/streaks';

/**
 * Every chart and figure of the Insights page for the chosen goals, from their practice per
 * day: drawn at once, before any older session is loaded.
 */
export function insightsModel(
  chosen: readonly Goal[],
  dayTotals: ReadonlyMap<string, DayTotals>,
  today: Date,
) {
  const days = goalDays(chosen, dayTotals);
  const byDay = hoursByDay(days);
  return {
    practised: days.length > 0,
    weeks: heatmapWeeks(byDay, today),
    streak: streaks(byDay.keys(), today),
    totalHours: days.reduce((sum, d) => sum + hoursOf(d), 0),
    best: bestWeekday(days),
    perWeek: weeklyHours(days, today),
    perMonth: monthlyHours(days, today),
    perGoal: hoursPerGoal(days),
  };
}
