import { clearIndexedDbPersistence, terminate, waitForPendingWrites } from 'firebase/firestore';
import type { AccountGateway, AdWayRepo, Backend, CampaignRepo } from '../ports';
import { createAdminRepo } from './admin-repo';
import { createAuthGateway } from './auth-gateway';
import { signedInGuard } from './backend-error';
import { TIMED_OUT, within } from '@/sync/within';
import { firestore, onCacheOff, onWorkingClient } from './firestore-db';
import { createGoalRepo } from './goal-repo';
import { createProfileRepo } from './profile-repo';
import { onFirstUse } from './on-first-use';
import { createShareRepo } from './share-repo';

// An import's batches go through the lite client, loaded with the import (docs/adr/0004).
const importCommit = () => import('./lite-batch-target').then((m) => m.commitOnLite);
// The person's account settings and advertising: loaded when first used, not with /goals.
const accountCode = () => import('./account-gateway');
const advertisingCode = () => import('./advertising-repo');
const ACCOUNT_METHODS: Record<keyof AccountGateway, true> = {
  sendPasswordReset: true,
  checkPasswordReset: true,
  confirmPasswordReset: true,
  applyEmailCode: true,
  sendVerification: true,
  refresh: true,
  checkEmailVerified: true,
  reauthenticate: true,
  changePassword: true,
  requestEmailChange: true,
  setDisplayName: true,
  deleteOwnData: true,
  deleteSignIn: true,
};
const AD_WAY_METHODS: Record<keyof AdWayRepo, true> = {
  list: true,
  create: true,
  update: true,
  remove: true,
};
const CAMPAIGN_METHODS: Record<keyof CampaignRepo, true> = { ...AD_WAY_METHODS, recordClick: true };

/** How long sign-out waits for each step of clearing the local cache. */
const CACHE_STEP_MS = 3000;

export function createFirebaseBackend(): Backend {
  const { gateway, auth } = createAuthGateway();
  const requireSignedIn = signedInGuard(() => gateway.currentAccount() !== null);
  const db = firestore();
  const adminOps = () =>
    import('./lite-admin-ops').then((m) => m.createLiteAdminOps(requireSignedIn));
  return {
    auth: gateway,
    account: onFirstUse(
      () => accountCode().then((m) => m.createAccountGateway(auth)),
      ACCOUNT_METHODS,
    ),
    profiles: createProfileRepo(db),
    goals: createGoalRepo(db, importCommit),
    campaigns: onFirstUse(
      () => advertisingCode().then((m) => m.createCampaignRepo(db, requireSignedIn)),
      CAMPAIGN_METHODS,
    ),
    adWays: onFirstUse(
      () => advertisingCode().then((m) => m.createAdWayRepo(db, requireSignedIn)),
      AD_WAY_METHODS,
    ),
    admin: createAdminRepo(adminOps),
    shares: createShareRepo(db),
    // A client that broke gives its writes up (the outbox sends them again): nothing to wait for.
    waitForPendingWrites: () =>
      onWorkingClient(() => waitForPendingWrites(firestore())).catch((error: unknown) =>
        console.warn('Stopped waiting for the writes on their way', error),
      ),
    onLocalCacheOff: onCacheOff,
    async clearLocalCache() {
      const db = firestore();
      try {
        // Neither may hold up the sign-out: a broken client's shutdown can hang, and so can the
        // cache's deletion while another tab is still closing its own.
        if ((await within(terminate(db), CACHE_STEP_MS)) === TIMED_OUT) return;
        if ((await within(clearIndexedDbPersistence(db), CACHE_STEP_MS)) === TIMED_OUT) {
          console.warn('The local cache is cleared once the other tabs let it go');
        }
      } catch (error) {
        // Another open tab still holds the cache; it is cleared when the last tab signs out.
        console.warn('Could not clear the local cache', error);
      }
    },
  };
}
