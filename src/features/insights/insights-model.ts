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
import { streaks } from '@/domain/insights/streaks';

/** Everything the Insights page shows for the chosen goal (or all goals when null). */
export function insightsModel(goals: readonly Goal[], goalId: string | null, today: Date) {
  const chosen = goalId ? goals.filter((g) => g.id === goalId) : goals;
  const sessions = insightSessions(chosen);
  const byDay = hoursByDay(sessions);
  return {
    sessions,
    weeks: heatmapWeeks(byDay, today),
    streak: streaks(byDay.keys(), today),
    totalHours: sessions.reduce((sum, s) => sum + hoursOf(s), 0),
    best: bestWeekday(sessions),
    perWeek: weeklyHours(sessions, today),
    perMonth: monthlyHours(sessions, today),
    perGoal: hoursPerGoal(sessions),
  };
}
