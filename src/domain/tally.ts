import type { PracticeSession } from './practice-sessions';
import type { DayTotal, YearDays, YearParts } from './tally-days';
import { dayKey } from './weeks';
import type { YearSummary } from './year-summary';

export type { DayTotal, YearDays, YearParts } from './tally-days';

/**
 * year → its days (and `parts`: year → its sums per part, when the documents hold any). A year
 * summed up (year-summary.ts) has no days here but its summary in `summaries`, later moves
 * laid over it.
 */
export type GoalTally = Map<number, YearDays> & {
  parts?: Map<number, YearParts>;
  summaries?: Map<number, YearSummary>;
};

/** One day's change of a goal's tally. */
export interface TallyMove {
  year: number;
  day: string;
  ms: number;
  n: number;
}

export type SessionTimes = Pick<PracticeSession, 'start' | 'end'>;

const durationOf = (s: SessionTimes) => Math.max(0, s.end - s.start);

/** A session's times and the part it names as stored (write-ops.ts: what an edit replaces). */
export type SessionBasis = SessionTimes & { partId?: string };

/** One year's change of a part's sum. */
export interface PartMove {
  year: number;
  part: string;
  ms: number;
  n: number;
}

/** The part moves that replace `before` by `after` (the same time moved to its new part). */
export function sessionPartMoves(before?: SessionBasis, after?: SessionBasis): PartMove[] {
  const moves: PartMove[] = [];
  if (before?.partId) {
    const { year } = tallyDayOf(before.start);
    moves.push({ year, part: before.partId, ms: -durationOf(before), n: -1 });
  }
  if (after?.partId) {
    const { year } = tallyDayOf(after.start);
    moves.push({ year, part: after.partId, ms: durationOf(after), n: 1 });
  }
  return mergePartMoves(moves);
}

export function mergePartMoves(moves: readonly PartMove[]): PartMove[] {
  const byKey = new Map<string, PartMove>();
  for (const move of moves) {
    const key = `${move.year}|${move.part}`;
    const found = byKey.get(key);
    if (found) {
      found.ms += move.ms;
      found.n += move.n;
    } else byKey.set(key, { ...move });
  }
  return [...byKey.values()].filter((m) => m.ms !== 0 || m.n !== 0);
}

/** The sums per part after these moves. */
export function applyPartMoves(
  parts: ReadonlyMap<number, YearParts> | undefined,
  moves: readonly PartMove[],
): Map<number, YearParts> {
  const next = new Map(parts);
  for (const move of moves) {
    const sums = { ...next.get(move.year) };
    const total = sums[move.part] ?? { ms: 0, n: 0 };
    sums[move.part] = { ms: total.ms + move.ms, n: total.n + move.n };
    next.set(move.year, sums);
  }
  return next;
}

/** Every year's sums added up: partId → milliseconds (parts with no session left out). */
export function partSums(parts: ReadonlyMap<number, YearParts> | undefined): Map<string, number> {
  const sums = new Map<string, number>();
  for (const year of parts?.values() ?? []) {
    for (const [part, total] of Object.entries(year)) {
      if (total.n > 0 && total.ms > 0) sums.set(part, (sums.get(part) ?? 0) + total.ms);
    }
  }
  return sums;
}

/** The sums per part of a whole session log, by year. */
export function partTallyOf(sessions: Iterable<SessionBasis>): Map<number, YearParts> {
  return applyPartMoves(
    undefined,
    [...sessions].flatMap((s) => sessionPartMoves(undefined, s)),
  );
}

/** The local year and 'MM-dd' a session counts for: the day it starts (as practice days do). */
export function tallyDayOf(startMs: number): { year: number; day: string } {
  const key = dayKey(startMs);
  return { year: Number(key.slice(0, 4)), day: key.slice(5) };
}

/** The moves that replace `before` (absent for a new session) by `after` (absent when deleted). */
export function sessionMoves(before?: SessionTimes, after?: SessionTimes): TallyMove[] {
  const moves: TallyMove[] = [];
  if (before) moves.push({ ...tallyDayOf(before.start), ms: -durationOf(before), n: -1 });
  if (after) moves.push({ ...tallyDayOf(after.start), ms: durationOf(after), n: 1 });
  return mergeMoves(moves);
}

/** Moves summed per day; days whose moves cancel out are left out. */
export function mergeMoves(moves: readonly TallyMove[]): TallyMove[] {
  const byDay = new Map<string, TallyMove>();
  for (const move of moves) {
    const key = `${move.year}-${move.day}`;
    const found = byDay.get(key);
    if (found) {
      found.ms += move.ms;
      found.n += move.n;
    } else byDay.set(key, { ...move });
  }
  return [...byDay.values()].filter((m) => m.ms !== 0 || m.n !== 0);
}

/** The tally of a whole session log. */
export function tallyOf(sessions: Iterable<SessionTimes>): GoalTally {
  const tally: GoalTally = new Map();
  for (const s of sessions) {
    const { year, day } = tallyDayOf(s.start);
    let days = tally.get(year);
    if (!days) tally.set(year, (days = {}));
    const total = (days[day] ??= { ms: 0, n: 0 });
    total.ms += durationOf(s);
    total.n += 1;
  }
  return tally;
}

/** The tally after these moves (a day left with no session is dropped). */
export function applyMoves(tally: GoalTally, moves: readonly TallyMove[]): GoalTally {
  const next: GoalTally = new Map(tally);
  for (const move of moves) {
    const days = { ...next.get(move.year) };
    const total = days[move.day] ?? { ms: 0, n: 0 };
    const moved = { ms: total.ms + move.ms, n: total.n + move.n };
    if (moved.n <= 0) delete days[move.day];
    else days[move.day] = moved;
    next.set(move.year, days);
  }
  return next;
}

/** Years whose documents hold something. */
export function tallyYears(tally: GoalTally): number[] {
  return [...tally.keys()].sort((a, b) => a - b);
}

/** The first year a tally may have: no session starts before 2000 (firestore.rules). */
export const FIRST_TALLY_YEAR = 2000;

/**
 * Every year a goal's tally documents may have by `now`: from the first to the next (a local day
 * runs up to 14 h ahead of UTC, and a device clock may be a little behind). A goal's delete
 * deletes each of them with `known` (years seen in its tallies): the goal lists only the years of
 * tallies this version created, and another device may have listed one meanwhile
 * (firestore.rules, goals: tallyYears).
 */
export function tallyYearsOfDelete(known: readonly number[], now: number): number[] {
  const last = new Date(now).getFullYear() + 1;
  const years = new Set(known);
  for (let year = FIRST_TALLY_YEAR; year <= last; year++) years.add(year);
  return [...years].sort((a, b) => a - b);
}

/** A year as a goal lists it among its tallies' years ('2026'; firestore.rules, tallyYears). */
export const listedTallyYear = (year: number): string => String(year);

/** The tally as one entry per practised day, 'yyyy-MM-dd' → total (the figures' input). */
export function tallyDays(tally: GoalTally): Map<string, DayTotal> {
  const days = new Map<string, DayTotal>();
  for (const [year, yearDays] of [...tally.entries()].sort(([a], [b]) => a - b)) {
    for (const day of Object.keys(yearDays).sort()) {
      const total = yearDays[day]!;
      if (total.n > 0) days.set(`${String(year).padStart(4, '0')}-${day}`, total);
    }
  }
  return days;
}

/** Same days and totals. */
export function sameTally(a: GoalTally, b: GoalTally): boolean {
  const left = tallyDays(a);
  const right = tallyDays(b);
  if (left.size !== right.size) return false;
  for (const [day, total] of left) {
    const other = right.get(day);
    if (!other || other.ms !== total.ms || other.n !== total.n) return false;
  }
  return true;
}
