import { addWeeks } from 'date-fns/addWeeks';
import type { DayTotals } from '@/domain/day-figures';
import type { Goal } from '@/domain/goal';
import { daySummary, firstDayFrom } from '@/domain/insights/day-summary';
import { HEATMAP_WEEKS, heatmapWeeks } from '@/domain/insights/heatmap';
import { monthlyHours, weeklyHours } from '@/domain/insights/period-totals';
import { goalsPracticeView } from '@/domain/practice-view';
import type { RestRange } from '@/domain/rest-ranges';
import { WEEKDAY_NAMES, dayKey, weekStart } from '@/domain/weeks';
import type { ClosedYears } from '@/domain/year-summary';

/** Milliseconds in an hour, the unit of every figure. */
const HOUR_MS = 3_600_000;

/** The first day of the charts that show recent practice: the heatmap's and the months'. */
function firstChartedDay(today: Date): string {
  const heatmap = weekStart(addWeeks(weekStart(today), -(HEATMAP_WEEKS - 1)));
  const months = new Date(today.getFullYear(), today.getMonth() - 11, 1);
  return dayKey(Math.min(heatmap.getTime(), months.getTime()));
}

/**
 * Every chart and figure of the Insights page for the chosen goals, from their practice per
 * day: drawn at once, before any older session is loaded. The heatmap's days and the streaks
 * follow the goals' plans and rest days as their cards do (practice-view.ts). Each goal's days are
 * read once per change (day-summary.ts); the charts of the last year take only that year's days.
 */
export function insightsModel(
  chosen: readonly Goal[],
  dayTotals: ReadonlyMap<string, DayTotals>,
  today: Date,
  {
    allGoalsRest = [],
    closedYears,
  }: {
    allGoalsRest?: readonly RestRange[];
    /** The goals' summed-up years (year-summary.ts), not in `dayTotals`. */
    closedYears?: ReadonlyMap<string, ClosedYears>;
  } = {},
) {
  const summaries = chosen.map((goal) => ({
    goal,
    summary: daySummary(dayTotals.get(goal.id) ?? NO_DAYS, closedYears?.get(goal.id)),
  }));
  const from = firstChartedDay(today);
  // The last year's practice, all chosen goals together, day by day.
  const recentMs = new Map<string, { start: number; ms: number }>();
  for (const { summary } of summaries) {
    for (let i = firstDayFrom(summary, from); i < summary.days.length; i += 1) {
      const day = summary.days[i]!;
      const total = recentMs.get(day) ?? { start: summary.starts[i]!, ms: 0 };
      total.ms += summary.ms[i]!;
      recentMs.set(day, total);
    }
  }
  const recent = [...recentMs.values()]
    .sort((a, b) => a.start - b.start)
    .map(({ start, ms }) => ({ start, end: start + ms }));
  const byDay = new Map([...recentMs].map(([day, { ms }]) => [day, ms / HOUR_MS]));
  const practised = summaries.filter(({ summary }) => summary.days.length > 0);
  const view = goalsPracticeView(chosen, allGoalsRest, today);
  return {
    practised: practised.length > 0,
    weeks: heatmapWeeks(byDay, today, undefined, view.stateOf),
    streak: view.streaks,
    totalHours: practised.reduce((sum, { summary }) => sum + summary.totalMs, 0) / HOUR_MS,
    best: bestOf(practised.map(({ summary }) => summary.weekdayMs)),
    perWeek: weeklyHours(recent, today),
    perMonth: monthlyHours(recent, today),
    perGoal: practised
      .map(({ goal, summary }) => ({
        goalId: goal.id,
        goalName: goal.name,
        hours: summary.totalMs / HOUR_MS,
      }))
      .sort((a, b) => b.hours - a.hours || a.goalName.localeCompare(b.goalName)),
  };
}

const NO_DAYS: DayTotals = new Map();

/** The weekday with the most practice (the first of equals, Sunday first), or null. */
function bestOf(weekdayMs: readonly (readonly number[])[]) {
  const totals = WEEKDAY_NAMES.map((_, day) =>
    weekdayMs.reduce((sum, w) => sum + (w[day] ?? 0), 0),
  );
  let best = -1;
  totals.forEach((ms, day) => {
    if (ms > 0 && (best === -1 || ms > (totals[best] ?? 0))) best = day;
  });
  const weekday = WEEKDAY_NAMES[best];
  return weekday ? { weekday, hours: (totals[best] ?? 0) / HOUR_MS } : null;
}
