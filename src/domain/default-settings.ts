import {
  DEFAULT_GOAL_SETTINGS,
  FREQUENCIES,
  TARGET_TYPES,
  cloneSettings,
  type GoalSettings,
} from './goal';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** Reads stored default settings, keeping only valid values and falling back per field. */
export function parseDefaultSettings(raw: unknown): GoalSettings {
  const settings = cloneSettings(DEFAULT_GOAL_SETTINGS);
  if (!raw || typeof raw !== 'object') return settings;
  const input = raw as Record<string, unknown>;
  if (isOneOf(FREQUENCIES, input.frequency)) settings.frequency = input.frequency;
  const target = input.target as Record<string, unknown> | undefined;
  if (target && isOneOf(TARGET_TYPES, target.type)) settings.target.type = target.type;
  if (
    target &&
    typeof target.value === 'number' &&
    Number.isFinite(target.value) &&
    target.value >= 1
  ) {
    settings.target.value = target.value;
  }
  if (typeof input.reminders === 'boolean') settings.reminders = input.reminders;
  if (typeof input.notifications === 'boolean') settings.notifications = input.notifications;
  return settings;
}
