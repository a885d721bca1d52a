import { unzipSync } from 'fflate';
import { csvRows } from './csv-rows';
import {
  MAX_IMPORT_CHARS,
  MAX_ZIP_ENTRIES,
  ZIP_UNREADABLE_MESSAGE,
  ZIP_WITHOUT_LOOP_MESSAGE,
} from './limits';
import { minutesPerUnit, looksNumerical, type LoopHabit } from './loop-habit';
import { checkmarkColumns, loopGoals, parseLoopHabitsCsv } from './loop-habits-csv';
import type { ImportParseResult } from './parse-import-file';

/** True for a zip archive (its local file header signature, PK\x03\x04). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const WANTED = /(^|\/)(Habits|Checkmarks)\.csv$/;

/**
 * The Habits.csv and Checkmarks.csv files of a zip, as text. Each file may unpack to at most
 * MAX_IMPORT_CHARS (fflate writes into a buffer of the declared size, so a lying header cannot
 * make it larger), and all of them together to four times that: a zip bomb is refused.
 */
function unzipLoopFiles(bytes: Uint8Array): Map<string, string> | null {
  let seen = 0;
  let total = 0;
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        seen += 1;
        if (seen > MAX_ZIP_ENTRIES || !WANTED.test(file.name)) return false;
        if (file.originalSize > MAX_IMPORT_CHARS) return false;
        total += file.originalSize;
        return total <= 4 * MAX_IMPORT_CHARS;
      },
    });
    const decoder = new TextDecoder('utf-8');
    return new Map(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
  } catch {
    return null;
  }
}

interface HabitRow {
  position: string;
  name: string;
  note: string;
  archived: boolean;
  numerical: boolean;
  unit: string;
}

/**
 * Habits.csv as Loop's HabitList.writeCSV writes it. Older versions: Position, Name, Question,
 * Description, NumRepetitions, Interval, Color. Recent ones add Type (YES_NO / NUMERICAL),
 * Unit, Target Type, Target Value and Archived?. Columns are found by name.
 */
function habitRows(text: string): HabitRow[] {
  const [header, ...rows] = csvRows(text);
  const names = (header ?? []).map((c) => c.trim().toLowerCase());
  const at = (row: readonly string[], name: string) => {
    const i = names.indexOf(name);
    return i >= 0 ? (row[i] ?? '').trim() : '';
  };
  return rows.map((row) => {
    const type = at(row, 'type').toUpperCase();
    return {
      position: at(row, 'position'),
      name: at(row, 'name'),
      note: [at(row, 'question'), at(row, 'description')].filter(Boolean).join('\n\n'),
      archived: /^(true|yes|1)$/i.test(at(row, 'archived?') || at(row, 'archived')),
      numerical: type === 'NUMERICAL' || type === '1',
      unit: at(row, 'unit'),
    };
  });
}

/** A per-habit Checkmarks.csv: `Date,Value,Notes` (recent) or headerless `date,value` (older). */
function habitValues(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const row of csvRows(text)) {
    const day = (row[0] ?? '').trim();
    if (day.toLowerCase() === 'date' || values.has(day)) continue;
    values.set(day, row[1] ?? '');
  }
  return values;
}

const fileName = (path: string) => path.split('/').at(-1) ?? '';
const folderOf = (path: string) => path.split('/').at(-2) ?? '';
/** Loop names each habit's folder '<position> <name>' ('001 Meditate'). */
const isHabitFolder = (folder: string) => /^\d+( |$)/.test(folder);

/** The per-habit folder's Checkmarks.csv: '<position> <name>/Checkmarks.csv'. */
function habitFile(files: ReadonlyMap<string, string>, position: string): string | undefined {
  if (!position) return undefined;
  for (const [path, text] of files) {
    const folder = folderOf(path);
    const ours = folder === position || folder.startsWith(`${position} `);
    if (fileName(path) === 'Checkmarks.csv' && ours) return text;
  }
  return undefined;
}

/** Habits.csv or the multi-habit Checkmarks.csv: outside the habits' folders. */
function rootFile(files: ReadonlyMap<string, string>, name: string): string | undefined {
  for (const [path, text] of files) {
    if (fileName(path) === name && !isHabitFolder(folderOf(path))) return text;
  }
  return undefined;
}

/**
 * The zip that Loop Habit Tracker's 'Export as CSV' writes ('Loop Habits CSV <date>.zip'):
 * Habits.csv for names, notes, type, unit and archived state; each habit's folder (or the
 * multi-habit Checkmarks.csv) for its days. Habits that were not exported are left out.
 */
export function parseLoopZip(bytes: Uint8Array, now: Date, newId: () => string): ImportParseResult {
  const files = unzipLoopFiles(bytes);
  if (!files) return { ok: false, message: ZIP_UNREADABLE_MESSAGE };
  const habitsCsv = rootFile(files, 'Habits.csv');
  const checkmarksCsv = rootFile(files, 'Checkmarks.csv');
  if (!habitsCsv) {
    return checkmarksCsv
      ? parseLoopHabitsCsv(checkmarksCsv, now, newId)
      : { ok: false, message: ZIP_WITHOUT_LOOP_MESSAGE };
  }
  const columns = checkmarksCsv ? checkmarkColumns(checkmarksCsv) : [];
  const habits: LoopHabit[] = [];
  for (const row of habitRows(habitsCsv)) {
    const own = habitFile(files, row.position);
    const values =
      own !== undefined
        ? habitValues(own)
        : columns.find((c) => c.name.trim() === row.name)?.values;
    if (!values) continue;
    const numerical = row.numerical || looksNumerical(values.values());
    habits.push({
      name: row.name,
      note: row.note,
      archived: row.archived,
      numerical,
      minutesPerUnit: numerical ? minutesPerUnit(row.unit) : null,
      values,
    });
  }
  return loopGoals(habits, now, newId);
}
