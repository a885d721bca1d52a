import { MAX_HOURS, MAX_SHORT_TEXT } from './limits';

/** A plain object from JSON.parse; never an array. */
export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An OWN property only, so keys such as `__proto__` or `constructor` in the file, or anything
 * inherited, can never be read as data (the caller copies values into fresh objects).
 */
export function field(record: unknown, key: string): unknown {
  return isRecord(record) && Object.prototype.hasOwnProperty.call(record, key)
    ? record[key]
    : undefined;
}

/** Hours: a finite number, at least 0, at most MAX_HOURS; anything else becomes `fallback`. */
export function hours(value: unknown, fallback = 0): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return fallback;
  return Math.min(value, MAX_HOURS);
}

/** A string trimmed and cut to `max` characters; '' for anything that is not a string. */
export function text(value: unknown, max: number = MAX_SHORT_TEXT): string {
  return typeof value === 'string' ? value.trim().slice(0, max).trim() : '';
}

/** A list cut to `max` items; [] for anything that is not an array. */
export function list(value: unknown, max: number): unknown[] {
  return Array.isArray(value) ? value.slice(0, max) : [];
}

/** An ISO timestamp normalised by Date, or null when the value is not a real date. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 100) return null;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  return year >= 1970 && year <= 9999 ? date.toISOString() : null;
}
