import { createGoal } from '../goal';
import { GOAL_NAME_MAX_LENGTH } from '../goal-validation';
import {
  INVALID_FILE_FORMAT,
  MAX_IMPORT_GOALS,
  NO_GOALS_MESSAGE,
  tooManyGoalsMessage,
} from './limits';
import type { ImportParseResult } from './parse-import-file';
import { checkImportText } from './parse-import-file';
import { sanitizeDays } from './sanitize-goal';
import { withBaseline } from './sanitize-goal';

/** Rows of a Loop Habit Tracker export read at most (about 270 years of days). */
const MAX_ROWS = 100_000;
export const UNTITLED_HABIT = 'Untitled habit';

/**
 * Loop writes 2 for a day checked by hand (YES_MANUAL). 1 (YES_AUTO) and explicit yes/true are
 * accepted as done too; 0 (NO), -1 (UNKNOWN), 3 (SKIP) and anything else are not done.
 */
const DONE_VALUES = new Set(['2', '1', 'yes', 'y', 'true']);

/** RFC 4180 lines: commas, quoted fields with "" escapes and line breaks inside quotes. */
export function parseCsv(text: string, maxRows = MAX_ROWS): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length && rows.length < maxRows; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** True when the text looks like Loop's Checkmarks.csv: its first header cell is `Date`. */
export function looksLikeLoopCsv(text: string): boolean {
  return /^\uFEFF?\s*"?date"?[ \t]*(,|\r?\n|$)/i.test(text.slice(0, 64));
}

/**
 * A Loop Habit Tracker `Checkmarks.csv`: first column Date (yyyy-MM-dd), then one column per
 * habit. Each habit becomes an active goal whose practice days are the days marked done.
 */
export function parseLoopHabitsCsv(
  text: string,
  now: Date,
  newId: () => string,
): ImportParseResult {
  if (typeof text !== 'string') return { ok: false, message: INVALID_FILE_FORMAT };
  const tooBig = checkImportText(text);
  if (tooBig) return { ok: false, message: tooBig };
  if (!looksLikeLoopCsv(text)) return { ok: false, message: INVALID_FILE_FORMAT };
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const habits = (header ?? []).slice(1);
  if (habits.length === 0) return { ok: false, message: NO_GOALS_MESSAGE };
  if (habits.length > MAX_IMPORT_GOALS) {
    return { ok: false, message: tooManyGoalsMessage(habits.length) };
  }
  const doneDays: string[][] = habits.map(() => []);
  for (const row of rows) {
    const day = (row[0] ?? '').trim();
    habits.forEach((_, h) => {
      const value = (row[h + 1] ?? '').trim().toLowerCase();
      if (DONE_VALUES.has(value)) doneDays[h]?.push(day);
    });
  }
  const goals = habits.map((rawName, h) => {
    const name = rawName.trim().slice(0, GOAL_NAME_MAX_LENGTH).trim() || UNTITLED_HABIT;
    const legacy = { practiceDays: sanitizeDays(doneDays[h], now) };
    const goal = createGoal({ id: newId(), name, now });
    return { goal: withBaseline(goal, legacy, now), legacy };
  });
  return { ok: true, goals };
}
