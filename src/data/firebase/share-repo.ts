import type { ShareRepo } from '../ports';
import { firestore } from './firestore-db';

/**
 * sharedGoals/{id} and shareIndex/{uid}: snapshots behind share links and each account's list
 * of them. The operations load on first use, so sharing adds nothing to the goals page's
 * first load.
 */
export function createShareRepo(): ShareRepo {
  let ops: Promise<ShareRepo> | undefined;
  const load = () => (ops ??= import('./share-ops').then((m) => m.createShareOps(firestore())));
  return {
    create: async (uid, goals) => (await load()).create(uid, goals),
    read: async (id) => (await load()).read(id),
  };
}
