/// <reference types="vite/client" />
// The contract suites against the fake backend (src/testing/fake-*.ts); the same suites run
// against the Firebase adapter on the emulator in adapters.firebase.test.ts.
import type { AuthAccount } from '@/data/ports';
import { createFakeBackend } from '@/testing/fake-backend';
import { describeAdvertisingContract } from './advertising.contract';
import { people, type ContractWorld, type Repos, type Who } from './contract-world';
import { describeGoalRepoContract } from './goals.contract';
import { describeProfileRepoContract } from './profiles.contract';
import { describeShareRepoContract } from './shares.contract';

function makeFakeWorld(): ContractWorld {
  const fake = createFakeBackend();
  const accountOf = (who: Who): AuthAccount | null =>
    who === 'nobody' ? null : { ...people[who], displayName: null, emailVerified: true };
  /** The repository with `who` signed in on the fake whenever one of its operations starts. */
  const actingAs = <T extends object>(repo: T, who: Who): T =>
    new Proxy(repo, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]): unknown => {
          fake.signInAs(accountOf(who));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return {
    as(who): Repos {
      const { goals, profiles, campaigns, adWays, shares } = fake.backend;
      return {
        goals: actingAs(goals, who),
        profiles: actingAs(profiles, who),
        campaigns: actingAs(campaigns, who),
        adWays: actingAs(adWays, who),
        shares: actingAs(shares, who),
      };
    },
    async seedProfiles(profiles) {
      profiles.forEach((profile) => fake.profiles.set(profile.uid, profile));
    },
  };
}

describeGoalRepoContract(makeFakeWorld);
describeProfileRepoContract(makeFakeWorld);
describeAdvertisingContract(makeFakeWorld);
describeShareRepoContract(makeFakeWorld);
