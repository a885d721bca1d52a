import {
  collection,
  doc,
  onSnapshot,
  orderBy,
  query,
  where,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { GoalRepo, GoalWrite } from '../ports';
import { firestore } from './firestore-db';
import { fromGoalDocument, toGoalDocument } from './goal-converter';

const GOALS = 'goals';
const COUNTERS = 'goalCounters';

function addCounter(batch: WriteBatch, db: Firestore, uid: string, count: number, goalId: string) {
  // An explicit old ± 1 value (never increment()): the rules compare it with the goal change.
  batch.set(doc(db, COUNTERS, uid), { active: count, lastGoalId: goalId });
}

export function createGoalRepo(): GoalRepo {
  const db = firestore();
  return {
    watch(uid, listener, onError) {
      const goalsOfUser = query(
        collection(db, GOALS),
        where('type', '==', 'goal'),
        where('userId', '==', uid),
        orderBy('updatedAt', 'desc'),
      );
      return onSnapshot(
        goalsOfUser,
        { includeMetadataChanges: true },
        (snapshot) =>
          listener({
            goals: snapshot.docs.map((d) =>
              fromGoalDocument(d.id, d.data({ serverTimestamps: 'estimate' })),
            ),
            hasPendingWrites: snapshot.metadata.hasPendingWrites,
            fromCache: snapshot.metadata.fromCache,
          }),
        onError,
      );
    },

    watchActiveCount(uid, listener) {
      return onSnapshot(
        doc(db, COUNTERS, uid),
        (snapshot) => listener(Number(snapshot.data()?.active ?? 0)),
        (error) => console.error('Goal counter watch failed', error),
      );
    },

    write(uid, change: GoalWrite) {
      const batch = writeBatch(db);
      if (change.kind === 'save') {
        const ref = doc(db, GOALS, change.goal.id);
        batch.set(ref, toGoalDocument(change.goal, uid, change.isNew), { merge: true });
        if (change.activeCount !== undefined) {
          addCounter(batch, db, uid, change.activeCount, change.goal.id);
        }
      } else {
        batch.delete(doc(db, GOALS, change.goalId));
        if (change.activeCount !== undefined) {
          addCounter(batch, db, uid, change.activeCount, change.goalId);
        }
      }
      return batch.commit();
    },

    importGoals(uid, goals, activeCountAfter) {
      const batch = writeBatch(db);
      for (const goal of goals) {
        // No merge: the rules refuse a create over an existing goal, so nothing is overwritten.
        batch.set(doc(db, GOALS, goal.id), toGoalDocument(goal, uid, true));
      }
      if (activeCountAfter !== undefined) {
        const importIds = goals.filter((goal) => !goal.completed).map((goal) => goal.id);
        batch.set(doc(db, COUNTERS, uid), { active: activeCountAfter, lastGoalId: '', importIds });
      }
      return batch.commit();
    },

    saveAll(uid, goals) {
      const batch = writeBatch(db);
      for (const goal of goals) {
        batch.set(doc(db, GOALS, goal.id), toGoalDocument(goal, uid, false), { merge: true });
      }
      return batch.commit();
    },
  };
}
