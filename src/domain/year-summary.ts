import type { DayTotal, YearDays } from './tally-days';
import { closedDays, decodeDigest, sumDays } from './tally-digest';
import { dayKey } from './weeks';

/**
 * An old year of a goal's tally as the goals page and Insights need it (docs/adr/0003): its time
 * and sessions per Sunday-week, its sessions per day and its time per weekday, without each
 * day's time. Every figure they derive from such a year (total, trophies, level, medals,
 * streaks, practice days, the best weekday) comes from these; no chart shows its single days.
 *
 * Text: `<weeks>;<counts>;<weekdays>`. Weeks: ','-separated entries of the week's index in the
 * year (the week holding 1 January is 0; 2 base-36 characters), its milliseconds in base 36,
 * then '.' and its session count in base 36 when it is not 1. Counts: one character a day from
 * 1 January, the day's sessions in base 36 ('0' for none), `(…)` around a count over 35, `_`
 * and 2 base-36 characters for a run of 4 or more days without sessions; trailing days without
 * sessions left out. Weekdays: the milliseconds of each weekday, Sunday first, in base 36,
 * ','-separated. A day counts only while it holds time, as a practice day does.
 */
export interface YearSummary {
  /** Week index → the year's time and sessions in that week. */
  weeks: Map<number, DayTotal>;
  /** 'MM-dd' → sessions of a day that holds time (days without any are left out). */
  counts: Map<string, number>;
  /** Milliseconds per weekday, Sunday first. */
  weekdayMs: number[];
}

export const MAX_SUMMARY_LENGTH = 2_000;

const DAY_MS = 86_400_000;
const WEEK_ENTRY = /^([0-9a-z]{2})(-?[0-9a-z]+)(?:\.(-?[0-9a-z]+))?$/;
const COUNTS = /^(?:[0-9a-z]|\([0-9a-z]+\)|_[0-9a-z]{2})*$/;
const COUNT_TOKEN = /[0-9a-z]|\(([0-9a-z]+)\)|_([0-9a-z]{2})/g;
const EMPTY_RUN = /0{4,}/g;
const WEEKDAYS = /^-?[0-9a-z]+(?:,-?[0-9a-z]+){6}$/;

/** Days from 1 January, in calendar terms (UTC arithmetic: no time zone or summer time). */
function dayIndexOf(year: number, day: string): number | null {
  if (!/^\d{2}-\d{2}$/.test(day)) return null;
  const [month, date] = [Number(day.slice(0, 2)), Number(day.slice(3, 5))];
  const at = new Date(Date.UTC(year, month - 1, date));
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== date) return null;
  return Math.round((at.getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
}

/** 'MM-dd' of a day of the year (the local calendar's, as a tally's days are). */
function dayOfIndex(year: number, index: number): string {
  return dayKey(new Date(year, 0, 1 + index)).slice(5);
}

function daysIn(year: number): number {
  return Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS);
}

/** The weekday of 1 January (0 = Sunday). */
function firstWeekday(year: number): number {
  return new Date(Date.UTC(year, 0, 1)).getUTCDay();
}

function weekIndexOf(year: number, dayIndex: number): number {
  return Math.floor((dayIndex + firstWeekday(year)) / 7);
}

function weekdayOf(year: number, dayIndex: number): number {
  return (dayIndex + firstWeekday(year)) % 7;
}

/** 'yyyy-MM-dd' of the Sunday that starts a week of the year (in the year before, for week 0). */
export function weekSunday(year: number, week: number): string {
  return dayKey(new Date(year, 0, 1 + week * 7 - firstWeekday(year)));
}

const noWeekdays = () => new Array<number>(7).fill(0);

/** The summary of a year's days (keys that are not days of that year are left out). */
export function summaryOf(year: number, days: Readonly<YearDays>): YearSummary {
  const summary: YearSummary = { weeks: new Map(), counts: new Map(), weekdayMs: noWeekdays() };
  return withMoves(summary, year, days);
}

/**
 * The summary with day moves laid over it (a session written, edited or deleted after the year
 * was summed up: tally.ts moves, negative where time was taken away), exactly: a day's time and
 * sessions go to its week, its sessions to the day.
 */
export function withMoves(
  summary: YearSummary,
  year: number,
  moves: Readonly<YearDays>,
): YearSummary {
  const weeks = new Map(summary.weeks);
  const counts = new Map(summary.counts);
  const weekdayMs = [...summary.weekdayMs];
  const timed = new Map<string, number>();
  for (const [day, move] of Object.entries(moves)) {
    const index = dayIndexOf(year, day);
    if (index === null || !Number.isFinite(move.ms) || !Number.isFinite(move.n)) continue;
    const week = weekIndexOf(year, index);
    const total = weeks.get(week) ?? { ms: 0, n: 0 };
    weeks.set(week, { ms: total.ms + move.ms, n: total.n + move.n });
    counts.set(day, (counts.get(day) ?? 0) + move.n);
    timed.set(day, (timed.get(day) ?? 0) + move.ms);
    const weekday = weekdayOf(year, index);
    weekdayMs[weekday] = (weekdayMs[weekday] ?? 0) + move.ms;
  }
  for (const [day, count] of counts) {
    // A day new to the summary holds time only if its moves added some.
    const heldTime = summary.counts.has(day) || (timed.get(day) ?? 0) > 0;
    if (count <= 0 || !heldTime) counts.delete(day);
  }
  for (const [week, total] of weeks) if (total.ms === 0 && total.n === 0) weeks.delete(week);
  return { weeks, counts, weekdayMs };
}

export function encodeSummary(year: number, summary: YearSummary): string {
  const weeks = [...summary.weeks]
    .filter(([week, t]) => week >= 0 && week <= 53 && Number.isSafeInteger(Math.round(t.ms)))
    .sort(([a], [b]) => a - b)
    .map(([week, t]) => {
      const count = t.n === 1 ? '' : `.${Math.round(t.n).toString(36)}`;
      return `${week.toString(36).padStart(2, '0')}${Math.round(t.ms).toString(36)}${count}`;
    });
  const counts: string[] = [];
  for (let index = 0; index < daysIn(year); index += 1) {
    const count = Math.max(0, Math.round(summary.counts.get(dayOfIndex(year, index)) ?? 0));
    counts.push(count <= 35 ? count.toString(36) : `(${count.toString(36)})`);
  }
  const weekdays = summary.weekdayMs.map((ms) => Math.round(ms).toString(36)).join(',');
  const countText = counts
    .join('')
    .replace(/0+$/, '')
    .replace(EMPTY_RUN, (run) => `_${run.length.toString(36).padStart(2, '0')}`);
  return `${weeks.join(',')};${countText};${weekdays}`;
}

/** The summary a text holds, or null when it is not one (nothing of it is used then). */
export function decodeSummary(year: number, text: unknown): YearSummary | null {
  if (typeof text !== 'string' || text.length > MAX_SUMMARY_LENGTH) return null;
  const [weekText, countText, weekdayText, extra] = text.split(';');
  if (weekText === undefined || countText === undefined || extra !== undefined) return null;
  if (!COUNTS.test(countText) || weekdayText === undefined || !WEEKDAYS.test(weekdayText)) {
    return null;
  }
  const weekdayMs = weekdayText.split(',').map((ms) => parseInt(ms, 36));
  if (!weekdayMs.every(Number.isSafeInteger)) return null;
  const weeks = new Map<number, DayTotal>();
  for (const entry of weekText === '' ? [] : weekText.split(',')) {
    const match = WEEK_ENTRY.exec(entry);
    if (!match) return null;
    const week = parseInt(match[1]!, 36);
    const ms = parseInt(match[2]!, 36);
    const n = match[3] === undefined ? 1 : parseInt(match[3], 36);
    if (week > 53 || !Number.isSafeInteger(ms) || !Number.isSafeInteger(n)) return null;
    weeks.set(week, { ms, n });
  }
  const counts = new Map<string, number>();
  let index = 0;
  for (const token of countText.matchAll(COUNT_TOKEN)) {
    if (token[2] !== undefined) {
      index += parseInt(token[2], 36);
      continue;
    }
    const count = parseInt(token[1] ?? token[0], 36);
    if (index >= daysIn(year)) return null;
    if (count > 0) counts.set(dayOfIndex(year, index), count);
    index += 1;
  }
  return { weeks, counts, weekdayMs };
}

/** Closed years as the goals page's figures take them (day-figures.ts). */
export interface ClosedYears {
  /** 'yyyy-MM-dd' of a week's Sunday → the closed years' time and sessions in it. */
  weeks: Map<string, DayTotal>;
  /** 'yyyy-MM-dd' of every day practised in them, oldest first. */
  practiceDays: string[];
  totalMs: number;
  /** Milliseconds per weekday, Sunday first. */
  weekdayMs: number[];
}

/** Several closed years together (a week across New Year is in two of them). */
export function closedYearsOf(summaries: Iterable<[number, YearSummary]>): ClosedYears {
  const closed: ClosedYears = {
    weeks: new Map(),
    practiceDays: [],
    totalMs: 0,
    weekdayMs: noWeekdays(),
  };
  for (const [year, summary] of summaries) {
    summary.weekdayMs.forEach(
      (ms, day) => (closed.weekdayMs[day] = (closed.weekdayMs[day] ?? 0) + ms),
    );
    for (const [week, total] of summary.weeks) {
      const sunday = weekSunday(year, week);
      const sum = closed.weeks.get(sunday) ?? { ms: 0, n: 0 };
      closed.weeks.set(sunday, { ms: sum.ms + total.ms, n: sum.n + total.n });
      closed.totalMs += total.ms;
    }
    const prefix = String(year).padStart(4, '0');
    for (const day of summary.counts.keys()) closed.practiceDays.push(`${prefix}-${day}`);
  }
  closed.practiceDays.sort();
  return closed;
}

const closedBySummaries = new WeakMap<ReadonlyMap<number, YearSummary>, ClosedYears>();

/** A tally's summed-up years together, worked out once per tally read (none: undefined). */
export function closedYearsOfTally(
  summaries: ReadonlyMap<number, YearSummary> | undefined,
): ClosedYears | undefined {
  if (!summaries || summaries.size === 0) return undefined;
  let closed = closedBySummaries.get(summaries);
  if (!closed) closedBySummaries.set(summaries, (closed = closedYearsOf(summaries)));
  return closed;
}

/**
 * Whether a year may be summed up on `today` ('yyyy-MM-dd'): once no chart shows its days any
 * more (Insights draws the last 13 months day by day), from 1 March two years after it.
 */
export function maySumUp(year: number, today: string): boolean {
  return today >= `${String(year + 2).padStart(4, '0')}-03-01`;
}

/**
 * Whether a fold has anything to do with a tally document on `today`: a year old enough to be
 * summed up that has no summary yet or separate days to take in, or another year with closed
 * days to fold into its digest. The one decision of the folder and of its transaction.
 */
export function foldDue(
  year: number,
  summedUp: boolean,
  moved: Readonly<YearDays>,
  today: string,
): boolean {
  if (maySumUp(year, today)) return !summedUp || Object.keys(moved).length > 0;
  return closedDays(year, moved, today).length > 0;
}

/**
 * The summary text a year's tally document holds once summed up: its summary (if it has one)
 * or its digest, with its separate days laid over it.
 */
export function sumUp(
  year: number,
  stored: { summary?: unknown; digest?: unknown },
  moved: Readonly<YearDays>,
): string {
  const summary = decodeSummary(year, stored.summary);
  const next = summary
    ? withMoves(summary, year, moved)
    : summaryOf(year, sumDays(decodeDigest(stored.digest), moved));
  return encodeSummary(year, next);
}
