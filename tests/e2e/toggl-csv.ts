const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const clock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** `hour` o'clock, local time, `n` days before today. */
export function daysAgo(n: number, hour: number): Date {
  const d = new Date();
  d.setDate(d.getDate() - n);
  d.setHours(hour, 0, 0, 0);
  return d;
}

/** One time entry; project and description as they stand in the file (quoted if need be). */
export interface TogglEntry {
  project: string;
  description: string;
  start: Date;
  end: Date;
}

/** Toggl Track's detailed CSV export (with its BOM), local times. */
export function togglCsv(entries: readonly TogglEntry[]): Buffer {
  const row = ({ project, description, start, end }: TogglEntry) =>
    `Ada,ada@example.com,,${project},,${description},No,${day(start)},${clock(start)},${day(end)},${clock(end)},,,`;
  return Buffer.from(
    [
      '\uFEFFUser,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (USD)',
      ...entries.map(row),
      '',
    ].join('\n'),
  );
}
