import type { InsightSession } from './insight-sessions';

/** The columns of Toggl Track's detailed export that a time tracker needs to import a session. */
export const SESSIONS_CSV_COLUMNS = [
  'Project',
  'Description',
  'Start date',
  'Start time',
  'End date',
  'End time',
  'Duration',
  'Value',
  'Unit',
  'Part',
] as const;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * One cell: a text a spreadsheet would run as a formula (= + - @) gets a leading apostrophe,
 * and a cell with a comma, quote or line break is quoted with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const two = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
const localTime = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;

/** HH:mm:ss of whole seconds; hours go past 24 rather than wrap. */
export function csvDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/**
 * The sessions CSV: UTF-8 with a BOM, CRLF line ends, one row per session in local time
 * (Project = goal name, Description = the session's note or empty, Value = its measured value or
 * empty, Unit = the goal's unit for it, Part = the name of the goal's part it is for, or empty).
 * Unit and Part come after the columns of earlier versions, so their readers still read it.
 */
export function buildSessionsCsv(sessions: readonly InsightSession[]): string {
  const rows = sessions.map((s) => {
    const start = new Date(s.start);
    const end = new Date(Math.max(s.end, s.start));
    return [
      s.goalName,
      s.note ?? '',
      localDate(start),
      localTime(start),
      localDate(end),
      localTime(end),
      csvDuration(end.getTime() - start.getTime()),
      s.value === undefined ? '' : String(s.value),
      s.unit ?? '',
      s.part ?? '',
    ];
  });
  const lines = [[...SESSIONS_CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(','));
  return BOM + lines.map((line) => line + CRLF).join('');
}
