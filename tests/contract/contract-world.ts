// The contract suites run the same inputs against two adapters: the fake backend
// (src/testing/fake-*.ts, in the unit run) and the Firebase adapter (src/data/firebase/*, on the
// Firestore emulator with firestore.rules, in the rules run). Each suite gets a fresh world per
// test and acts as one of the people below.
import type { AdWayRepo, CampaignRepo, GoalRepo, ProfileRepo, ShareRepo } from '@/data/ports';
import type { UserProfile } from '@/domain/user';

/** The people of the contract, the same uids and e-mails as tests/rules/rules-env.ts. */
export const people = {
  alice: { uid: 'alice', email: 'alice@example.com' },
  bob: { uid: 'bob', email: 'bob@example.com' },
  admin: { uid: 'admin-uid', email: 'admin@masterly.app' },
  /** Deactivated by the administrator (isActive false in the profile). */
  carol: { uid: 'carol', email: 'carol@example.com' },
} as const;

/** One of the people, signed in with a verified e-mail, or nobody signed in. */
export type Who = keyof typeof people | 'nobody';

export interface Repos {
  goals: GoalRepo;
  profiles: ProfileRepo;
  campaigns: CampaignRepo;
  adWays: AdWayRepo;
  shares: ShareRepo;
}

export interface ContractWorld {
  /** The adapter's repositories as `who` uses them. */
  as(who: Who): Repos;
  /** Stores profiles as an earlier sign-up (or the administrator) left them, past the rules. */
  seedProfiles(profiles: UserProfile[]): Promise<void>;
}

export type MakeWorld = () => ContractWorld;

/** The stored profile of one of the people (active and free unless told otherwise). */
export function profileOf(
  who: keyof typeof people,
  overrides: Partial<UserProfile> = {},
): UserProfile {
  const { uid, email } = people[who];
  return {
    uid,
    email,
    displayName: `${uid} name`,
    role: who === 'admin' ? 'admin' : 'user',
    subscriptionPlan: 'free',
    createdAt: '2024-01-01T08:00:00.000Z',
    lastLoginAt: '2024-02-01T09:30:00.000Z',
    isActive: who !== 'carol',
    ...overrides,
  };
}

/** Every person's profile: alice, bob and the administrator active, carol deactivated. */
export const everyone = (): UserProfile[] =>
  (Object.keys(people) as (keyof typeof people)[]).map((who) => profileOf(who));

/** The code a rejected promise carries (BackendError or the SDK's FirestoreError). */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  return 'resolved';
}
