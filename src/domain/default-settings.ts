import type { GoalSettings } from './goal';
import { readEveryField, storedSettings } from './stored-schemas';

/** Reads stored default settings, keeping only valid values and falling back per field. */
export function parseDefaultSettings(raw: unknown): GoalSettings {
  return readEveryField(storedSettings, raw);
}
