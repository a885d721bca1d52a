import type { DayTotals } from '../day-figures';
import type { Goal } from '../goal';
import { parseDayKey } from '../weeks';
import type { InsightSession } from './insight-sessions';

/**
 * A goal's practice on one local day as the charts count it: a stretch from the day's start, as
 * long as the day's practice (a session counts whole on the day it starts).
 */
export type GoalDay = Pick<InsightSession, 'goalId' | 'goalName' | 'start' | 'end'>;

/**
 * The practice per day of the given goals, oldest first: what every chart of Insights is drawn
 * from, read from each goal's day totals, so no session needs to be loaded for it.
 */
export function goalDays(
  goals: readonly Pick<Goal, 'id' | 'name'>[],
  dayTotals: ReadonlyMap<string, DayTotals>,
): GoalDay[] {
  const days: GoalDay[] = [];
  for (const goal of goals) {
    for (const [day, { ms }] of dayTotals.get(goal.id) ?? []) {
      const start = parseDayKey(day)?.getTime();
      if (start === undefined || ms <= 0) continue;
      days.push({ goalId: goal.id, goalName: goal.name, start, end: start + ms });
    }
  }
  return days.sort((a, b) => a.start - b.start || a.goalId.localeCompare(b.goalId));
}
