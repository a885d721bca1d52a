import { clearIndexedDbPersistence, terminate, waitForPendingWrites } from 'firebase/firestore';
import { BackendError, type Backend } from '../ports';
import { createAccountGateway } from './account-gateway';
import { createAdWayRepo } from './ad-way-repo';
import { createAdminRepo } from './admin-repo';
import { createAuthGateway } from './auth-gateway';
import { createCampaignRepo } from './campaign-repo';
import { firestore } from './firestore-db';
import { createGoalRepo } from './goal-repo';
import { createProfileRepo } from './profile-repo';
import { createShareRepo } from './share-repo';

export function createFirebaseBackend(): Backend {
  const { gateway, auth } = createAuthGateway();
  const requireSignedIn = () => {
    if (!gateway.currentAccount()) throw new BackendError('unauthenticated', 'Not signed in');
  };
  return {
    auth: gateway,
    account: createAccountGateway(auth),
    profiles: createProfileRepo(),
    goals: createGoalRepo(firestore()),
    campaigns: createCampaignRepo(requireSignedIn),
    adWays: createAdWayRepo(requireSignedIn),
    admin: createAdminRepo(requireSignedIn),
    shares: createShareRepo(),
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
