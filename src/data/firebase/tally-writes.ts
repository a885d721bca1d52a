import { doc, type DocumentData, type Firestore } from 'firebase/firestore';
import type { StoredSession } from '@/domain/goal-record';
import { sessionOpMoves, sessionOpPartMoves, type WriteOp } from '@/domain/sync/write-ops';
import {
  listedTallyYear,
  mergeMoves,
  mergePartMoves,
  tallyDayOf,
  type DayTotal,
  type GoalTally,
  type PartMove,
  type SessionBasis,
  type TallyMove,
  type YearDays,
  type YearParts,
} from '@/domain/tally';
import {
  decodeDigest,
  decodePartDigest,
  encodeDigest,
  encodePartDigest,
  sumDays,
} from '@/domain/tally-digest';
import { decodeSummary, encodeSummary, withMoves, type YearSummary } from '@/domain/year-summary';
import { isPartId } from '@/domain/goal-parts';
import { paths, readingWrite, write, type FieldValues, type Write } from './write-target';

/**
 * What a tally move names, checked by the rules (firestore.rules, goalTallies): one session (its
 * id, and the times it replaced as the server held them). Writes in bulk (bulkTallyWrite,
 * recountWrites) add to the document's text instead.
 */
export interface TallyCause {
  session: string;
  was?: SessionBasis;
  /** An edit's time (its editedAt): each edit changes the document, as the session rules ask. */
  at?: number;
}

/** A goal's moves of one write: its days, and its sums per part (tally.ts YearParts). */
export interface GoalMoves {
  days: readonly TallyMove[];
  parts: readonly PartMove[];
}

export const tallyRef = (db: Firestore, goalId: string, year: number) =>
  doc(db, paths.tally(goalId, year));

function causeFields(cause: TallyCause, v: FieldValues): DocumentData {
  return {
    by: cause.session,
    was: cause.was ? [Math.round(cause.was.start), Math.round(cause.was.end)] : v.deleteField(),
    // The part the replaced session named, as the server holds it: checked as `was` is.
    wasPart: cause.was?.partId ?? v.deleteField(),
    at: cause.at ?? v.deleteField(),
    basis: v.deleteField(),
  };
}

/** The fields of a write in bulk that no session names. */
const noSessionFields = (v: FieldValues) => ({
  bulkSession: v.deleteField(),
  was: v.deleteField(),
  wasPart: v.deleteField(),
  at: v.deleteField(),
  movedDays: v.deleteField(),
  movedParts: v.deleteField(),
});

type Sums = Map<string, { ms: number; n: number }>;

/** Each day's or part's move, added to what is stored (increment, so concurrent moves add). */
function movedBy(sums: Sums, v: FieldValues): DocumentData {
  const fields: DocumentData = {};
  for (const [key, { ms, n }] of sums) fields[key] = { ms: v.increment(ms), n: v.increment(n) };
  return fields;
}

/**
 * The goal lists the years of the tally documents a batch may create: the rules take a new tally
 * only once its goal lists its year, and the goal's delete only with every tally it lists
 * (firestore.rules, goals: tallyYears). Added to the list (arrayUnion), so two devices' years
 * both stay; on a goal deleted meanwhile it would make a document of only these fields, which the
 * rules refuse, so the batch is refused as its session write is.
 */
export function goalListsYears(goalId: string, years: Iterable<number>): Write {
  const listed = [...new Set(years)].map(listedTallyYear);
  return write((t) =>
    t.set(
      paths.goal(goalId),
      { tallyYears: t.arrayUnion(...listed), updatedAt: t.serverTimestamp() },
      { merge: true },
    ),
  );
}

/**
 * The writes that move a goal's tally, one per year touched (merged, so concurrent moves add),
 * and one for `sessionYear` even when nothing in it moves: the session's write needs the move of
 * its year's document with it (firestore.rules, sessions). A session moved to another part moves
 * its time between the part sums of the same write.
 */
export function tallyMoveWrites(
  uid: string,
  goalId: string,
  moves: GoalMoves,
  cause: TallyCause,
  sessionYear?: number,
): Write[] {
  const byYear = new Map<number, { days: Sums; parts?: Sums }>();
  const yearOf = (year: number) =>
    byYear.get(year) ?? byYear.set(year, { days: new Map() }).get(year)!;
  if (sessionYear !== undefined) yearOf(sessionYear);
  for (const move of mergeMoves(moves.days)) yearOf(move.year).days.set(move.day, move);
  for (const move of mergePartMoves(moves.parts)) {
    const year = yearOf(move.year);
    (year.parts ??= new Map()).set(move.part, move);
  }
  const yearWrites = [...byYear].map(([year, { days, parts }]) =>
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
          // The entries this write changes, each of which the rules check (at most two each).
          movedDays: [...days.keys()],
          movedParts: [...(parts?.keys() ?? [])],
          ...causeFields(cause, t),
        },
        { merge: true },
      ),
    ),
  );
  return byYear.size > 0 ? [...yearWrites, goalListsYears(goalId, byYear.keys())] : [];
}

/** The tally writes of one session written or deleted, naming it (and the times it replaces). */
export function sessionTallyWrites(
  uid: string,
  op: Extract<WriteOp, { type: 'putSession' | 'deleteSession' }>,
): Write[] {
  const put = op.type === 'putSession' ? op.session : undefined;
  const [goalId, sessionId] =
    op.type === 'putSession' ? [op.session.goalId, op.session.id] : [op.goalId, op.sessionId];
  const cause: TallyCause = {
    session: sessionId,
    ...(op.previous ? { was: op.previous } : {}),
    ...(put?.editedAt !== undefined && op.previous ? { at: put.editedAt } : {}),
  };
  const moves = { days: sessionOpMoves(op), parts: sessionOpPartMoves(op) };
  const start = put?.start ?? op.previous?.start;
  const year = start === undefined ? undefined : tallyDayOf(start).year;
  return tallyMoveWrites(uid, goalId, moves, cause, year);
}

/**
 * New sessions' sums of one goal and year added in bulk (an import's batch): into the digest, or
 * the summary of a year summed up, and the part digest, as the document stored them. Read and
 * written in one transaction (the batch's), so a fold on another device meanwhile is not lost;
 * the map of separate days takes only single sessions' moves (the rules check each entry).
 */
export function bulkTallyWrite(
  uid: string,
  goalId: string,
  year: number,
  added: Pick<BulkSums, 'days' | 'parts' | 'firstSession'>,
): Write {
  const path = paths.tally(goalId, year);
  return readingWrite(path, (t, stored) => {
    const summary = decodeSummary(year, stored?.summary);
    const folded = summary
      ? { summary: encodeSummary(year, withMoves(summary, year, added.days)) }
      : { digest: encodeDigest(sumDays(decodeDigest(stored?.digest), added.days)) };
    const partDigest = encodePartDigest(sumDays(decodePartDigest(stored?.partDigest), added.parts));
    t.set(
      path,
      {
        userId: uid,
        goalId,
        year,
        ...folded,
        ...(partDigest ? { partDigest } : {}),
        ...noSessionFields(t),
        by: '/bulk',
        // A session of this batch ('goalId/sessionId'): the rules tell by it that the sums were
        // added by the batch that creates these sessions.
        bulkSession: `${goalId}/${added.firstSession}`,
        basis: t.deleteField(),
      },
      { merge: true },
    );
  });
}

interface BulkSums {
  goalId: string;
  year: number;
  days: YearDays;
  parts: YearParts;
  /** The first of the batch's sessions of that goal and year. */
  firstSession: string;
}

/**
 * The bulk tally writes of new sessions that one batch creates (any goals and years), with each
 * goal listing the years written, except goals this batch creates (they list theirs already).
 */
export function bulkTallyWrites(
  uid: string,
  sessions: readonly StoredSession[],
  createdGoals: ReadonlySet<string> = new Set(),
): Write[] {
  const byYear = new Map<string, BulkSums>();
  for (const s of sessions) {
    const { year, day } = tallyDayOf(s.start);
    const key = `${s.goalId}_${year}`;
    const fresh = { goalId: s.goalId, year, days: {}, parts: {}, firstSession: s.id };
    const sums = byYear.get(key) ?? byYear.set(key, fresh).get(key)!;
    const ms = Math.max(0, s.end - s.start);
    add(sums.days, day, ms);
    if (s.partId) add(sums.parts, s.partId, ms);
  }
  const yearsByGoal = new Map<string, number[]>();
  for (const { goalId, year } of byYear.values()) {
    yearsByGoal.set(goalId, [...(yearsByGoal.get(goalId) ?? []), year]);
  }
  return [
    ...[...byYear.values()].map(({ goalId, year, ...added }) =>
      bulkTallyWrite(uid, goalId, year, added),
    ),
    ...[...yearsByGoal]
      .filter(([goalId]) => !createdGoals.has(goalId))
      .map(([goalId, years]) => goalListsYears(goalId, years)),
  ];
}

function add(sums: Record<string, DayTotal>, key: string, ms: number) {
  const total = (sums[key] ??= { ms: 0, n: 0 });
  total.ms += ms;
  total.n += 1;
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

/** A stored map's totals whose key passes, as they are (a move may be negative); else skipped. */
function totalsOf(raw: unknown, keyOk: (key: string) => boolean): YearDays {
  const totals: YearDays = {};
  if (typeof raw !== 'object' || !raw) return totals;
  for (const [key, total] of Object.entries(raw as Record<string, unknown>)) {
    const { ms, n } = (total ?? {}) as { ms?: unknown; n?: unknown };
    if (keyOk(key) && Number.isSafeInteger(n) && Number.isFinite(ms)) {
      totals[key] = { ms: ms as number, n: n as number };
    }
  }
  return totals;
}

/** A tally document's separate days, as they are stored; anything unreadable is skipped. */
export const movedDaysOf = (days: unknown): YearDays =>
  totalsOf(days, (key) => DAY_IN_YEAR.test(key));

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
    return withParts(stored, data);
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
  return withParts(stored, data);
}

/** The part sums: those written in bulk (the part digest) and single sessions' moves since. */
function withParts(stored: StoredTally, data: DocumentData): StoredTally {
  const sums = sumDays(decodePartDigest(data.partDigest), totalsOf(data.parts, isPartId));
  // Counted only with a session and no less than no time (a sum of moves may be neither).
  const parts = Object.fromEntries(Object.entries(sums).filter(([, total]) => total.ms >= 0));
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
