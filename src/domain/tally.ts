import type { PracticeSession } from './practice-sessions';
import { dayKey } from './weeks';

/**
 * A goal's practice summed per local day, kept with every session write so that the goals page
 * reads a few small documents instead of every session. One document per goal and year holds
 * that year's days: 'MM-dd' → milliseconds practised and sessions started that day.
 */
export interface DayTotal {
  ms: number;
  n: number;
}

export type YearDays = Record<string, DayTotal>;

/** year → its days. */
export type GoalTally = Map<number, YearDays>;

/** One day's change of a goal's tally. */
export interface TallyMove {
  year: number;
  day: string;
  ms: number;
  n: number;
}

export type SessionTimes = Pick<PracticeSession, 'start' | 'end'>;

/** The local year and 'MM-dd' a session counts for: the day it starts (as practice days do). */
export function tallyDayOf(startMs: number): { year: number; day: string } {
  const key = dayKey(startMs);
  return { year: Number(key.slice(0, 4)), day: key.slice(5) };
}

const durationOf = (s: SessionTimes) => Math.max(0, s.end - s.start);

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
