import type { ImportedBaseline } from './imported-baseline';
import { MS_PER_HOUR } from './practice-sessions';
import { isDayKey, type WeekHours } from './weeks';

/**
 * How a goal document stores its ImportedBaseline: the long lists as bounded strings, because
 * the security rules can check a string's length but not every element of a list.
 *   weeks:        'year-week:ms,…' (the week's hours in whole milliseconds)
 *   practiceDays: 'yyyy-MM-dd,…'
 */
export interface StoredBaseline {
  totalHours: number;
  weeks: string;
  practiceDays: string;
}

/** The most entries a stored baseline keeps (an import reads no more than these). */
export const STORED_WEEKS_MAX = 1500;
export const STORED_DAYS_MAX = 5000;
/** The string lengths firestore.rules allow: entries × their longest form, with commas. */
export const STORED_WEEKS_MAX_CHARS = 40_000;
export const STORED_DAYS_MAX_CHARS = 55_000;

const WEEK_ENTRY = /^(\d{4})-(\d{1,2}):(\d{1,13})$/;

export function encodeBaseline(baseline: ImportedBaseline): StoredBaseline {
  return {
    totalHours: baseline.totalHours,
    weeks: baseline.weeks
      .slice(0, STORED_WEEKS_MAX)
      .map((w) => `${w.year}-${w.weekNumber}:${Math.round(w.hours * MS_PER_HOUR)}`)
      .join(','),
    practiceDays: baseline.practiceDays.slice(0, STORED_DAYS_MAX).join(','),
  };
}

function week(entry: unknown): WeekHours | null {
  if (entry && typeof entry === 'object') {
    const { year, weekNumber, hours } = entry as Partial<WeekHours>;
    const valid =
      Number.isInteger(year) &&
      Number.isInteger(weekNumber) &&
      typeof hours === 'number' &&
      Number.isFinite(hours) &&
      hours > 0;
    return valid ? { year: year!, weekNumber: weekNumber!, hours: hours! } : null;
  }
  const match = typeof entry === 'string' ? WEEK_ENTRY.exec(entry) : null;
  if (!match) return null;
  const hours = Number(match[3]) / MS_PER_HOUR;
  return hours > 0 ? { year: Number(match[1]), weekNumber: Number(match[2]), hours } : null;
}

const entries = (value: unknown): unknown[] =>
  typeof value === 'string' ? (value ? value.split(',') : []) : Array.isArray(value) ? value : [];

/**
 * Reads a stored baseline defensively, in this form or the lists earlier versions stored;
 * malformed entries are dropped. Undefined when there is nothing usable.
 */
export function decodeBaseline(raw: unknown): ImportedBaseline | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const data = raw as Record<string, unknown>;
  const total = data.totalHours;
  const totalHours = typeof total === 'number' && Number.isFinite(total) && total > 0 ? total : 0;
  const weeks = entries(data.weeks).flatMap((entry) => week(entry) ?? []);
  const practiceDays = entries(data.practiceDays).filter(isDayKey);
  if (totalHours === 0 && weeks.length === 0 && practiceDays.length === 0) return undefined;
  return { totalHours, weeks, practiceDays };
}
