import type { AdminRepo } from '../ports';
import { lazyOnce } from '../lazy-once';

/**
 * Administrator-only operations, loaded on first use by `loadOps` (admin-ops.ts on the lite
 * client): their code (count aggregations, paged deletes) is paid for by the admin page only.
 */
export function createAdminRepo(loadOps: () => Promise<AdminRepo>): AdminRepo {
  const load = lazyOnce(loadOps);
  return {
    listUsers: async (request) => (await load()).listUsers(request),
    userTotals: async () => (await load()).userTotals(),
    activeGoalCounts: async (uids) => (await load()).activeGoalCounts(uids),
    deleteUser: async (user, deletedAt) => (await load()).deleteUser(user, deletedAt),
    listDeletedUsers: async (request) => (await load()).listDeletedUsers(request),
    restoreUser: async (uid) => (await load()).restoreUser(uid),
  };
}
