import { addWeeks } from 'date-fns/addWeeks';
import { getWeek } from 'date-fns/getWeek';
import { getWeekYear } from 'date-fns/getWeekYear';
import { startOfWeek } from 'date-fns/startOfWeek';

/**
 * Weeks start on Sunday and week 1 is the week that contains 1 January, so the last days of
 * December can belong to week 1 of the next year (Sunday 31 Dec 2023 is week 1 of 2024).
 * All calendar math goes through date-fns in local time, so a week is seven calendar days even
 * when a daylight-saving change makes it 167 or 169 hours long.
 */
export const WEEK_OPTIONS = { weekStartsOn: 0, firstWeekContainsDate: 1 } as const;

/** The number of weeks the single-column goal card shows (two before the current one, then it). */
export const WEEK_STRIP_LENGTH = 3;

/** Day names by `Date.getDay()`: weeks start on Sunday. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export interface WeekKey {
  year: number;
  weekNumber: number;
}

/** Hours logged in one calendar week. */
export interface WeekHours extends WeekKey {
  hours: number;
}

export interface WeekStripEntry {
  /** Local midnight of the week's Sunday. */
  start: Date;
  key: WeekKey;
}

/** Local midnight of the Sunday that starts the week containing `date`. */
export function weekStart(date: Date | number): Date {
  return startOfWeek(date, WEEK_OPTIONS);
}

/**
 * Week keys by their Sunday (local year × 10⁴ + month × 100 + day): every day of a week has its
 * Sunday's key, and date-fns' week numbering, once per day over years of practice days, cost the
 * goals page and Insights seconds on a phone.
 */
const keysBySunday = new Map<number, WeekKey>();

export function weekKey(date: Date | number): WeekKey {
  const day = new Date(date);
  // The Date constructor maps years 0–99 to 1900–1999: those few take the long way.
  if (!(day.getFullYear() >= 100)) {
    return { year: getWeekYear(date, WEEK_OPTIONS), weekNumber: getWeek(date, WEEK_OPTIONS) };
  }
  const sunday = new Date(day.getFullYear(), day.getMonth(), day.getDate() - day.getDay());
  const id = sunday.getFullYear() * 10_000 + sunday.getMonth() * 100 + sunday.getDate();
  let key = keysBySunday.get(id);
  if (!key) {
    key = { year: getWeekYear(sunday, WEEK_OPTIONS), weekNumber: getWeek(sunday, WEEK_OPTIONS) };
    keysBySunday.set(id, key);
  }
  return { year: key.year, weekNumber: key.weekNumber };
}

/** A stable string for maps and React keys: '2024-W01'. Sorts chronologically. */
export function weekId(key: WeekKey): string {
  return `${key.year}-W${String(key.weekNumber).padStart(2, '0')}`;
}

export function sameWeekKey(a: WeekKey, b: WeekKey): boolean {
  return a.year === b.year && a.weekNumber === b.weekNumber;
}

/** Chronological order of week keys, for Array.prototype.sort. */
export function compareWeekKeys(a: WeekKey, b: WeekKey): number {
  return a.year - b.year || a.weekNumber - b.weekNumber;
}

/** The local calendar day of `date` as 'yyyy-MM-dd' (the practice-day format). */
export function dayKey(date: Date | number): string {
  const d = new Date(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear()).padStart(4, '0')}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

const DAY_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a 'yyyy-MM-dd' day, or null when the text is not a real calendar day. */
export function parseDayKey(key: string): Date | null {
  const match = DAY_KEY_PATTERN.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Reject rollovers such as 2026-02-30 and the two-digit-year mapping of the Date constructor.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

export function isDayKey(value: unknown): value is string {
  return typeof value === 'string' && parseDayKey(value) !== null;
}

/**
 * `count` consecutive weeks ending with the week of `today`, oldest first:
 * weekStrip(today) is the two weeks before the current week, then the current week.
 */
export function weekStrip(today: Date, count: number = WEEK_STRIP_LENGTH): WeekStripEntry[] {
  const current = weekStart(today);
  const weeks: WeekStripEntry[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    // addWeeks moves by calendar days, then startOfWeek re-anchors to local midnight.
    const start = weekStart(addWeeks(current, -back));
    weeks.push({ start, key: weekKey(start) });
  }
  return weeks;
}
