import { csvRows, firstLine } from './csv-rows';
import type { ImportParseResult } from './parse-import-file';
import { isTimesheetHeader, parseTimesheetCsv } from './timesheet-csv';

/**
 * Toggl Track's detailed CSV (User, Email, Client, Project, Task, Description, Billable,
 * Start date, Start time, End date, End time, Duration, Tags, Amount (...), with a BOM), or any
 * subset with a project, a start and an end or duration, such as this app's sessions CSV.
 */
export function looksLikeTogglCsv(text: string): boolean {
  const header = csvRows(firstLine(text), 1)[0] ?? [];
  return isTimesheetHeader(header);
}

export function parseTogglCsv(text: string, now: Date, newId: () => string): ImportParseResult {
  return parseTimesheetCsv('toggl', text, now, newId);
}
