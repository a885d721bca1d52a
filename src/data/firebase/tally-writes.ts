import { doc, type DocumentData, type Firestore } from 'firebase/firestore';
import type { StoredSession } from '@/domain/goal-record';
import {
  goalIdOf,
  sessionOpMoves,
  sessionOpPartMoves,
  type WriteOp,
} from '@/domain/sync/write-ops';
import {
  mergeMoves,
  mergePartMoves,
  partTallyOf,
  sessionMoves,
  sessionPartMoves,
  tallyOf,
  type GoalTally,
  type PartMove,
  type SessionBasis,
  type TallyMove,
  type YearDays,
  type YearParts,
} from '@/domain/tally';
import { decodeDigest, sumDays } from '@/domain/tally-digest';
import { decodeSummary, withMoves, type YearSummary } from '@/domain/year-summary';
import { isPartId } from '@/domain/goal-parts';
import { paths, write, type FieldValues, type Write } from './write-target';

/**
 * What a tally write moved, checked by the rules (firestore.rules, goalTallies): one session
 * (its id, and the times it replaced as the server held them), sessions written with it in one
 * batch that the server takes only once ('/bulk'), or a count of the whole log ('/recount').
 */
export type TallyCause =
  { session: string; was?: SessionBasis } | { bulk: true } | { recount: true; basis: number };

/** A goal's moves of one write: its days, and its sums per part (tally.ts YearParts). */
export interface GoalMoves {
  days: readonly TallyMove[];
  parts: readonly PartMove[];
}

export const tallyRef = (db: Firestore, goalId: string, year: number) =>
  doc(db, paths.tally(goalId, year));

function causeFields(cause: TallyCause, v: FieldValues): DocumentData {
  if ('session' in cause) {
    return {
      by: cause.session,
      was: cause.was ? [Math.round(cause.was.start), Math.round(cause.was.end)] : v.deleteField(),
      // The part the replaced session named, as the server holds it: checked as `was` is.
      wasPart: cause.was?.partId ?? v.deleteField(),
      basis: v.deleteField(),
    };
  }
  const none = { was: v.deleteField(), wasPart: v.deleteField() };
  if ('bulk' in cause) return { by: '/bulk', ...none, basis: v.deleteField() };
  return { by: '/recount', ...none, basis: cause.basis };
}

type Sums = Map<string, { ms: number; n: number }>;

/** Each day's or part's move, added to what is stored (increment, so concurrent moves add). */
function movedBy(sums: Sums, v: FieldValues): DocumentData {
  const fields: DocumentData = {};
  for (const [key, { ms, n }] of sums) fields[key] = { ms: v.increment(ms), n: v.increment(n) };
  return fields;
}

/**
 * The writes that move a goal's tally, one per year touched (merged, so concurrent moves add).
 * A session moved to another part moves its time between the part sums of the same write.
 */
export function tallyMoveWrites(
  uid: string,
  goalId: string,
  moves: GoalMoves,
  cause: TallyCause,
): Write[] {
  const byYear = new Map<number, { days: Sums; parts?: Sums }>();
  const yearOf = (year: number) =>
    byYear.get(year) ?? byYear.set(year, { days: new Map() }).get(year)!;
  for (const move of mergeMoves(moves.days)) yearOf(move.year).days.set(move.day, move);
  for (const move of mergePartMoves(moves.parts)) {
    const year = yearOf(move.year);
    (year.parts ??= new Map()).set(move.part, move);
  }
  return [...byYear].map(([year, { days, parts }]) =>
    write((t) =>
      t.set(
        paths.tally(goalId, year),
        {
          userId: uid,
          goalId,
          year,
          // A map left out when nothing in it moves: an empty one in a merge would replace the
          // whole stored map (a session moved to another part on the same day wiped the days).
          ...(days.size > 0 ? { days: movedBy(days, t) } : {}),
          ...(parts?.size ? { parts: movedBy(parts, t) } : {}),
          ...causeFields(cause, t),
        },
        { merge: true },
      ),
    ),
  );
}

const addMoves = (into: Map<string, GoalMoves>, goalId: string, more: GoalMoves) => {
  const had = into.get(goalId) ?? { days: [], parts: [] };
  into.set(goalId, { days: [...had.days, ...more.days], parts: [...had.parts, ...more.parts] });
};

/** The tally writes of one session written or deleted, naming it (and the times it replaces). */
export function sessionTallyWrites(
  uid: string,
  op: Extract<WriteOp, { type: 'putSession' | 'deleteSession' }>,
): Write[] {
  const [goalId, sessionId] =
    op.type === 'putSession' ? [op.session.goalId, op.session.id] : [op.goalId, op.sessionId];
  const cause: TallyCause = { session: sessionId, ...(op.previous ? { was: op.previous } : {}) };
  const moves = { days: sessionOpMoves(op), parts: sessionOpPartMoves(op) };
  return tallyMoveWrites(uid, goalId, moves, cause);
}

/** The tally writes of new sessions that one batch creates (any goals). */
export function bulkTallyWrites(uid: string, sessions: readonly StoredSession[]): Write[] {
  const movesByGoal = new Map<string, GoalMoves>();
  for (const s of sessions) {
    addMoves(movesByGoal, s.goalId, {
      days: sessionMoves(undefined, s),
      parts: sessionPartMoves(undefined, s),
    });
  }
  return [...movesByGoal].flatMap(([goalId, moves]) =>
    tallyMoveWrites(uid, goalId, moves, { bulk: true }),
  );
}

/** The tally moves of the session ops of one change, as one write per goal and year. */
export function opsTallyWrites(uid: string, ops: readonly WriteOp[]): Write[] {
  const movesByGoal = new Map<string, GoalMoves>();
  for (const op of ops) {
    const goalId = goalIdOf(op);
    if (goalId) {
      addMoves(movesByGoal, goalId, { days: sessionOpMoves(op), parts: sessionOpPartMoves(op) });
    }
  }
  return [...movesByGoal].flatMap(([goalId, moves]) =>
    tallyMoveWrites(uid, goalId, moves, { bulk: true }),
  );
}

/**
 * A goal's whole tally, counted from its full log: the document of each year it has, and of each
 * year in `alsoYears` (documents written before the count), replaced.
 */
export function recountWrites(
  uid: string,
  goalId: string,
  sessions: Iterable<SessionBasis>,
  alsoYears: readonly number[],
  basis: number,
): Write[] {
  const log = [...sessions];
  const tally = tallyOf(log);
  const parts = partTallyOf(log);
  for (const year of alsoYears) if (!tally.has(year)) tally.set(year, {});
  for (const year of parts.keys()) if (!tally.has(year)) tally.set(year, {});
  return [...tally].map(([year, days]: [number, YearDays]) =>
    write((t) =>
      t.set(paths.tally(goalId, year), {
        userId: uid,
        goalId,
        year,
        days,
        ...(parts.has(year) ? { parts: parts.get(year) } : {}),
        by: '/recount',
        basis,
      }),
    ),
  );
}

/** A tally document as read: its goal, year and valid days (anything else is left out). */
export interface StoredTally {
  goalId: string;
  year: number;
  /**
   * The year's practice: its digest and its separate days, summed (tally-digest.ts); none for
   * a year summed up.
   */
  days: YearDays;
  /** The separate days as stored (a change made after a day was folded in may be negative). */
  moved: YearDays;
  /** A year summed up (year-summary.ts), with the separate days laid over it. */
  summary?: YearSummary;
  /** Each part's sum of the year, as stored (goal-parts.ts). */
  parts?: YearParts;
}

const DAY_IN_YEAR = /^\d{2}-\d{2}$/;

/** A tally document's separate days, as they are stored; anything unreadable is skipped. */
export function movedDaysOf(days: unknown): YearDays {
  const moved: YearDays = {};
  if (typeof days !== 'object' || !days) return moved;
  for (const [day, total] of Object.entries(days as Record<string, unknown>)) {
    const { ms, n } = (total ?? {}) as { ms?: unknown; n?: unknown };
    if (DAY_IN_YEAR.test(day) && Number.isSafeInteger(n) && Number.isFinite(ms)) {
      moved[day] = { ms: ms as number, n: n as number };
    }
  }
  return moved;
}

/** The entries of a stored map whose key passes and whose total is counted (n ≥ 1, ms ≥ 0). */
function validTotals(raw: unknown, keyOk: (key: string) => boolean): YearDays {
  const valid: YearDays = {};
  if (typeof raw !== 'object' || !raw) return valid;
  for (const [key, total] of Object.entries(raw as Record<string, unknown>)) {
    const { ms, n } = (total ?? {}) as { ms?: unknown; n?: unknown };
    const counted = typeof n === 'number' && Number.isInteger(n) && n > 0;
    const timed = typeof ms === 'number' && Number.isFinite(ms) && ms >= 0;
    if (keyOk(key) && counted && timed) valid[key] = { ms: ms as number, n: n as number };
  }
  return valid;
}

export function fromTallyDocument(data: DocumentData): StoredTally | null {
  // A document a part move made holds no days.
  const { goalId, year, days = {}, digest } = data;
  if (typeof goalId !== 'string' || !Number.isInteger(year) || typeof days !== 'object' || !days) {
    return null;
  }
  const moved = movedDaysOf(days);
  const summary = decodeSummary(year as number, data.summary);
  if (summary) {
    const stored: StoredTally = { goalId, year: year as number, days: {}, moved };
    stored.summary = withMoves(summary, year as number, moved);
    return withParts(stored, data.parts);
  }
  const counted = Object.entries(sumDays(decodeDigest(digest), moved)).filter(
    ([, total]) => total.ms >= 0,
  );
  const stored: StoredTally = {
    goalId,
    year: year as number,
    days: Object.fromEntries(counted),
    moved,
  };
  return withParts(stored, data.parts);
}

function withParts(stored: StoredTally, raw: unknown): StoredTally {
  const parts = validTotals(raw, isPartId);
  if (Object.keys(parts).length > 0) stored.parts = parts;
  return stored;
}

/**
 * Each goal's tally from its documents. A goal whose documents are the same objects as in
 * `previous` (the query reads again only documents that changed) keeps its tally object, so a
 * change of one goal's tally derives one goal again, not all of them.
 */
export function talliesByGoal(
  docs: readonly StoredTally[],
  previous: ReadonlyMap<string, GoalTally> = new Map(),
  previousDocs: readonly StoredTally[] = [],
): Map<string, GoalTally> {
  const docsByGoal = (all: readonly StoredTally[]) => {
    const grouped = new Map<string, StoredTally[]>();
    for (const d of all) grouped.set(d.goalId, [...(grouped.get(d.goalId) ?? []), d]);
    return grouped;
  };
  const before = docsByGoal(previousDocs);
  const byGoal = new Map<string, GoalTally>();
  for (const [goalId, goalDocs] of docsByGoal(docs)) {
    const old = before.get(goalId);
    const kept = previous.get(goalId);
    const same = kept && old?.length === goalDocs.length && old.every((d, i) => d === goalDocs[i]);
    if (same) {
      byGoal.set(goalId, kept);
      continue;
    }
    const tally: GoalTally = new Map();
    for (const { year, days, parts, summary } of goalDocs) {
      tally.set(year, days);
      if (parts) (tally.parts ??= new Map()).set(year, parts);
      if (summary) (tally.summaries ??= new Map()).set(year, summary);
    }
    byGoal.set(goalId, tally);
  }
  return byGoal;
}
