/// <reference types="vite/client" />
// The contract suites against the Firebase adapter (src/data/firebase/*) on the Firestore
// emulator with firestore.rules; the same suites run against the fake backend in
// adapters.fake.test.ts. Each person gets their own authenticated Firestore (rules-env.ts).
import { createAdWayRepo, createCampaignRepo } from '@/data/firebase/advertising-repo';
import { signedInGuard } from '@/data/firebase/backend-error';
import { createGoalRepo } from '@/data/firebase/goal-repo';
import { commitOnLite } from '@/data/firebase/lite-batch-target';
import { createProfileRepo } from '@/data/firebase/profile-repo';
import { createShareRepo } from '@/data/firebase/share-repo';
import { describe, expect, it } from 'vitest';
import { PARTIAL_IMPORT } from '@/data/ports';
import { createGoal } from '@/domain/goal';
import { recordOf, type StoredSession } from '@/domain/goal-record';
import { identities, useRulesEnv, type Identity } from '../rules/rules-env';
import { describeAdvertisingContract } from './advertising.contract';
import type { ContractWorld, Repos, Who } from './contract-world';
import { describeGoalRepoContract } from './goals.contract';
import { describeProfileRepoContract } from './profiles.contract';
import { describeShareRepoContract } from './shares.contract';

const env = useRulesEnv();
const HOUR = 3_600_000;
const identityOf: Record<Exclude<Who, 'nobody'>, Identity> = {
  alice: 'user',
  bob: 'otherUser',
  admin: 'admin',
  carol: 'inactive',
};

function liteImportAs(who: Identity) {
  const lite = env.liteAs(who);
  return async () => (writes: Parameters<typeof commitOnLite>[0]) => commitOnLite(writes, lite);
}

function makeFirebaseWorld(): ContractWorld {
  const repos = new Map<Who, Repos>();
  return {
    as(who) {
      const known = repos.get(who);
      if (known) return known;
      const db = who === 'nobody' ? env.unauthenticated() : env.as(identityOf[who]);
      const requireSignedIn = signedInGuard(() => who !== 'nobody');
      const made: Repos = {
        // An import's batches through the lite client, as the app sends them.
        goals:
          who === 'nobody' ? createGoalRepo(db) : createGoalRepo(db, liteImportAs(identityOf[who])),
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

describe('Firebase goal repo: an import that is only partly saved', () => {
  it('says so (PARTIAL_IMPORT) when a later batch of sessions is refused after the goals were saved', async () => {
    const uid = identities.user.uid;
    await env.seedProfiles('user');
    const at = Date.parse('2024-03-15T09:00:00.000Z');
    const sessions: StoredSession[] = Array.from({ length: 600 }, (_, i) => ({
      id: `s${i}`,
      goalId: 'big',
      start: at + i * 2 * HOUR,
      // The last one ends before it starts: the rules refuse it, in the import's second batch.
      end: i === 599 ? at + i * 2 * HOUR - 1 : at + i * 2 * HOUR + HOUR,
      source: 'manual',
    }));
    const goal = { ...createGoal({ id: 'big', name: 'Big', now: new Date(at) }), sessions };
    const repo = createGoalRepo(env.as('user'));
    const error = await repo.importGoals(uid, [goal]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: PARTIAL_IMPORT });
    const saved = await repo.readServer(uid, [{ type: 'createGoal', goal: recordOf(goal) }]);
    expect(saved.records.has('big')).toBe(true);
    // Two batches of 500 checked writes: seconds on a quiet machine, far more on a busy one.
  }, 90_000);
});
