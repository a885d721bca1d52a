import { detectDayOrder, localTime, parseClock, parseDay, parseDuration } from './clock-text';
import { csvRows } from './csv-rows';
import type { ImportSource } from './import-source';
import { INVALID_FILE_FORMAT } from './limits';
import type { ImportParseResult } from './parse-import-file';
import { checkImportText } from './parse-import-file';
import { readJournal } from '../journal';
import { goalsFromEntries, type TimeEntry } from './time-entries';

/** Column names, lower case, as Toggl Track and Clockify write them in their detailed exports. */
const COLUMNS = {
  project: ['project'],
  startDate: ['start date'],
  startTime: ['start time'],
  endDate: ['end date'],
  endTime: ['end time'],
  duration: ['duration', 'duration (h)', 'duration (decimal)'],
  /** The entry's words (Toggl, Clockify): the session's note. */
  description: ['description'],
  /** This app's sessions CSV: the session's measured value. */
  value: ['value'],
  /** This app's sessions CSV: the name of the goal's part (its Unit column is the goal's). */
  part: ['part'],
} as const;

type ColumnKey = keyof typeof COLUMNS;
type ColumnIndex = Record<ColumnKey, number[]>;

const normalise = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

function columnIndex(header: readonly string[]): ColumnIndex {
  const names = header.map(normalise);
  const find = (aliases: readonly string[]) =>
    aliases.map((alias) => names.indexOf(alias)).filter((i) => i >= 0);
  return {
    project: find(COLUMNS.project),
    startDate: find(COLUMNS.startDate),
    startTime: find(COLUMNS.startTime),
    endDate: find(COLUMNS.endDate),
    endTime: find(COLUMNS.endTime),
    duration: find(COLUMNS.duration),
    description: find(COLUMNS.description),
    value: find(COLUMNS.value),
    part: find(COLUMNS.part),
  };
}

/** True when the header has a project, a start, and an end or a duration. */
export function isTimesheetHeader(header: readonly string[]): boolean {
  const c = columnIndex(header);
  const hasEnd = c.endDate.length > 0 && c.endTime.length > 0;
  return (
    c.project.length > 0 &&
    c.startDate.length > 0 &&
    c.startTime.length > 0 &&
    (hasEnd || c.duration.length > 0)
  );
}

const cell = (row: readonly string[], indexes: readonly number[]) =>
  indexes.map((i) => row[i] ?? '').find((value) => value.trim() !== '') ?? '';

/** The row's description as a note, and its value (a number, or nothing). */
function journalOfRow(row: readonly string[], c: ColumnIndex): Pick<TimeEntry, 'note' | 'value'> {
  const value = Number(cell(row, c.value).trim() || NaN);
  const journal = readJournal({ note: cell(row, c.description).trim(), value });
  return journal;
}

function readEntry(
  row: readonly string[],
  c: ColumnIndex,
  order: ReturnType<typeof detectDayOrder>,
): TimeEntry | null {
  const entry = readTimes(row, c, order);
  const part = cell(row, c.part).trim();
  return entry && { ...entry, ...journalOfRow(row, c), ...(part ? { part } : {}) };
}

function readTimes(
  row: readonly string[],
  c: ColumnIndex,
  order: ReturnType<typeof detectDayOrder>,
) {
  const startDay = parseDay(cell(row, c.startDate), order);
  const startClock = parseClock(cell(row, c.startTime));
  if (!startDay || startClock === null) return null;
  const start = localTime(startDay, startClock);
  const endDay = parseDay(cell(row, c.endDate), order);
  const endClock = parseClock(cell(row, c.endTime));
  if (endDay && endClock !== null) {
    return { project: cell(row, c.project), start, end: localTime(endDay, endClock) };
  }
  const seconds = parseDuration(cell(row, c.duration));
  if (seconds === null) return null;
  return { project: cell(row, c.project), start, end: start + seconds * 1000 };
}

/**
 * A detailed time-entry export (Toggl Track, Clockify, or this app's sessions CSV, which uses a
 * subset of Toggl's columns): dates in the file's own order, times in local time.
 */
export function parseTimesheetCsv(
  source: ImportSource,
  text: string,
  now: Date,
  newId: () => string,
): ImportParseResult {
  const tooBig = checkImportText(text);
  if (tooBig) return { ok: false, message: tooBig };
  const [header, ...rows] = csvRows(text);
  if (!header || !isTimesheetHeader(header)) return { ok: false, message: INVALID_FILE_FORMAT };
  const c = columnIndex(header);
  const order = detectDayOrder(
    rows.slice(0, 5000).flatMap((row) => [cell(row, c.startDate), cell(row, c.endDate)]),
  );
  const entries: TimeEntry[] = [];
  let unreadable = 0;
  for (const row of rows) {
    const entry = readEntry(row, c, order);
    if (entry) entries.push(entry);
    else unreadable += 1;
  }
  return goalsFromEntries(source, entries, unreadable, now, newId);
}
