import { collection, doc, getDocs, query, where, writeBatch } from 'firebase/firestore';
import type { AdminRepo } from '../ports';
import { firestore } from './firestore-db';

const GOALS = 'goals';
const COUNTERS = 'goalCounters';
const USERS = 'users';
/** Below Firestore's 500 writes per batch. */
const BATCH_SIZE = 400;

/** Administrator-only reads and deletes across users; the rules refuse everyone else. */
export function createAdminRepo(requireSignedIn: () => void): AdminRepo {
  const db = firestore();
  return {
    async goalCountsByUser() {
      requireSignedIn();
      const snapshot = await getDocs(collection(db, GOALS));
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
      // Goals first: if anything fails, the profile (and so the user) is still listed.
      const goals = await getDocs(query(collection(db, GOALS), where('userId', '==', uid)));
      for (let start = 0; start < goals.docs.length; start += BATCH_SIZE) {
        const batch = writeBatch(db);
        goals.docs.slice(start, start + BATCH_SIZE).forEach((d) => batch.delete(d.ref));
        await batch.commit();
      }
      const last = writeBatch(db);
      last.delete(doc(db, COUNTERS, uid));
      last.delete(doc(db, USERS, uid));
      await last.commit();
    },
  };
}
