import { cloneSettings, type GoalSettings } from '../goal';
import type { CustomImportTimes } from '../imported-baseline';
import { recomputeGoal } from '../goal-progress';
import { weeklyGoalFor } from '../goal-settings';
import { changeWeeklyGoal } from '../weekly-goal-history';
import { withBaseline, type ImportedGoal } from './sanitize-goal';
import type { Goal } from '../goal';

export interface ImportChoices {
  /** 'Customize time' values by imported goal id; goals without an entry keep their figures. */
  customTimes: Readonly<Record<string, CustomImportTimes | undefined>>;
  /** The user's default settings when they chose to apply them, otherwise null. */
  applyDefaults: Readonly<GoalSettings> | null;
}

/** The defaults merged over the goal's own settings (its resources stay). */
function mergeDefaults(own: GoalSettings, defaults: Readonly<GoalSettings>): GoalSettings {
  const merged = cloneSettings(defaults);
  merged.resources = own.resources.map((r) => ({ ...r }));
  return merged;
}

/**
 * The Import Time Settings dialog and the defaults question, applied: custom times replace a
 * goal's carried totals; with defaults, each goal gets them merged over its own settings and
 * its weekly goal becomes the default target value from this week on (past weeks keep their
 * trophies): a weekly hours target as it is, a daily or monthly one in hours a week, as when a
 * goal's settings are saved (another target leaves the weekly goal). Trophies and level follow.
 */
export function applyImportChoices(
  goals: readonly ImportedGoal[],
  choices: ImportChoices,
  now: Date,
): Goal[] {
  return goals.map(({ goal, legacy }) => {
    const custom = Object.prototype.hasOwnProperty.call(choices.customTimes, goal.id)
      ? choices.customTimes[goal.id]
      : undefined;
    let next = custom ? withBaseline(goal, legacy, now, custom) : goal;
    if (choices.applyDefaults) {
      const settings = mergeDefaults(next.settings, choices.applyDefaults);
      next = recomputeGoal(
        {
          ...next,
          settings,
          ...changeWeeklyGoal(next, weeklyGoalFor(settings, next.weeklyGoal), now),
        },
        now,
        custom ? 'from-total' : 'keep-earned',
      );
    }
    return next;
  });
}
