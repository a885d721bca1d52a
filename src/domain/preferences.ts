import type { GoalSettings } from './goal';
import { parseDefaultSettings } from './default-settings';
import { readRestRanges, type RestRange } from './rest-ranges';

/** How the goals page lays out its cards: one, two or three columns. */
export type GoalView = 'single' | 'double' | 'three';
export const GOAL_VIEWS: readonly GoalView[] = ['single', 'double', 'three'];
export const DEFAULT_GOAL_VIEW: GoalView = 'single';

export function isGoalView(value: unknown): value is GoalView {
  return GOAL_VIEWS.includes(value as GoalView);
}

/** The default settings a person sets on /settings (resources are not among them). */
export type DefaultSettingsPatch = Partial<Omit<GoalSettings, 'resources'>>;

/** The fields of the default settings kept with the account. */
export const ACCOUNT_SETTINGS_KEYS = [
  'frequency',
  'target',
  'reminders',
  'notifications',
  'reminderTime',
  'reminderDays',
  'plan',
] as const satisfies readonly (keyof DefaultSettingsPatch)[];

/**
 * The person's preferences kept with the account (fields defaultSettings and goalView of their
 * profile). Only what the account holds: an absent field leaves the device's copy as it is.
 */
export interface AccountPreferences {
  defaultSettings: DefaultSettingsPatch;
  goalView?: GoalView;
  /** Days of rest of all goals (rest-ranges.ts). */
  restRanges?: RestRange[];
}

/** A change to the preferences: each field given is written on its own. */
export interface PreferencesPatch {
  defaultSettings?: DefaultSettingsPatch;
  goalView?: GoalView;
  restRanges?: RestRange[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads the preferences of a stored profile. A field the account holds but that is malformed
 * takes its default; a field it does not hold is left out (never throws).
 */
export function readAccountPreferences(data: Record<string, unknown>): AccountPreferences {
  const preferences: AccountPreferences = { defaultSettings: {} };
  const raw = data.defaultSettings;
  if (raw !== undefined) {
    const stored = isRecord(raw) ? raw : {};
    const parsed = parseDefaultSettings(stored);
    const settings: Record<string, unknown> = {};
    for (const key of ACCOUNT_SETTINGS_KEYS) {
      if (!isRecord(raw) || key in stored) settings[key] = parsed[key];
    }
    preferences.defaultSettings = settings as DefaultSettingsPatch;
  }
  if (data.goalView !== undefined) {
    preferences.goalView = isGoalView(data.goalView) ? data.goalView : DEFAULT_GOAL_VIEW;
  }
  if (data.restDays !== undefined) preferences.restRanges = readRestRanges(data.restDays);
  return preferences;
}

/** The device's settings with what the account holds laid over them. */
export function withAccountSettings(
  local: Readonly<GoalSettings>,
  account: DefaultSettingsPatch,
): GoalSettings {
  const merged: GoalSettings = { ...local, ...account, resources: [...local.resources] };
  for (const key of ['reminderTime', 'reminderDays', 'plan'] as const) {
    if (key in account && account[key] === undefined) delete merged[key];
  }
  return merged;
}
