import { recordOf, storedSessionsOf, type StoredSession } from '@/domain/goal-record';
import type { Goal } from '@/domain/goal';
import { listedTallyYear, tallyDayOf } from '@/domain/tally';
import { MAX_IMPORT_GOALS } from '@/domain/import/goals-per-import';
import { BackendError, type SessionKey } from '../ports';
import { toGoalDocument } from './goal-converter';
import { sessionCreate } from './session-writes';
import { bulkTallyWrites } from './tally-writes';
import { paths, write, type Write } from './write-target';

/** Writes per batch, under Firestore's limit of 500 (one of them counts the new sessions). */
export const BATCH_LIMIT = 450;
/**
 * Session writes per batch of an import: the SDK lays each write of a batch over every other
 * one on this device (a cost that grows with the square of the batch), so a long history goes
 * faster in smaller batches.
 */
const IMPORT_SESSIONS_PER_BATCH = 150;
/**
 * Goals whose sessions one batch may write once those goals exist: the rules read each session's
 * goal, and a request may read only a few distinct documents (reading a goal created in the same
 * batch is free, so the first batch of an import is not limited this way).
 */
const GOALS_PER_SESSION_BATCH = 8;

/** An import's batches, each with the number of sessions it creates and the first of them. */
export interface ImportBatch {
  writes: Write[];
  sessions: number;
  firstSession?: SessionKey;
}

/**
 * New sessions in batches that each fit Firestore's limit with their tally writes (one per goal
 * and year, and one per goal listing the years: tally-writes.ts) and `room` other writes;
 * batches after the first touch only a few goals (the rules read each session's goal). The first
 * batch of new goals lists no years: its goals are created listing theirs. Order is kept.
 */
function sessionBatches(
  sessions: readonly StoredSession[],
  firstRoom = IMPORT_SESSIONS_PER_BATCH,
  firstCreatesGoals = false,
): StoredSession[][] {
  const batches: StoredSession[][] = [];
  let current: StoredSession[] = [];
  const goals = new Set<string>();
  const tallies = new Set<string>();
  for (const s of sessions) {
    const creates = batches.length === 0 && firstCreatesGoals;
    const room = batches.length === 0 ? firstRoom : IMPORT_SESSIONS_PER_BATCH;
    const goalLimit = creates ? Infinity : GOALS_PER_SESSION_BATCH;
    const tally = `${s.goalId}_${tallyDayOf(s.start).year}`;
    const listings = creates ? 0 : goals.size + (goals.has(s.goalId) ? 0 : 1);
    const used = current.length + tallies.size + (tallies.has(tally) ? 0 : 1) + listings;
    const full = used >= room || (!goals.has(s.goalId) && goals.size === goalLimit);
    if (full) {
      batches.push(current);
      current = [];
      goals.clear();
      tallies.clear();
    }
    current.push(s);
    goals.add(s.goalId);
    tallies.add(tally);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Each goal's first session ahead of the rest: the batch that creates the goals then holds a
 * session of as many of them as fit, so a goal an interrupted import leaves behind is found again
 * by the same file's next import (plan-import.ts matches goals by their sessions).
 */
function firstOfEachGoalFirst(sessions: readonly StoredSession[]): StoredSession[] {
  const seen = new Set<string>();
  const firsts: StoredSession[] = [];
  const rest: StoredSession[] = [];
  for (const s of sessions) {
    if (seen.has(s.goalId)) rest.push(s);
    else {
      seen.add(s.goalId);
      firsts.push(s);
    }
  }
  return [...firsts, ...rest];
}

/**
 * The batches of an import (GoalRepo.importGoals), in order: the goals, the counter move and the
 * sessions that fit first (all or nothing), then the other sessions with their tally moves.
 */
export function importBatches(
  uid: string,
  goals: readonly Goal[],
  added: readonly StoredSession[],
): ImportBatch[] {
  const sessionsWrites = (
    sessions: readonly StoredSession[],
    createdGoals?: ReadonlySet<string>,
  ): ImportBatch => ({
    writes: [
      ...sessions.map((s) => sessionCreate(uid, s)),
      ...bulkTallyWrites(uid, sessions, createdGoals),
    ],
    sessions: sessions.length,
    firstSession: sessions[0] && { goalId: sessions[0].goalId, id: sessions[0].id },
  });
  if (goals.length === 0 && added.length > 0)
    return sessionBatches(added).map((batch) => sessionsWrites(batch));
  if (goals.length === 0 || goals.length > MAX_IMPORT_GOALS) {
    throw new BackendError('invalid-argument', `An import holds 1 to ${MAX_IMPORT_GOALS} goals.`);
  }
  // No merge: the rules refuse a create over an existing goal, so nothing is overwritten. Each
  // lists the years of its tallies to be, which its sessions' batches then create.
  const goalWrites: Write[] = goals.map((goal) =>
    write((t) =>
      t.set(paths.goal(goal.id), {
        ...toGoalDocument(recordOf(goal), uid, t),
        ...tallyYearsListed(storedSessionsOf(goal)),
      }),
    ),
  );
  const importIds = goals.map((goal) => goal.id);
  const importActiveIds = goals.filter((goal) => !goal.completed).map((goal) => goal.id);
  goalWrites.push(
    write((t) =>
      t.set(
        paths.counter(uid),
        {
          active: t.increment(importActiveIds.length),
          total: t.increment(importIds.length),
          lastGoalId: '',
          importIds,
          importActiveIds,
        },
        { merge: true },
      ),
    ),
  );
  const sessions = firstOfEachGoalFirst(goals.flatMap((goal) => storedSessionsOf(goal)));
  // The goals, the counter and the sessions that fit go first, in one batch (at most
  // MAX_IMPORT_GOALS + 1 writes); the rest follow in batches that each touch only a few goals.
  const firstRoom = Math.min(IMPORT_SESSIONS_PER_BATCH, BATCH_LIMIT - goalWrites.length);
  const [first = [], ...later] = sessionBatches(sessions, firstRoom, true);
  const firstBatch = sessionsWrites(first, new Set(importIds));
  return [
    { ...firstBatch, writes: [...goalWrites, ...firstBatch.writes] },
    ...sessionBatches([...later.flat(), ...added]).map((batch) => sessionsWrites(batch)),
  ];
}

/** The tally years a new goal lists (firestore.rules, goals: tallyYears): its sessions'. */
function tallyYearsListed(sessions: readonly StoredSession[]): { tallyYears?: string[] } {
  const years = [...new Set(sessions.map((s) => tallyDayOf(s.start).year))].sort((a, b) => a - b);
  return years.length > 0 ? { tallyYears: years.map(listedTallyYear) } : {};
}
