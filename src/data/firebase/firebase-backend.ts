import { clearIndexedDbPersistence, terminate, waitForPendingWrites } from 'firebase/firestore';
import type { Backend } from '../ports';
import { createAccountGateway } from './account-gateway';
import { createAdWayRepo, createCampaignRepo } from './advertising-repo';
import { createAdminRepo } from './admin-repo';
import { createAuthGateway } from './auth-gateway';
import { signedInGuard } from './backend-error';
import { firestore } from './firestore-db';
import { createGoalRepo } from './goal-repo';
import { createProfileRepo } from './profile-repo';
import { createShareRepo } from './share-repo';

export function createFirebaseBackend(): Backend {
  const { gateway, auth } = createAuthGateway();
  const requireSignedIn = signedInGuard(() => gateway.currentAccount() !== null);
  const db = firestore();
  const adminOps = () =>
    import('./lite-admin-ops').then((m) => m.createLiteAdminOps(requireSignedIn));
  return {
    auth: gateway,
    account: createAccountGateway(auth),
    profiles: createProfileRepo(db),
    goals: createGoalRepo(db),
    campaigns: createCampaignRepo(db, requireSignedIn),
    adWays: createAdWayRepo(db, requireSignedIn),
    admin: createAdminRepo(adminOps),
    shares: createShareRepo(db),
    waitForPendingWrites: () => waitForPendingWrites(firestore()),
    async clearLocalCache() {
      const db = firestore();
      try {
        await terminate(db);
        await clearIndexedDbPersistence(db);
      } catch (error) {
        // Another open tab still holds the cache; it is cleared when the last tab signs out.
        console.warn('Could not clear the local cache', error);
      }
    },
  };
}
