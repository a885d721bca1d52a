// Security rules for the administrator (spec §4, §5 "Administrator protection", §6, §7):
// listing users, counting goals, plans and activation, deleting a user with their goals,
// and the campaigns / adWays collections. Documents mirror the app's adapters
// (src/data/firebase/campaign-repo.ts, ad-way-repo.ts, admin-repo.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { SAMPLE_AD_WAYS, SAMPLE_CAMPAIGNS } from '../../src/domain/advertising-samples';
import { COUNTERS, GOALS, activeGoal, completedGoal, seedGoals } from './goal-fixtures';
import { identities, useRulesEnv, type Identity } from './rules-env';

const env = useRulesEnv();
const { user, otherUser, admin } = identities;
const STAMP = '2025-05-01T10:00:00.000Z';
const LATER = '2025-05-02T11:30:00.000Z';

const campaignData = (overrides: DocumentData = {}): DocumentData => ({
  ...SAMPLE_CAMPAIGNS[0],
  createdAt: STAMP,
  updatedAt: STAMP,
  ...overrides,
});
const adWayData = (overrides: DocumentData = {}): DocumentData => ({
  ...SAMPLE_AD_WAYS[0],
  createdAt: STAMP,
  updatedAt: STAMP,
  ...overrides,
});

const CAMPAIGN_ID = 'campaign_1746093600000_abc123def';
const WAY_ID = 'adway_1746093600000_abc123def';

beforeEach(async () => {
  await env.seedProfiles();
});

describe('admin: users', () => {
  const allUsers = (db: Firestore) => query(collection(db, 'users'), orderBy('createdAt', 'desc'));

  it('lets the administrator list every profile', async () => {
    await assertSucceeds(getDocs(allUsers(env.as('admin'))));
  });

  it('denies a normal user listing profiles', async () => {
    await assertFails(getDocs(allUsers(env.as('user'))));
  });

  it("lets the administrator change another user's plan", async () => {
    const ref = doc(env.as('admin'), 'users', user.uid);
    await assertSucceeds(updateDoc(ref, { subscriptionPlan: 'pro' }));
  });

  it('denies the administrator changing its own plan', async () => {
    const ref = doc(env.as('admin'), 'users', admin.uid);
    await assertFails(updateDoc(ref, { subscriptionPlan: 'enterprise' }));
  });

  it('lets the administrator deactivate another user, refreshing lastLoginAt', async () => {
    const ref = doc(env.as('admin'), 'users', user.uid);
    await assertSucceeds(updateDoc(ref, { isActive: false, lastLoginAt: LATER }));
  });

  it('denies the administrator deactivating itself', async () => {
    const ref = doc(env.as('admin'), 'users', admin.uid);
    await assertFails(updateDoc(ref, { isActive: false, lastLoginAt: LATER }));
  });

  it('denies the administrator deleting its own profile', async () => {
    await assertFails(deleteDoc(doc(env.as('admin'), 'users', admin.uid)));
  });

  it('denies a user changing their own plan', async () => {
    const ref = doc(env.as('user'), 'users', user.uid);
    await assertFails(updateDoc(ref, { subscriptionPlan: 'pro' }));
  });
});

describe('admin: goal counts', () => {
  beforeEach(async () => {
    await seedGoals(env, user.uid, [activeGoal('a-1'), completedGoal('a-2')], { active: 1 });
    await seedGoals(env, otherUser.uid, [activeGoal('b-1')], { active: 1 });
  });

  it('lets the administrator read all goals to count them per user', async () => {
    await assertSucceeds(getDocs(collection(env.as('admin'), GOALS)));
  });

  it('denies a normal user reading all goals', async () => {
    await assertFails(getDocs(collection(env.as('user'), GOALS)));
  });

  it("denies a normal user reading another user's goal", async () => {
    await assertFails(getDoc(doc(env.as('user'), GOALS, 'b-1')));
  });
});

describe('admin: deleting a user', () => {
  beforeEach(async () => {
    await seedGoals(env, user.uid, [activeGoal('a-1'), completedGoal('a-2')], { active: 1 });
    await seedGoals(env, otherUser.uid, [activeGoal('b-1')], { active: 1 });
  });

  /** AdminRepo.deleteUser: the goals in a batch, then the counter and the profile. */
  async function deleteUser(who: Identity, uid: string) {
    const db = env.as(who);
    const goals = await getDocs(query(collection(db, GOALS), where('userId', '==', uid)));
    const batch = writeBatch(db);
    goals.docs.forEach((d) => batch.delete(d.ref));
    await batch.commit();
    const last = writeBatch(db);
    last.delete(doc(db, COUNTERS, uid));
    last.delete(doc(db, 'users', uid));
    await last.commit();
  }

  it("lets the administrator delete another user's goals, counter and profile", async () => {
    await assertSucceeds(deleteUser('admin', user.uid));
  });

  it("denies a user deleting another user's goals", async () => {
    await assertFails(deleteDoc(doc(env.as('user'), GOALS, 'b-1')));
  });

  it("denies a user deleting another user's counter or profile", async () => {
    await assertFails(deleteDoc(doc(env.as('user'), COUNTERS, otherUser.uid)));
    await assertFails(deleteDoc(doc(env.as('user'), 'users', otherUser.uid)));
  });

  it('denies a user deleting their own counter', async () => {
    await assertFails(deleteDoc(doc(env.as('user'), COUNTERS, user.uid)));
  });

  it('denies an unverified administrator e-mail deleting goals', async () => {
    await assertFails(deleteDoc(doc(env.as('fakeAdmin'), GOALS, 'a-1')));
  });
});

describe.each([
  { name: 'campaigns', id: CAMPAIGN_ID, data: campaignData },
  { name: 'adWays', id: WAY_ID, data: adWayData },
])('$name', ({ name, id, data }) => {
  const ref = (who: Identity) => doc(env.as(who), name, id);
  const seeded = () => env.seed({ [`${name}/${id}`]: data() });

  it('lets the administrator create, update and delete', async () => {
    await assertSucceeds(setDoc(ref('admin'), data()));
    await assertSucceeds(updateDoc(ref('admin'), { name: 'Renamed', updatedAt: LATER }));
    await assertSucceeds(deleteDoc(ref('admin')));
  });

  it('denies a free user creating, updating or deleting', async () => {
    await assertFails(setDoc(ref('user'), data()));
    await seeded();
    await assertFails(updateDoc(ref('user'), { name: 'Mine', updatedAt: LATER }));
    await assertFails(deleteDoc(ref('user')));
  });

  it('denies a stored role admin without the administrator e-mail writing', async () => {
    await assertFails(setDoc(ref('roleAdmin'), data()));
  });

  it('lets a signed-in active user list and read them', async () => {
    await seeded();
    await assertSucceeds(getDocs(collection(env.as('user'), name)));
    await assertSucceeds(getDoc(ref('user')));
  });

  it('denies an inactive user reading them', async () => {
    await seeded();
    await assertFails(getDocs(collection(env.as('inactive'), name)));
    await assertFails(getDoc(ref('inactive')));
  });

  it('denies unauthenticated reads and writes', async () => {
    await seeded();
    const db = env.unauthenticated();
    await assertFails(getDocs(collection(db, name)));
    await assertFails(setDoc(doc(db, name, `${id}x`), data()));
  });

  it('denies an extra field, a missing field and an oversized name', async () => {
    await assertFails(setDoc(ref('admin'), data({ extra: true })));
    const { name: _omitted, ...missing } = data();
    await assertFails(setDoc(ref('admin'), missing));
    await assertFails(setDoc(ref('admin'), data({ name: 'x'.repeat(201) })));
  });

  it('denies changing createdAt on update', async () => {
    await seeded();
    await assertFails(updateDoc(ref('admin'), { createdAt: LATER }));
  });
});

describe('campaigns: field validation', () => {
  const ref = () => doc(env.as('admin'), 'campaigns', CAMPAIGN_ID);

  it('denies an unknown type or status', async () => {
    await assertFails(setDoc(ref(), campaignData({ type: 'partner' })));
    await assertFails(setDoc(ref(), campaignData({ status: 'archived' })));
  });

  it('denies negative or fractional clicks and negative or textual revenue', async () => {
    await assertFails(setDoc(ref(), campaignData({ clicks: -1 })));
    await assertFails(setDoc(ref(), campaignData({ clicks: 1.5 })));
    await assertFails(setDoc(ref(), campaignData({ revenue: -0.01 })));
    await assertFails(setDoc(ref(), campaignData({ revenue: '10' })));
  });

  it('accepts zero clicks and a 2-decimal revenue', async () => {
    await assertSucceeds(setDoc(ref(), campaignData({ clicks: 0, revenue: 12.34 })));
  });

  it("denies an id without the 'campaign_' prefix", async () => {
    const db = env.as('admin');
    await assertFails(setDoc(doc(db, 'campaigns', 'promo-1'), campaignData()));
  });
});

describe('adWays: field validation', () => {
  const ref = () => doc(env.as('admin'), 'adWays', WAY_ID);

  it('denies an unknown display method or frequency, or a non-boolean isActive', async () => {
    await assertFails(setDoc(ref(), adWayData({ displayMethod: 'popup' })));
    await assertFails(setDoc(ref(), adWayData({ frequency: 'hourly' })));
    await assertFails(setDoc(ref(), adWayData({ isActive: 'yes' })));
  });

  it('accepts every sample way and a status toggle', async () => {
    const db = env.as('admin');
    for (const [i, way] of SAMPLE_AD_WAYS.entries()) {
      const data = { ...way, createdAt: STAMP, updatedAt: STAMP };
      await assertSucceeds(setDoc(doc(db, 'adWays', `adway_${i}`), data));
    }
    await assertSucceeds(
      updateDoc(doc(db, 'adWays', 'adway_0'), { isActive: false, updatedAt: LATER }),
    );
  });

  it("denies an id without the 'adway_' prefix", async () => {
    await assertFails(setDoc(doc(env.as('admin'), 'adWays', 'way-1'), adWayData()));
  });
});
