import { clearIndexedDbPersistence, terminate, waitForPendingWrites } from 'firebase/firestore';
import type { Backend } from '../ports';
import { createAuthGateway } from './auth-gateway';
import { firestore } from './firestore-db';
import { createGoalRepo } from './goal-repo';
import { createProfileRepo } from './profile-repo';

export function createFirebaseBackend(): Backend {
  const { gateway } = createAuthGateway();
  return {
    auth: gateway,
    profiles: createProfileRepo(),
    goals: createGoalRepo(),
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
