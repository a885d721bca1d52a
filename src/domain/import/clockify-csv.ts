import { csvRows, firstLine } from './csv-rows';
import type { ImportParseResult } from './parse-import-file';
import { isTimesheetHeader, parseTimesheetCsv } from './timesheet-csv';

/**
 * Clockify's detailed report CSV: Project, Client, Description, Task, User, Group, Email, Tags,
 * Billable, Start Date, Start Time, End Date, End Time, Duration (h), Duration (decimal), ...
 * Told apart from Toggl by its 'Duration (h)' / 'Duration (decimal)' columns or its capitalised
 * 'Start Date'. Dates follow the person's Clockify settings (MM/DD/YYYY, DD/MM/YYYY,
 * YYYY-MM-DD, DD.MM.YYYY, DD-MM-YYYY); times are 24-hour or with AM/PM.
 */
export function looksLikeClockifyCsv(text: string): boolean {
  const header = (csvRows(firstLine(text), 1)[0] ?? []).map((c) => c.replace(/^\uFEFF/, '').trim());
  if (!isTimesheetHeader(header)) return false;
  const lower = header.map((c) => c.toLowerCase());
  return (
    lower.includes('duration (h)') ||
    lower.includes('duration (decimal)') ||
    header.includes('Start Date')
  );
}

export function parseClockifyCsv(text: string, now: Date, newId: () => string): ImportParseResult {
  return parseTimesheetCsv('clockify', text, now, newId);
}
