import type { DayTotals } from '../day-figures';
import { parseDayKey } from '../weeks';
import type { ClosedYears } from '../year-summary';

/**
 * One goal's practice per day read once for Insights: its practised days in order, their
 * milliseconds, and the sums the long-range figures need. Kept per day-totals object (the store
 * hands out the same object while the goal's practice is unchanged), so a long history is read
 * once per change, not on every update of the store.
 */
export interface DaySummary {
  /** Practised days ('yyyy-MM-dd', ms > 0), oldest first. */
  days: readonly string[];
  /**
   * Milliseconds of each of `days`; 0 for a day of a summed-up year (year-summary.ts: known as
   * practised, its time counted in its week), which no chart draws day by day.
   */
  ms: readonly number[];
  /** Local midnight of each of `days`. */
  starts: readonly number[];
  totalMs: number;
  /** Milliseconds per local weekday, Sunday first. */
  weekdayMs: readonly number[];
}

const summaries = new WeakMap<DayTotals, { closed?: ClosedYears; summary: DaySummary }>();

/**
 * The summary of one goal's day totals and summed-up years (all before its days); days that are
 * no calendar day, or empty, are left out.
 */
export function daySummary(totals: DayTotals, closed?: ClosedYears): DaySummary {
  const known = summaries.get(totals);
  if (known && known.closed === closed) return known.summary;
  const entries: [string, number, number][] = [];
  for (const day of closed?.practiceDays ?? []) {
    const date = parseDayKey(day);
    if (date) entries.push([day, 0, date.getTime()]);
  }
  for (const [day, { ms }] of totals) {
    const date = parseDayKey(day);
    if (date && ms > 0) entries.push([day, ms, date.getTime()]);
  }
  // The store's day totals come oldest first already; anything else is put in order.
  if (entries.some((e, i) => i > 0 && entries[i - 1]![0] >= e[0])) {
    entries.sort(([a], [b]) => (a < b ? -1 : 1));
  }
  const weekdayMs = closed ? [...closed.weekdayMs] : new Array<number>(7).fill(0);
  let totalMs = closed?.totalMs ?? 0;
  for (const [, ms, start] of entries) {
    totalMs += ms;
    const weekday = new Date(start).getDay();
    weekdayMs[weekday] = (weekdayMs[weekday] ?? 0) + ms;
  }
  const summary: DaySummary = {
    days: entries.map((e) => e[0]),
    ms: entries.map((e) => e[1]),
    starts: entries.map((e) => e[2]),
    totalMs,
    weekdayMs,
  };
  summaries.set(totals, { closed, summary });
  return summary;
}

/** Index of the first of the summary's days on or after `day` ('yyyy-MM-dd'). */
export function firstDayFrom(summary: DaySummary, day: string): number {
  let [low, high] = [0, summary.days.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (summary.days[mid]! < day) low = mid + 1;
    else high = mid;
  }
  return low;
}
