/// <reference types="vite/client" />
// The contract suites against the Firebase adapter (src/data/firebase/*) on the Firestore
// emulator with firestore.rules; the same suites run against the fake backend in
// adapters.fake.test.ts. Each person gets their own authenticated Firestore (rules-env.ts).
import { createAdWayRepo, createCampaignRepo } from '@/data/firebase/advertising-repo';
import { signedInGuard } from '@/data/firebase/backend-error';
import { createGoalRepo } from '@/data/firebase/goal-repo';
import { createProfileRepo } from '@/data/firebase/profile-repo';
import { createShareRepo } from '@/data/firebase/share-repo';
import { useRulesEnv, type Identity } from '../rules/rules-env';
import { describeAdvertisingContract } from './advertising.contract';
import type { ContractWorld, Repos, Who } from './contract-world';
import { describeGoalRepoContract } from './goals.contract';
import { describeProfileRepoContract } from './profiles.contract';
import { describeShareRepoContract } from './shares.contract';

const env = useRulesEnv();
const identityOf: Record<Exclude<Who, 'nobody'>, Identity> = {
  alice: 'user',
  bob: 'otherUser',
  admin: 'admin',
  carol: 'inactive',
};

function makeFirebaseWorld(): ContractWorld {
  const repos = new Map<Who, Repos>();
  return {
    as(who) {
      const known = repos.get(who);
      if (known) return known;
      const db = who === 'nobody' ? env.unauthenticated() : env.as(identityOf[who]);
      const requireSignedIn = signedInGuard(() => who !== 'nobody');
      const made: Repos = {
        goals: createGoalRepo(db),
        profiles: createProfileRepo(db),
        campaigns: createCampaignRepo(db, requireSignedIn),
        adWays: createAdWayRepo(db, requireSignedIn),
        shares: createShareRepo(db),
      };
      repos.set(who, made);
      return made;
    },
    seedProfiles: (profiles) =>
      env.seed(Object.fromEntries(profiles.map((p) => [`users/${p.uid}`, { ...p }]))),
  };
}

describeGoalRepoContract(makeFirebaseWorld);
describeProfileRepoContract(makeFirebaseWorld);
describeAdvertisingContract(makeFirebaseWorld);
describeShareRepoContract(makeFirebaseWorld);
