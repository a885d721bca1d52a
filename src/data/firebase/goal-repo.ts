import {
  collection,
  collectionGroup,
  doc,
  getDocFromServer,
  getDocsFromServer,
  increment,
  onSnapshot,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  recordOf,
  storedSessionsOf,
  type GoalRecord,
  type StoredSession,
} from '@/domain/goal-record';
import { sessionsByGoal, type SyncState } from '@/domain/sync/sync-state';
import { goalIdOf } from '@/domain/sync/write-ops';
import { tallyDayOf, type GoalTally } from '@/domain/tally';
import { MAX_IMPORT_GOALS } from '@/domain/import/goals-per-import';
import { BackendError, PARTIAL_IMPORT, type GoalRepo } from '../ports';
import { asBackendError } from './backend-error';
import {
  countNewSessions,
  refusalOfSessions,
  sessionCreate,
  sessionRef,
  write,
  type Write,
} from './session-writes';
import { opWrites } from './op-writes';
import { report, watchQuery } from './watch-query';
import {
  TALLIES,
  bulkTallyWrites,
  fromTallyDocument,
  opsTallyWrites,
  recountWrites,
  talliesByGoal,
  type StoredTally,
} from './tally-writes';
import {
  fromGoalDocument,
  fromSessionDocument,
  fromTimerDocument,
  toGoalDocument,
} from './goal-converter';

const GOALS = 'goals';
const SESSIONS = 'sessions';
const COUNTERS = 'goalCounters';
const TIMERS = 'timers';
/** Writes per batch, under Firestore's limit of 500 (one of them counts the new sessions). */
const BATCH_LIMIT = 450;
/** Session ops of one change per batch, leaving room for their tally and count writes. */
const OPS_PER_MANY_SESSION_BATCH = 200;
/**
 * Goals whose sessions one batch may write once those goals exist: the rules read each session's
 * goal, and a request may read only a few distinct documents (reading a goal created in the same
 * batch is free, so the first batch of an import is not limited this way).
 */
const GOALS_PER_SESSION_BATCH = 8;

/**
 * New sessions in batches that each fit Firestore's limit with their tally writes (one per goal
 * and year, tally-writes.ts) and `room` other writes; batches after the first touch only a few
 * goals (the rules read each session's goal). Order is kept.
 */
function sessionBatches(
  sessions: readonly StoredSession[],
  firstRoom = BATCH_LIMIT,
  firstAnyGoals = false,
): StoredSession[][] {
  const batches: StoredSession[][] = [];
  let current: StoredSession[] = [];
  const goals = new Set<string>();
  const tallies = new Set<string>();
  for (const s of sessions) {
    const room = batches.length === 0 ? firstRoom : BATCH_LIMIT;
    const goalLimit = batches.length === 0 && firstAnyGoals ? Infinity : GOALS_PER_SESSION_BATCH;
    const tally = `${s.goalId}_${tallyDayOf(s.start).year}`;
    const used = current.length + tallies.size + (tallies.has(tally) ? 0 : 1);
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

export function createGoalRepo(db: Firestore): GoalRepo {
  /** Consecutive batches, in order; each is all or nothing. */
  async function commitBatches(uid: string, batches: Write[][]) {
    for (const writes of batches) {
      const batch = writeBatch(db);
      [...writes, ...countNewSessions(db, uid, writes)].forEach((w) => w.run(batch));
      try {
        await batch.commit();
      } catch (error) {
        throw await refusalOfSessions(db, uid, writes, asBackendError(error));
      }
    }
  }

  /** An import's batches: a failure after the first is PARTIAL_IMPORT (see GoalRepo). */
  async function commitImportBatches(uid: string, [first, ...rest]: Write[][]) {
    if (first) await commitBatches(uid, [first]);
    try {
      await commitBatches(uid, rest);
    } catch (error) {
      throw new BackendError(PARTIAL_IMPORT, (error as Error).message);
    }
  }

  /** One batch when they fit (all or nothing); otherwise consecutive batches, in order. */
  function commitWrites(uid: string, writes: Write[]) {
    const batches: Write[][] = [];
    for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
      batches.push(writes.slice(i, i + BATCH_LIMIT));
    }
    return commitBatches(uid, batches);
  }

  /** New sessions with the moves of their goals' tallies. */
  const sessionsWrites = (uid: string, sessions: readonly StoredSession[]) => [
    ...sessions.map((s) => sessionCreate(db, uid, s)),
    ...bulkTallyWrites(db, uid, sessions),
  ];

  return {
    watchRecords(uid, listener, onError) {
      const mine = query(
        collection(db, GOALS),
        where('type', '==', 'goal'),
        where('userId', '==', uid),
      );
      return watchQuery(mine, (d) => fromGoalDocument(d.id, d.data()), listener, onError);
    },

    watchSessions(uid, since, listener, onError) {
      const all = query(collectionGroup(db, SESSIONS), where('userId', '==', uid));
      const mine = since === null ? all : query(all, where('start', '>=', since));
      return watchQuery(mine, (d) => fromSessionDocument(d.id, d.data()), listener, onError);
    },

    watchTimer(uid, listener, onError) {
      return onSnapshot(
        doc(db, TIMERS, uid),
        { includeMetadataChanges: true },
        (snapshot) => listener(report(fromTimerDocument(snapshot.data()), snapshot.metadata)),
        onError,
      );
    },

    commit(uid, ops) {
      const sessionOps = ops.filter(
        (op) => op.type === 'putSession' || op.type === 'deleteSession',
      );
      if (sessionOps.length <= 1)
        return commitWrites(
          uid,
          ops.flatMap((op) => opWrites(db, uid, op)),
        );
      // Many sessions in one change: their moves join in one write per goal and year for each
      // batch, as an import's do (a write per session would make the rules read each again).
      const batches: Write[][] = [];
      for (let i = 0; i < ops.length; i += OPS_PER_MANY_SESSION_BATCH) {
        const group = ops.slice(i, i + OPS_PER_MANY_SESSION_BATCH);
        batches.push([
          ...group.flatMap((op) => opWrites(db, uid, op, false)),
          ...opsTallyWrites(db, uid, group),
        ]);
      }
      return commitBatches(uid, batches);
    },

    async readServer(uid, ops) {
      const records = new Map<string, GoalRecord>();
      const sessions: StoredSession[] = [];
      const goalIds = new Set(ops.flatMap((op) => goalIdOf(op) ?? []));
      await Promise.all(
        [...goalIds].map(async (id) => {
          const snapshot = await getDocFromServer(doc(db, GOALS, id));
          if (snapshot.exists()) records.set(id, fromGoalDocument(id, snapshot.data()));
        }),
      );
      const sessionKeys = ops.flatMap((op): [string, string][] => {
        if (op.type === 'putSession') return [[op.session.goalId, op.session.id]];
        if (op.type === 'deleteSession') return [[op.goalId, op.sessionId]];
        if (op.type === 'migrateSessions') return op.sessions.map((s) => [op.goalId, s.id]);
        return [];
      });
      await Promise.all(
        sessionKeys.map(async ([goalId, id]) => {
          const snapshot = await getDocFromServer(sessionRef(db, goalId, id));
          const session = snapshot.exists() ? fromSessionDocument(id, snapshot.data()) : null;
          if (session) sessions.push(session);
        }),
      );
      let timer: SyncState['timer'] = null;
      if (ops.some((op) => op.type === 'setTimer')) {
        timer = fromTimerDocument((await getDocFromServer(doc(db, TIMERS, uid))).data());
      }
      return { records, sessions: sessionsByGoal(sessions), timer };
    },

    watchTallies(uid, listener, onError) {
      const mine = query(collection(db, TALLIES), where('userId', '==', uid));
      let seen: StoredTally[] | null = null;
      let tallies: ReadonlyMap<string, GoalTally> = new Map();
      return watchQuery(
        mine,
        (d) => fromTallyDocument(d.data()),
        (report) => {
          if (report.value !== seen) {
            seen = report.value;
            tallies = talliesByGoal(report.value);
          }
          listener({ ...report, value: tallies });
        },
        onError,
      );
    },

    async recountTally(uid, goalId) {
      // The count first: a session created after it makes the server refuse this recount.
      const timer = await getDocFromServer(doc(db, TIMERS, uid));
      const count: unknown = timer.get('sessionCount');
      const basis = typeof count === 'number' ? count : 0;
      const [sessions, written] = await Promise.all([
        getDocsFromServer(
          query(collection(db, GOALS, goalId, SESSIONS), where('userId', '==', uid)),
        ),
        getDocsFromServer(
          query(collection(db, TALLIES), where('userId', '==', uid), where('goalId', '==', goalId)),
        ),
      ]);
      const log = sessions.docs.flatMap((d) => fromSessionDocument(d.id, d.data()) ?? []);
      const years = written.docs.flatMap((d) => fromTallyDocument(d.data())?.year ?? []);
      await commitWrites(uid, [
        ...recountWrites(db, uid, goalId, log, years, basis),
        write((b) =>
          b.update(doc(db, GOALS, goalId), { tallied: true, updatedAt: serverTimestamp() }),
        ),
      ]);
    },

    async importGoals(uid, goals, added = []) {
      if (goals.length === 0 && added.length > 0) {
        const batches = sessionBatches(added).map((batch) => sessionsWrites(uid, batch));
        await commitImportBatches(uid, batches);
        return;
      }
      if (goals.length === 0 || goals.length > MAX_IMPORT_GOALS) {
        throw new BackendError(
          'invalid-argument',
          `An import holds 1 to ${MAX_IMPORT_GOALS} goals.`,
        );
      }
      const goalWrites: Write[] = goals.map((goal) =>
        write((b) => b.set(doc(db, GOALS, goal.id), toGoalDocument(recordOf(goal), uid))),
      );
      const importIds = goals.map((goal) => goal.id);
      const importActiveIds = goals.filter((goal) => !goal.completed).map((goal) => goal.id);
      goalWrites.push(
        write((b) =>
          b.set(
            doc(db, COUNTERS, uid),
            {
              active: increment(importActiveIds.length),
              total: increment(importIds.length),
              lastGoalId: '',
              importIds,
              importActiveIds,
            },
            { merge: true },
          ),
        ),
      );
      const sessions = goals.flatMap((goal) => storedSessionsOf(goal));
      // No merge: the rules refuse a create over an existing goal, so nothing is overwritten.
      // The goals, the counter and the sessions that fit go first, in one batch (at most
      // MAX_IMPORT_GOALS + 1 writes); the rest follow in batches that each touch only a few goals.
      const [first = [], ...later] = sessionBatches(
        sessions,
        BATCH_LIMIT - goalWrites.length,
        true,
      );
      const rest = sessionBatches([...later.flat(), ...added]);
      await commitImportBatches(uid, [
        [...goalWrites, ...sessionsWrites(uid, first)],
        ...rest.map((batch) => sessionsWrites(uid, batch)),
      ]);
    },
  };
}
