import { csvRows, firstLine } from './csv-rows';
import {
  INVALID_FILE_FORMAT,
  MAX_IMPORT_GOALS,
  MAX_IMPORT_SESSIONS,
  NO_GOALS_MESSAGE,
  tooManyGoalsMessage,
  tooManySessionsMessage,
} from './limits';
import { goalFromLoopHabit, looksNumerical, type LoopHabit } from './loop-habit';
import type { ImportParseResult } from './parse-import-file';
import { checkImportText } from './parse-import-file';

export { UNTITLED_HABIT } from './loop-habit';

/** True when the text looks like Loop's Checkmarks.csv: its first header cell is `Date`. */
export function looksLikeLoopCsv(text: string): boolean {
  return /^\s*"?date"?[ \t]*(,|$)/i.test(firstLine(text));
}

/**
 * The columns of Loop's multi-habit Checkmarks.csv: `Date,<habit>,<habit>,` (every line ends
 * with the delimiter, so the last cell is empty and is no habit), newest day first.
 */
export function checkmarkColumns(text: string): { name: string; values: Map<string, string> }[] {
  const [header, ...rows] = csvRows(text);
  const columns = (header ?? [])
    .slice(1)
    .map((name) => ({ name, values: new Map<string, string>() }));
  for (const row of rows) {
    const day = (row[0] ?? '').trim();
    columns.forEach((column, i) => {
      const value = row[i + 1];
      if (value !== undefined && !column.values.has(day)) column.values.set(day, value);
    });
  }
  return columns.filter((column) => column.name.trim() !== '');
}

/** Habits as goals, within the import's bounds. */
export function loopGoals(
  habits: readonly LoopHabit[],
  now: Date,
  newId: () => string,
): ImportParseResult {
  if (habits.length === 0) return { ok: false, message: NO_GOALS_MESSAGE };
  if (habits.length > MAX_IMPORT_GOALS) {
    return { ok: false, message: tooManyGoalsMessage(habits.length) };
  }
  const goals = habits.map((habit) => goalFromLoopHabit(habit, now, newId()));
  const sessions = goals.reduce((sum, { goal }) => sum + goal.sessions.length, 0);
  if (sessions > MAX_IMPORT_SESSIONS)
    return { ok: false, message: tooManySessionsMessage(sessions) };
  return { ok: true, source: 'loop', goals, skipped: 0 };
}

/**
 * A bare Loop Habit Tracker `Checkmarks.csv`: each habit becomes an active goal whose practice
 * days are its YES_MANUAL days. Without Habits.csv the unit is unknown, so a numerical habit's
 * days with an amount are practice days (no time).
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
  const habits = checkmarkColumns(text).map((column): LoopHabit => ({
    name: column.name,
    note: '',
    archived: false,
    numerical: looksNumerical(column.values.values()),
    minutesPerUnit: null,
    values: column.values,
  }));
  return loopGoals(habits, now, newId);
}
