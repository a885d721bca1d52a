import type { Firestore } from 'firebase/firestore';
import type { ShareRepo } from '../ports';
import { lazyOnce } from '../lazy-once';

/**
 * sharedGoals/{id} and shareIndex/{uid}: snapshots behind share links and each account's list
 * of them. The operations load on first use, so sharing adds nothing to the goals page's
 * first load.
 */
export function createShareRepo(db: Firestore): ShareRepo {
  const load = lazyOnce(() => import('./share-ops').then((m) => m.createShareOps(db)));
  return {
    create: async (uid, goals, review) => (await load()).create(uid, goals, review),
    read: async (id) => (await load()).read(id),
    listLive: async (uid) => (await load()).listLive(uid),
    revoke: async (uid, id) => (await load()).revoke(uid, id),
  };
}
