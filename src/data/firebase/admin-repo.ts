import type { Firestore } from 'firebase/firestore/lite';
import type { AdminRepo } from '../ports';

/**
 * Administrator-only operations. Their code (count aggregations, paged deletes) loads on first
 * use, so only the admin page pays for it, never /goals.
 */
export function createAdminRepo(requireSignedIn: () => void, db?: Firestore): AdminRepo {
  let ops: Promise<AdminRepo> | undefined;
  const load = () =>
    (ops ??= import('./admin-ops').then((m) => m.createAdminOps(requireSignedIn, db)));
  return {
    listUsers: async (request) => (await load()).listUsers(request),
    userTotals: async () => (await load()).userTotals(),
    activeGoalCounts: async (uids) => (await load()).activeGoalCounts(uids),
    deleteUser: async (user, deletedAt) => (await load()).deleteUser(user, deletedAt),
    listDeletedUsers: async (request) => (await load()).listDeletedUsers(request),
    restoreUser: async (uid) => (await load()).restoreUser(uid),
  };
}
