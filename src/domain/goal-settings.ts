import { cloneSettings, type Goal, type GoalSettings } from './goal';
import { recomputeGoal } from './goal-progress';

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

/** Saves a goal's settings; an hours target also moves its weekly goal, and trophies follow. */
export function applyGoalSettings(goal: Goal, settings: GoalSettings, now: Date): Goal {
  const next = cloneSettings(settings);
  const weeklyGoal = weeklyGoalFor(next, goal.weeklyGoal);
  return recomputeGoal({ ...goal, settings: next, weeklyGoal, targetHours: weeklyGoal }, now);
}

/** True when stored figures differ from what the session log gives (e.g. a new week began). */
export function derivedFiguresDiffer(stored: Goal, derived: Goal): boolean {
  const figures = (g: Goal) =>
    JSON.stringify([
      g.totalTimeSpent.toFixed(6),
      g.weeklyTimeSpent.toFixed(6),
      g.trophies,
      g.currentLevel,
      g.practiceDays,
      g.weeklyTrophies,
    ]);
  return figures(stored) !== figures(derived);
}
