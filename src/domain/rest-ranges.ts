import { addDays } from 'date-fns/addDays';
import { addYears } from 'date-fns/addYears';
import { dayKey, isDayKey, parseDayKey } from './weeks';

/** Days of rest (a holiday, an illness), 'yyyy-MM-dd' local days, both included, from ≤ to. */
export interface RestRange {
  from: string;
  to: string;
}

export const MAX_REST_RANGES = 100;
export const EARLIEST_REST_DAY = '2000-01-01';

export const REST_LIMIT_MESSAGE = `A goal can hold up to ${MAX_REST_RANGES} rest periods. Remove one to add another.`;

const nextDay = (key: string) => dayKey(addDays(parseDayKey(key) ?? new Date(NaN), 1));

/** Why a range a person enters cannot be kept, or null when it can (`today` bounds the future). */
export function validateRestRange(range: RestRange, today: Date): string | null {
  if (!isDayKey(range.from) || !isDayKey(range.to)) return 'Choose a valid date.';
  if (range.to < range.from) return 'The last day of rest cannot come before the first.';
  if (range.from < EARLIEST_REST_DAY)
    return 'Rest days can start on 1 January 2000 at the earliest.';
  if (range.to > dayKey(addYears(today, 1))) {
    return 'Rest days can be set at most a year ahead.';
  }
  const yearOn = dayKey(addDays(addYears(parseDayKey(range.from) as Date, 1), -1));
  if (range.to > yearOn) return 'A break can last at most a year. Split a longer one in two.';
  return null;
}

/** Sorted, with overlapping and touching ranges merged into one. */
export function mergeRestRanges(ranges: readonly RestRange[]): RestRange[] {
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  const merged: RestRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.from <= nextDay(last.to)) {
      if (range.to > last.to) last.to = range.to;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

export type RestChange = { ok: true; ranges: RestRange[] } | { ok: false; message: string };

/** The ranges with `range` added (merged with any it overlaps), or why it cannot be. */
export function addRestRange(
  ranges: readonly RestRange[],
  range: RestRange,
  today: Date,
): RestChange {
  const invalid = validateRestRange(range, today);
  if (invalid) return { ok: false, message: invalid };
  const next = mergeRestRanges([...ranges, range]);
  if (next.length > MAX_REST_RANGES) return { ok: false, message: REST_LIMIT_MESSAGE };
  return { ok: true, ranges: next };
}

const sameRange = (a: RestRange, b: RestRange) => a.from === b.from && a.to === b.to;

export function removeRestRange(ranges: readonly RestRange[], range: RestRange): RestRange[] {
  return ranges.filter((r) => !sameRange(r, range));
}

/**
 * Ends a break early: its last day of rest becomes the day before `day`. A break that had not
 * begun by then is removed.
 */
export function endRestRange(
  ranges: readonly RestRange[],
  range: RestRange,
  day: string,
): RestRange[] {
  const lastDay = dayKey(addDays(parseDayKey(day) ?? new Date(NaN), -1));
  return ranges.flatMap((r) => {
    if (!sameRange(r, range)) return [r];
    if (lastDay < r.from) return [];
    return [{ from: r.from, to: lastDay < r.to ? lastDay : r.to }];
  });
}

/** The range holding the day 'yyyy-MM-dd', if any. */
export function restRangeOn(ranges: readonly RestRange[], key: string): RestRange | undefined {
  return ranges.find((r) => r.from <= key && key <= r.to);
}

export function isRestDay(ranges: readonly RestRange[], key: string): boolean {
  return restRangeOn(ranges, key) !== undefined;
}

/** How a range is stored: 'yyyy-MM-dd' for a single day, 'yyyy-MM-dd/yyyy-MM-dd' otherwise. */
export function encodeRestRanges(ranges: readonly RestRange[]): string[] {
  return ranges.map((r) => (r.from === r.to ? r.from : `${r.from}/${r.to}`));
}

const LATEST_STORED_DAY = '2999-12-31';

/** An export file's {from, to}, as the parts of a stored entry. */
function pair(entry: unknown): (string | undefined)[] {
  if (entry === null || typeof entry !== 'object') return ['', '', ''];
  const { from, to } = entry as { from?: unknown; to?: unknown };
  return typeof from === 'string' && typeof to === 'string' ? [from, to] : ['', '', ''];
}

/** Reads stored ranges (or an export file's) defensively: malformed entries are skipped, the rest merged and capped. */
export function readRestRanges(raw: unknown): RestRange[] {
  if (!Array.isArray(raw)) return [];
  const ranges: RestRange[] = [];
  for (const entry of raw) {
    const [from = '', to = from, extra] =
      typeof entry === 'string' ? entry.split('/') : pair(entry);
    if (extra !== undefined || !isDayKey(from) || !isDayKey(to) || from > to) continue;
    if (from >= EARLIEST_REST_DAY && to <= LATEST_STORED_DAY) ranges.push({ from, to });
  }
  return mergeRestRanges(ranges).slice(-MAX_REST_RANGES);
}

/** One goal's rest with the rest set for all goals. */
export function restFor(
  goalRanges: readonly RestRange[] | undefined,
  allGoals: readonly RestRange[],
): RestRange[] {
  if (!goalRanges?.length) return [...allGoals];
  return mergeRestRanges([...goalRanges, ...allGoals]);
}

/**
 * A change of a goal's rest as the stored entries it adds and removes (written with arrayUnion
 * and arrayRemove), so rest set on two devices at once is all kept.
 */
export interface RestEdit {
  add: RestRange[];
  remove: RestRange[];
}

const holds = (ranges: readonly RestRange[], range: RestRange) =>
  ranges.some((r) => sameRange(r, range));

/** The entries that turn `before` into `after`; null when they are the same. */
export function restEdit(
  before: readonly RestRange[],
  after: readonly RestRange[],
): RestEdit | null {
  const add = after.filter((r) => !holds(before, r));
  const remove = before.filter((r) => !holds(after, r));
  return add.length || remove.length ? { add, remove } : null;
}

const byDays = (a: RestRange, b: RestRange) =>
  a.from.localeCompare(b.from) || a.to.localeCompare(b.to);

const touches = (a: RestRange, b: RestRange) => a.from <= nextDay(b.to) && b.from <= nextDay(a.to);

/**
 * Rest added to a goal's stored entries: merged with the entries it overlaps or touches (only
 * those, so an entry another device removes meanwhile is not written again), or why it cannot be.
 */
export function addRestEntry(
  entries: readonly RestRange[],
  range: RestRange,
  today: Date,
): { ok: true; edit: RestEdit | null } | { ok: false; message: string } {
  const invalid = validateRestRange(range, today);
  if (invalid) return { ok: false, message: invalid };
  let span = { ...range };
  const absorbed: RestRange[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of entries) {
      if (absorbed.includes(entry) || !touches(entry, span)) continue;
      absorbed.push(entry);
      span = {
        from: entry.from < span.from ? entry.from : span.from,
        to: entry.to > span.to ? entry.to : span.to,
      };
      grew = true;
    }
  }
  if (entries.length - absorbed.length + 1 > MAX_REST_RANGES) {
    return { ok: false, message: REST_LIMIT_MESSAGE };
  }
  return { ok: true, edit: restEdit(absorbed, [span]) };
}

/** The stored entries after an edit, as the server applies it. */
export function applyRestEdit(ranges: readonly RestRange[], edit: RestEdit): RestRange[] {
  const kept = ranges.filter((r) => !holds(edit.remove, r));
  return [...kept, ...edit.add.filter((r) => !holds(kept, r))].sort(byDays);
}

/** The edit that takes `edit` back: what it removed added again, what it added removed. */
export const reversedRestEdit = (edit: RestEdit): RestEdit => ({
  add: edit.remove,
  remove: edit.add,
});

export const holdsRestEdit = (ranges: readonly RestRange[], edit: RestEdit): boolean =>
  edit.add.every((r) => holds(ranges, r)) && !edit.remove.some((r) => holds(ranges, r));

/**
 * A goal's stored entries read defensively, as they are (not merged: entries added on two
 * devices at once may touch; each is removed on its own), sorted, at most MAX_REST_RANGES.
 */
export function readRestEntries(raw: unknown): RestRange[] {
  const seen: RestRange[] = [];
  for (const entry of Array.isArray(raw) ? raw : []) {
    const [range] = readRestRanges([entry]);
    if (range && !holds(seen, range)) seen.push(range);
  }
  return seen.sort(byDays).slice(0, MAX_REST_RANGES);
}
