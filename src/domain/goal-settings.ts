import type { Goal, GoalSettings } from './goal';

const WEEKS_PER_MONTH = 52 / 12;

/**
 * The weekly goal implied by an hours target: 'weekly' as is, 'daily' × 7, 'monthly' spread
 * over the weeks of a month (1 decimal). Other target types leave the weekly goal alone.
 */
export function weeklyGoalFor(settings: GoalSettings, currentWeeklyGoal: number): number {
  if (settings.target.type !== 'hours') return currentWeeklyGoal;
  const value = settings.target.value;
  if (settings.frequency === 'daily') return value * 7;
  if (settings.frequency === 'monthly') return Math.round((value / WEEKS_PER_MONTH) * 10) / 10;
  return value;
}

/** An hours-per-week target is the weekly goal itself, so the card shows it once. */
export function targetIsWeeklyGoal(settings: Pick<GoalSettings, 'frequency' | 'target'>): boolean {
  return settings.target.type === 'hours' && settings.frequency === 'weekly';
}

/**
 * The hours a week the person set: the weekly goal of an hours target, or null for any other
 * target (the stored weekly goal is then a default or left from an earlier target: a figure the
 * goal's settings do not show, so no screen shows it either).
 */
export function weeklyHoursGoal(goal: Pick<Goal, 'settings' | 'weeklyGoal'>): number | null {
  return goal.settings.target.type === 'hours' ? goal.weeklyGoal : null;
}
