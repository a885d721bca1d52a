import type { DayTotal, YearDays, YearParts } from './tally-days';
import { dayKey, parseDayKey, weekStart } from './weeks';

/** Days, and parts, a year's tally document may hold sums for (firestore.rules bound its maps). */
export const TALLY_DAYS_MAX = 366;
export const TALLY_PARTS_MAX = 100;

/**
 * A year's tally kept compact: the days before this week folded into one short text (the
 * digest, about 10 characters a day against about 90 for a day in a document's map), so that a
 * long history costs little to read. This week's days stay separate, which concurrent writes
 * can add to. What a year holds is the digest plus its days, summed per day: a day moved after
 * it was folded in (a session edited or deleted later) has its change in the days, negative
 * where it took time away.
 *
 * Text: one entry per day, ','-separated: the day's index (month × 32 + day, 2 base-36
 * characters), the milliseconds in base 36, then '.' and the session count in base 36 when it
 * is not 1.
 */
export const MAX_DIGEST_LENGTH = TALLY_DAYS_MAX * 16;

const DAY_KEY = /^(\d{2})-(\d{2})$/;
const PART_ID = /^[A-Za-z0-9_-]{1,20}$/;
const ENTRY = /^([0-9a-z]{2})(-?[0-9a-z]+)(?:\.(-?[0-9a-z]+))?$/;

function indexOf(day: string): string | null {
  const match = DAY_KEY.exec(day);
  if (!match) return null;
  const [month, date] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12 || date < 1 || date > 31) return null;
  return (month * 32 + date).toString(36).padStart(2, '0');
}

function dayOf(index: string): string | null {
  const value = parseInt(index, 36);
  const [month, date] = [Math.floor(value / 32), value % 32];
  if (month < 1 || month > 12 || date < 1) return null;
  return `${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The digest of these days (days without a session are left out). */
export function encodeDigest(days: Readonly<YearDays>): string {
  return Object.keys(days)
    .sort()
    .flatMap((day) => {
      const total = days[day]!;
      const index = indexOf(day);
      const ms = Math.round(total.ms);
      if (!index || !Number.isSafeInteger(total.n) || total.n <= 0 || !Number.isSafeInteger(ms)) {
        return [];
      }
      const count = total.n === 1 ? '' : `.${total.n.toString(36)}`;
      return [`${index}${ms.toString(36)}${count}`];
    })
    .join(',');
}

/** The days of a digest; anything unreadable in it is skipped. */
export function decodeDigest(digest: unknown): YearDays {
  const days: YearDays = {};
  if (typeof digest !== 'string' || digest.length > MAX_DIGEST_LENGTH) return days;
  for (const entry of digest.split(',')) {
    const match = ENTRY.exec(entry);
    if (!match) continue;
    const day = dayOf(match[1]!);
    const ms = parseInt(match[2]!, 36);
    const n = match[3] === undefined ? 1 : parseInt(match[3], 36);
    if (day && Number.isSafeInteger(ms) && Number.isSafeInteger(n)) days[day] = { ms, n };
  }
  return days;
}

/** Two sets of day totals summed per day; only days left with a session are kept. */
export function sumDays(a: Readonly<YearDays>, b: Readonly<YearDays>): YearDays {
  const sums: Record<string, DayTotal> = {};
  for (const days of [a, b]) {
    for (const [day, total] of Object.entries(days)) {
      const sum = (sums[day] ??= { ms: 0, n: 0 });
      sum.ms += total.ms;
      sum.n += total.n;
    }
  }
  return Object.fromEntries(Object.entries(sums).filter(([, total]) => total.n > 0));
}

/**
 * The first 'MM-dd' of a year's days that stay separate on `today` ('yyyy-MM-dd'): the Sunday
 * this week started, the first day the goals page reads from sessions (session-window.ts), so
 * every earlier day is as good folded; null when the whole year may be folded in (it ended
 * before that Sunday).
 */
export function firstOpenDay(year: number, today: string): string | null {
  const day = parseDayKey(today);
  if (!day) return null;
  const open = dayKey(weekStart(day));
  const openYear = Number(open.slice(0, 4));
  if (year < openYear) return null;
  if (year > openYear) return '01-01';
  return open.slice(5);
}

/** The days of a year that may be folded into its digest on `today`. */
export function closedDays(year: number, days: Readonly<YearDays>, today: string): string[] {
  const open = firstOpenDay(year, today);
  return Object.keys(days)
    .filter((day) => open === null || day < open)
    .sort();
}

/**
 * Folds the closed days into the digest: the new digest, and the days to remove from the
 * document. Null when there is nothing to fold.
 */
export function foldClosedDays(
  year: number,
  digest: unknown,
  days: Readonly<YearDays>,
  today: string,
): { digest: string; remove: string[] } | null {
  const remove = closedDays(year, days, today);
  if (remove.length === 0) return null;
  const folded = Object.fromEntries(remove.map((day) => [day, days[day]!]));
  return { digest: encodeDigest(sumDays(decodeDigest(digest), folded)), remove };
}

/**
 * A year's sums per part written in bulk (an import, a recount) kept as text like the digest,
 * so that the rules can bound it with one pattern: entries ','-separated, each the part id,
 * ':', the milliseconds in base 36 and '.' with the session count when it is not 1. The
 * document's `parts` map then holds only what single sessions moved since, as the days do.
 */
export const MAX_PART_DIGEST_LENGTH = TALLY_PARTS_MAX * 36;

const PART_ENTRY = /^([A-Za-z0-9_-]{1,20}):(-?[0-9a-z]+)(?:\.(-?[0-9a-z]+))?$/;

/** The part digest of these sums (parts without a session are left out). */
export function encodePartDigest(parts: Readonly<YearParts>): string {
  return Object.keys(parts)
    .sort()
    .flatMap((part) => {
      const total = parts[part]!;
      const ms = Math.round(total.ms);
      if (!PART_ID.test(part) || !Number.isSafeInteger(total.n) || total.n <= 0) return [];
      if (!Number.isSafeInteger(ms)) return [];
      const count = total.n === 1 ? '' : `.${total.n.toString(36)}`;
      return [`${part}:${ms.toString(36)}${count}`];
    })
    .join(',');
}

/** The sums of a part digest; anything unreadable in it is skipped. */
export function decodePartDigest(digest: unknown): YearParts {
  const parts: YearParts = {};
  if (typeof digest !== 'string' || digest.length > MAX_PART_DIGEST_LENGTH) return parts;
  for (const entry of digest.split(',')) {
    const match = PART_ENTRY.exec(entry);
    if (!match) continue;
    const ms = parseInt(match[2]!, 36);
    const n = match[3] === undefined ? 1 : parseInt(match[3], 36);
    if (Number.isSafeInteger(ms) && Number.isSafeInteger(n)) parts[match[1]!] = { ms, n };
  }
  return parts;
}
