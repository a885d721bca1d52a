import { deleteField, doc, increment, type DocumentData, type Firestore } from 'firebase/firestore';
import type { StoredSession } from '@/domain/goal-record';
import { goalIdOf, sessionOpMoves, type WriteOp } from '@/domain/sync/write-ops';
import {
  mergeMoves,
  sessionMoves,
  tallyOf,
  type GoalTally,
  type SessionTimes,
  type TallyMove,
  type YearDays,
} from '@/domain/tally';
import { decodeDigest, sumDays } from '@/domain/tally-digest';
import { write, type Write } from './session-writes';

export const TALLIES = 'goalTallies';

/**
 * What a tally write moved, checked by the rules (firestore.rules, goalTallies): one session
 * (its id, and the times it replaced as the server held them), sessions written with it in one
 * batch that the server takes only once ('/bulk'), or a count of the whole log ('/recount').
 */
export type TallyCause =
  { session: string; was?: SessionTimes } | { bulk: true } | { recount: true; basis: number };

export const tallyRef = (db: Firestore, goalId: string, year: number) =>
  doc(db, TALLIES, `${goalId}_${year}`);

function causeFields(cause: TallyCause): DocumentData {
  if ('session' in cause) {
    return {
      by: cause.session,
      was: cause.was ? [Math.round(cause.was.start), Math.round(cause.was.end)] : deleteField(),
      basis: deleteField(),
    };
  }
  if ('bulk' in cause) return { by: '/bulk', was: deleteField(), basis: deleteField() };
  return { by: '/recount', was: deleteField(), basis: cause.basis };
}

/** The writes that move a goal's tally, one per year touched (merged, so concurrent moves add). */
export function tallyMoveWrites(
  db: Firestore,
  uid: string,
  goalId: string,
  moves: readonly TallyMove[],
  cause: TallyCause,
): Write[] {
  const byYear = new Map<number, DocumentData>();
  for (const move of mergeMoves(moves)) {
    const days = byYear.get(move.year) ?? {};
    days[move.day] = { ms: increment(move.ms), n: increment(move.n) };
    byYear.set(move.year, days);
  }
  return [...byYear].map(([year, days]) =>
    write((b) =>
      b.set(
        tallyRef(db, goalId, year),
        { userId: uid, goalId, year, days, ...causeFields(cause) },
        { merge: true },
      ),
    ),
  );
}

/** The tally writes of one session written or deleted, naming it (and the times it replaces). */
export function sessionTallyWrites(
  db: Firestore,
  uid: string,
  op: Extract<WriteOp, { type: 'putSession' | 'deleteSession' }>,
): Write[] {
  const [goalId, sessionId] =
    op.type === 'putSession' ? [op.session.goalId, op.session.id] : [op.goalId, op.sessionId];
  const cause: TallyCause = { session: sessionId, ...(op.previous ? { was: op.previous } : {}) };
  return tallyMoveWrites(db, uid, goalId, sessionOpMoves(op), cause);
}

/** The tally writes of new sessions that one batch creates (any goals). */
export function bulkTallyWrites(
  db: Firestore,
  uid: string,
  sessions: readonly StoredSession[],
): Write[] {
  const movesByGoal = new Map<string, TallyMove[]>();
  for (const s of sessions) {
    const moves = movesByGoal.get(s.goalId) ?? [];
    moves.push(...sessionMoves(undefined, s));
    movesByGoal.set(s.goalId, moves);
  }
  return [...movesByGoal].flatMap(([goalId, moves]) =>
    tallyMoveWrites(db, uid, goalId, moves, { bulk: true }),
  );
}

/** The tally moves of the session ops of one change, as one write per goal and year. */
export function opsTallyWrites(db: Firestore, uid: string, ops: readonly WriteOp[]): Write[] {
  const movesByGoal = new Map<string, TallyMove[]>();
  const add = (goalId: string, moves: TallyMove[]) =>
    movesByGoal.set(goalId, [...(movesByGoal.get(goalId) ?? []), ...moves]);
  for (const op of ops) {
    const goalId = goalIdOf(op);
    if (goalId) add(goalId, sessionOpMoves(op));
  }
  return [...movesByGoal].flatMap(([goalId, moves]) =>
    tallyMoveWrites(db, uid, goalId, moves, { bulk: true }),
  );
}

/**
 * A goal's whole tally, counted from its full log: the document of each year it has, and of each
 * year in `alsoYears` (documents written before the count), replaced.
 */
export function recountWrites(
  db: Firestore,
  uid: string,
  goalId: string,
  sessions: Iterable<SessionTimes>,
  alsoYears: readonly number[],
  basis: number,
): Write[] {
  const tally = tallyOf(sessions);
  for (const year of alsoYears) if (!tally.has(year)) tally.set(year, {});
  return [...tally].map(([year, days]: [number, YearDays]) =>
    write((b) =>
      b.set(tallyRef(db, goalId, year), {
        userId: uid,
        goalId,
        year,
        days,
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
  /** The year's practice: its digest and its separate days, summed (tally-digest.ts). */
  days: YearDays;
  /** The separate days as stored (a change made after a day was folded in may be negative). */
  moved: YearDays;
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

export function fromTallyDocument(data: DocumentData): StoredTally | null {
  const { goalId, year, days, digest } = data;
  if (typeof goalId !== 'string' || !Number.isInteger(year) || typeof days !== 'object' || !days) {
    return null;
  }
  const moved = movedDaysOf(days);
  const counted = Object.entries(sumDays(decodeDigest(digest), moved)).filter(
    ([, total]) => total.ms >= 0,
  );
  return { goalId, year: year as number, days: Object.fromEntries(counted), moved };
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
    byGoal.set(goalId, same ? kept : new Map(goalDocs.map(({ year, days }) => [year, days])));
  }
  return byGoal;
}
