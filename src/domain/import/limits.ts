import { MAX_IMPORT_GOALS } from './goals-per-import';

export { MAX_IMPORT_GOALS };

/** Limits that keep a hostile or corrupt file from freezing the tab or breaking the write. */
export const MAX_IMPORT_CHARS = 5 * 1024 * 1024;
/** Active goals in one import (the rules accept at most 50 ids in the counter's importIds). */
export const MAX_IMPORT_ACTIVE = 50;
/** A goals export is 5 levels deep; anything far deeper is not one. */
export const MAX_NESTING = 32;
export const MAX_SESSIONS = 5000;
export const MAX_PRACTICE_DAYS = 5000;
export const MAX_WEEK_ENTRIES = 1500;
export const MAX_LIST_ITEMS = 100;
export const MAX_SHORT_TEXT = 200;
/** The most hours any one figure may claim (about 114 years of non-stop practice). */
export const MAX_HOURS = 1_000_000;

export const INVALID_FILE_FORMAT = 'Invalid file format';
export const TOO_LARGE_MESSAGE = 'This file is too large to import (the limit is 5 MB).';
export const TOO_DEEP_MESSAGE = `Invalid file format: the file is nested more than ${MAX_NESTING} levels deep.`;
export const tooManyGoalsMessage = (count: number) =>
  `This file has ${count} goals, but at most ${MAX_IMPORT_GOALS} can be imported at once.`;
export const NO_GOALS_MESSAGE = 'This file has no goals to import.';
/** Sessions one import writes at most (about 45 batches of writes). */
export const MAX_IMPORT_SESSIONS = 20_000;
export const tooManySessionsMessage = (count: number) =>
  `This file has ${count.toLocaleString('en-US')} sessions, but at most ${MAX_IMPORT_SESSIONS.toLocaleString('en-US')} can be imported at once. Export a shorter date range and import it in parts.`;
export const TIMESHEET_COLUMNS_MESSAGE =
  'Invalid file format: a time-entry CSV needs the columns Project, Start date and Start time, and either End date and End time or Duration (as Toggl Track and Clockify export them).';
export const NO_ENTRIES_MESSAGE =
  'This file has no time entries that can be imported (each needs a start, and an end or a duration, in the past).';
/** Zip archives: the most a file inside may unpack to, and the most entries looked at. */
export const MAX_ZIP_ENTRIES = 2000;
export const ZIP_UNREADABLE_MESSAGE =
  "Invalid file format: this zip file cannot be read. Choose the zip that Loop Habit Tracker's Export as CSV wrote, or its Checkmarks.csv.";
export const ZIP_WITHOUT_LOOP_MESSAGE =
  'Invalid file format: this zip file has no Habits.csv or Checkmarks.csv from Loop Habit Tracker.';

/** The deepest bracket nesting of a JSON text, counted outside strings, in one pass. */
export function jsonNestingDepth(text: string, stopAbove = MAX_NESTING): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return deepest;
}
