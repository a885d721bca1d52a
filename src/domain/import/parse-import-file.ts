import {
  INVALID_FILE_FORMAT,
  MAX_IMPORT_CHARS,
  MAX_IMPORT_GOALS,
  MAX_NESTING,
  NO_GOALS_MESSAGE,
  TOO_DEEP_MESSAGE,
  TOO_LARGE_MESSAGE,
  jsonNestingDepth,
  tooManyGoalsMessage,
} from './limits';
import type { ImportSource } from './import-source';
import { field, isRecord } from './read-fields';
import { sanitizeGoal, type ImportedGoal } from './sanitize-goal';

/** `skipped`: rows of the file that could not become sessions (shown in the preview). */
export type ImportParseResult =
  | { ok: true; source: ImportSource; goals: ImportedGoal[]; skipped: number }
  | { ok: false; message: string };

const fail = (message: string): ImportParseResult => ({ ok: false, message });

/** Size and nesting checks shared by every import format. */
export function checkImportText(text: string): string | null {
  if (text.length > MAX_IMPORT_CHARS) return TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Reads an export file (this app's, or the legacy app's): JSON with a `goals` array, otherwise
 * 'Invalid file format'. Every goal is rebuilt from validated fields with a fresh id from
 * `newId`, so an import never overwrites an existing goal. Never throws.
 */
export function parseImportFile(text: string, now: Date, newId: () => string): ImportParseResult {
  if (typeof text !== 'string') return fail(INVALID_FILE_FORMAT);
  const tooBig = checkImportText(text);
  if (tooBig) return fail(tooBig);
  if (jsonNestingDepth(text) > MAX_NESTING) return fail(TOO_DEEP_MESSAGE);
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return fail(INVALID_FILE_FORMAT);
  }
  const goals = field(data, 'goals');
  if (!isRecord(data) || !Array.isArray(goals)) return fail(INVALID_FILE_FORMAT);
  if (goals.length > MAX_IMPORT_GOALS) return fail(tooManyGoalsMessage(goals.length));
  const entries = goals.filter(isRecord);
  if (entries.length === 0) return fail(NO_GOALS_MESSAGE);
  try {
    const goals = entries.map((raw) => sanitizeGoal(raw, newId(), now));
    return { ok: true, source: 'masterly', goals, skipped: 0 };
  } catch (error) {
    // Defensive: sanitising is total, but a file must never crash the page.
    return fail(`${INVALID_FILE_FORMAT}: ${error instanceof Error ? error.message : 'unreadable'}`);
  }
}
