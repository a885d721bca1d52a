import {
  collection,
  collectionGroup,
  doc,
  getDocFromServer,
  getCountFromServer,
  getDocsFromServer,
  limit,
  onSnapshot,
  query,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { type GoalRecord } from '@/domain/goal-record';
import { sessionsByGoal } from '@/domain/sync/sync-state';
import { goalIdOf, isTimerOp } from '@/domain/sync/write-ops';
import type { GoalTally } from '@/domain/tally';
import { BackendError, PARTIAL_IMPORT, type GoalRepo } from '../ports';
import { asBackendError } from './backend-error';
import { commitOnFirestore } from './batch-target';
import {
  countNewSessions,
  refusalOfSessions,
  sessionCountOnServer,
  sessionRef,
} from './session-writes';
import { BATCH_LIMIT, importBatches, type ImportBatch } from './import-writes';
import { opWrites } from './op-writes';
import { lastingListener } from './firestore-db';
import { readOnServer } from './server-read';
import { report, watchQuery } from './watch-query';
import { fromTallyDocument, talliesByGoal, type StoredTally } from './tally-writes';
import { recountWrites } from './tally-recount';
import { createTallyFolder } from './tally-compaction';
import { fromGoalDocument, fromSessionDocument, fromTimerDocument } from './goal-converter';
import { GOALS, SESSIONS, TALLIES, TIMERS, paths, type Write } from './write-target';

/** How an import's batches reach the server: each one batch, all or nothing. */
export type CommitWrites = (writes: readonly Write[]) => Promise<void>;

/** Times a batch another write held (code 'aborted', the server's lock) is sent again. */
const IMPORT_BATCH_ATTEMPTS = 4;
const IMPORT_RETRY_MS = 500;

/**
 * The goals of the signed-in person on `db`; an import's batches go through `loadImportCommit`
 * (the lite client in the app, docs/adr/0004), the app's Firestore when none is given.
 */
export function createGoalRepo(
  db: Firestore,
  loadImportCommit?: () => Promise<CommitWrites>,
): GoalRepo {
  let importsRunning = 0;
  const onFirestore: CommitWrites = (writes) => commitOnFirestore(db, writes);
  /** One batch, all or nothing, with the count of the sessions it creates. */
  async function commitBatch(uid: string, writes: Write[], commit = onFirestore) {
    try {
      await commit([...writes, ...countNewSessions(uid, writes)]);
    } catch (error) {
      throw await refusalOfSessions(db, uid, writes, asBackendError(error));
    }
  }

  /** Consecutive batches, in order; each is all or nothing. */
  async function commitBatches(uid: string, batches: Write[][]) {
    for (const writes of batches) await commitBatch(uid, writes);
  }

  /** One batch when they fit (all or nothing); otherwise consecutive batches, in order. */
  function commitWrites(uid: string, writes: Write[]) {
    const batches: Write[][] = [];
    for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
      batches.push(writes.slice(i, i + BATCH_LIMIT));
    }
    return commitBatches(uid, batches);
  }

  /** An import batch, sent again while another write holds the documents it writes. */
  async function commitImportBatch(uid: string, writes: Write[], commit: CommitWrites) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await commitBatch(uid, writes, commit);
      } catch (error) {
        const held = error instanceof BackendError && error.code === 'aborted';
        if (!held || attempt === IMPORT_BATCH_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, IMPORT_RETRY_MS * attempt));
      }
    }
  }

  /**
   * An import's batches one after another (each writes the account's timer document, so two at
   * once would wait on each other's lock); once one is refused no further batch is sent.
   */
  const importAll: GoalRepo['importGoals'] = async (uid, goals, added = [], onSaved) => {
    const [first, ...rest] = importBatches(uid, goals, added);
    const commit = loadImportCommit ? await loadImportCommit() : onFirestore;
    let saved = 0;
    const savedSoFar = (next?: ImportBatch) => onSaved?.(saved, next?.firstSession);
    savedSoFar(first);
    for (const [i, batch] of [first, ...rest].entries()) {
      if (!batch) break;
      try {
        await commitImportBatch(uid, batch.writes, commit);
      } catch (error) {
        if (i === 0) throw error;
        throw new BackendError(PARTIAL_IMPORT, (error as Error).message);
      }
      saved += batch.sessions;
      savedSoFar(rest[i]);
    }
  };

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
      return lastingListener((takes) =>
        onSnapshot(
          doc(db, TIMERS, uid),
          { includeMetadataChanges: true },
          (snapshot) => {
            if (!takes(snapshot.metadata.fromCache)) return;
            listener(report(fromTimerDocument(snapshot.data()), snapshot.metadata));
          },
          onError,
        ),
      );
    },

    commit(uid, ops) {
      const sessionOps = ops.filter(
        (op) => op.type === 'putSession' || op.type === 'deleteSession',
      );
      if (sessionOps.length <= 1)
        return commitWrites(
          uid,
          ops.flatMap((op) => opWrites(uid, op)),
        );
      // Many sessions in one change: a batch for each, as each moves the tally in one write that
      // names it (the rules check a move per session); the other ops go with the first.
      const others = ops.filter((op) => !sessionOps.includes(op as (typeof sessionOps)[number]));
      const batches = sessionOps.map((op, i) => [
        ...(i === 0 ? others : []).flatMap((other) => opWrites(uid, other)),
        ...opWrites(uid, op),
      ]);
      return commitBatches(uid, batches);
    },

    async readServer(uid, ops) {
      const goalIds = [...new Set(ops.flatMap((op) => goalIdOf(op) ?? []))];
      const sessionKeys = ops.flatMap((op): [string, string][] => {
        if (op.type === 'putSession') return [[op.session.goalId, op.session.id]];
        if (op.type === 'deleteSession') return [[op.goalId, op.sessionId]];
        if (op.type === 'migrateSessions') return op.sessions.map((s) => [op.goalId, s.id]);
        return [];
      });
      const readsTimer = ops.some(isTimerOp);
      const snapshots = await readOnServer(db, [
        ...goalIds.map((id) => doc(db, GOALS, id)),
        ...sessionKeys.map(([goalId, id]) => sessionRef(db, goalId, id)),
        ...(readsTimer ? [doc(db, TIMERS, uid)] : []),
      ]).catch((error: unknown) => {
        throw asBackendError(error);
      });
      const records = new Map<string, GoalRecord>();
      goalIds.forEach((id, i) => {
        const snapshot = snapshots[i]!;
        if (snapshot.exists()) records.set(id, fromGoalDocument(id, snapshot.data()));
      });
      const sessions = sessionKeys.flatMap(([, id], i) => {
        const snapshot = snapshots[goalIds.length + i]!;
        if (!snapshot.exists()) return [];
        return fromSessionDocument(id, snapshot.data()) ?? [];
      });
      const timer = readsTimer ? fromTimerDocument(snapshots.at(-1)!.data()) : null;
      return { records, sessions: sessionsByGoal(sessions), timer };
    },

    watchTallies(uid, listener, onError) {
      const mine = query(collection(db, TALLIES), where('userId', '==', uid));
      let seen: StoredTally[] | null = null;
      let tallies: ReadonlyMap<string, GoalTally> = new Map();
      const folder = createTallyFolder(db, { busy: () => importsRunning > 0 });
      const stop = watchQuery(
        mine,
        (d) => fromTallyDocument(d.data()),
        (report) => {
          if (report.value !== seen) {
            tallies = talliesByGoal(report.value, tallies, seen ?? []);
            seen = report.value;
          }
          if (!report.fromCache) folder.seen(report.value);
          listener({ ...report, value: tallies });
        },
        onError,
      );
      return () => {
        folder.stop();
        stop();
      };
    },

    async recountTally(uid, goalId) {
      // The count first: a session created after it makes the server refuse this recount.
      const basis = await sessionCountOnServer(db, uid);
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
      await commitWrites(uid, recountWrites(uid, goalId, log, years, basis));
    },

    async importGoals(uid, goals, added = [], onSaved) {
      importsRunning++;
      try {
        await importAll(uid, goals, added, onSaved);
      } finally {
        importsRunning--;
      }
    },

    async deleteLeftSessions(uid, goalId) {
      if ((await getDocFromServer(doc(db, GOALS, goalId))).exists()) return 0;
      const left = query(
        collection(db, GOALS, goalId, SESSIONS),
        where('userId', '==', uid),
        limit(BATCH_LIMIT),
      );
      let deleted = 0;
      for (;;) {
        const page = await getDocsFromServer(left);
        if (page.empty) return deleted;
        const batch = writeBatch(db);
        page.docs.forEach((d) => batch.delete(d.ref));
        await batch.commit().catch((error: unknown) => {
          throw asBackendError(error);
        });
        deleted += page.size;
      }
    },

    async countSessions(uid, goalId) {
      const mine = query(collection(db, GOALS, goalId, SESSIONS), where('userId', '==', uid));
      return (await getCountFromServer(mine)).data().count;
    },

    // Not a read-only transaction (readOnServer): that fails when the session arrives meanwhile.
    // An import's sessions come through the lite client, so no unsent change of this device's
    // can be what the server's answer shows.
    async holdsSession(uid, { goalId, id }) {
      const held = await getDocFromServer(doc(db, paths.session(goalId, id)));
      return held.get('userId') === uid;
    },
  };
}
