import {
  collection,
  collectionGroup,
  doc,
  getDocs,
  query,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import type { AdminRepo } from '../ports';
import { firestore } from './firestore-db';

const GOALS = 'goals';
const SESSIONS = 'sessions';
const COUNTERS = 'goalCounters';
const TIMERS = 'timers';
const USERS = 'users';
/** Below Firestore's 500 writes per batch. */
const BATCH_SIZE = 400;

/**
 * Administrator-only reads and deletes across users; the rules refuse everyone else.
 * `db` defaults to the app's Firestore (the rules tests pass their own).
 */
export function createAdminRepo(requireSignedIn: () => void, db?: Firestore): AdminRepo {
  const database = () => db ?? firestore();

  async function deleteInBatches(refs: DocumentReference[]) {
    for (let start = 0; start < refs.length; start += BATCH_SIZE) {
      const batch = writeBatch(database());
      refs.slice(start, start + BATCH_SIZE).forEach((ref) => batch.delete(ref));
      await batch.commit();
    }
  }

  return {
    async goalCountsByUser() {
      requireSignedIn();
      const snapshot = await getDocs(collection(database(), GOALS));
      const counts: Record<string, number> = {};
      for (const goal of snapshot.docs) {
        const { userId, completed } = goal.data();
        if (typeof userId !== 'string') continue;
        counts[userId] ??= 0;
        if (completed !== true) counts[userId] += 1;
      }
      return counts;
    },

    async deleteUser(uid) {
      requireSignedIn();
      const fs = database();
      // Sessions and goals first: if anything fails, the profile (and so the user) is still
      // listed, and deleting again finishes the job.
      const sessions = await getDocs(
        query(collectionGroup(fs, SESSIONS), where('userId', '==', uid)),
      );
      await deleteInBatches(sessions.docs.map((d) => d.ref));
      const goals = await getDocs(query(collection(fs, GOALS), where('userId', '==', uid)));
      await deleteInBatches(goals.docs.map((d) => d.ref));
      const last = writeBatch(fs);
      last.delete(doc(fs, TIMERS, uid));
      last.delete(doc(fs, COUNTERS, uid));
      last.delete(doc(fs, USERS, uid));
      await last.commit();
    },
  };
}
