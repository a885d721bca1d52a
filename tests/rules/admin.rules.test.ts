/// <reference types="vite/client" />
// Security rules for the administrator (spec §4, §5 "Administrator protection", §6, §7):
// pages of users, the tiles' count aggregations, goal counts from the counters, plans and
// activation, deleting a user with their sessions, goals, timer and counter (and the
// tombstone), and the campaigns / adWays collections. Pages, counts and deleting a user go
// through the app's own AdminRepo (src/data/firebase/admin-repo.ts); other documents
// mirror the app's adapters (advertising-repo.ts). The reference above types the
// app modules that read import.meta.env (admin-repo imports the app's Firestore set-up).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdminOps } from '../../src/data/firebase/admin-ops';
import { SAMPLE_AD_WAYS, SAMPLE_CAMPAIGNS } from '../../src/domain/advertising-samples';
import {
  COUNTERS,
  GOALS,
  SESSION_START,
  SESSIONS,
  TIMERS,
  activeGoal,
  completedGoal,
  seedGoals,
  seedSessions,
  seedTimer,
  session,
  stored,
  storedSessionIds,
} from './goal-fixtures';
import { identities, profileFor, useRulesEnv, type Identity } from './rules-env';

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

/** The app's AdminRepo acting as `who`. */
const adminRepo = (who: Identity) => createAdminOps(() => {}, env.liteAs(who));

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

describe('admin: pages of users', () => {
  /** 30 more profiles, two of them created at the same moment (ties go by id). */
  async function seedMany() {
    const docs: Record<string, DocumentData> = {};
    for (let i = 0; i < 30; i += 1) {
      const uid = `u${String(i).padStart(2, '0')}`;
      const createdAt = new Date(Date.UTC(2025, 0, 1, 0, Math.min(i, 28))).toISOString();
      docs[`users/${uid}`] = profileFor('user', { uid, email: `${uid}@example.com`, createdAt });
    }
    await env.seed(docs);
  }

  it('lets the administrator page through profiles, newest first, ties by id', async () => {
    await seedMany();
    const repo = adminRepo('admin');
    const first = await assertSucceeds(
      repo.listUsers({ after: null, emailPrefix: '', pageSize: 25 }),
    );
    expect(first.rows.slice(0, 3).map((u) => u.uid)).toEqual(['u29', 'u28', 'u27']);
    expect(first.rows).toHaveLength(25);
    const second = await repo.listUsers({ after: first.next, emailPrefix: '', pageSize: 25 });
    expect(second.next).toBeNull();
    const all = [...first.rows, ...second.rows];
    expect(all).toHaveLength(36);
    expect(new Set(all.map((u) => u.uid)).size).toBe(36);
  });

  it('lets the administrator find profiles by an e-mail prefix', async () => {
    await seedMany();
    const page = await assertSucceeds(
      adminRepo('admin').listUsers({ after: null, emailPrefix: 'u1', pageSize: 25 }),
    );
    expect(page.rows.map((u) => u.uid)).toEqual(Array.from({ length: 10 }, (_, i) => `u1${i}`));
  });

  it('denies a normal user or a stored role admin a page of users', async () => {
    for (const who of ['user', 'roleAdmin', 'fakeAdmin'] as const) {
      await assertFails(adminRepo(who).listUsers({ after: null, emailPrefix: '', pageSize: 25 }));
    }
  });

  it('lets the administrator count the four tiles on the server', async () => {
    await env.seed({ [`users/${user.uid}`]: profileFor('user', { subscriptionPlan: 'pro' }) });
    const totals = await assertSucceeds(adminRepo('admin').userTotals());
    // Seeded identities: user (pro), otherUser, admin, fakeAdmin, roleAdmin, inactive.
    expect(totals).toEqual({ total: 6, active: 5, admins: 2, premium: 1 });
  });

  it('denies a normal user the count aggregations', async () => {
    await assertFails(adminRepo('user').userTotals());
    const users = collection(env.as('user'), 'users');
    await assertFails(getCountFromServer(users));
    await assertFails(getCountFromServer(query(users, where('isActive', '==', true))));
  });
});

describe('admin: goal counts', () => {
  beforeEach(async () => {
    await seedGoals(env, user.uid, [activeGoal('a-1'), completedGoal('a-2')], { active: 1 });
    await seedGoals(env, otherUser.uid, [activeGoal('b-1'), activeGoal('b-2')], { active: 2 });
  });

  it("lets the administrator read the page's counters, a missing one counting 0", async () => {
    const counts = await assertSucceeds(
      adminRepo('admin').activeGoalCounts([user.uid, otherUser.uid, 'nobody']),
    );
    expect(counts).toEqual({ [user.uid]: 1, [otherUser.uid]: 2, nobody: 0 });
  });

  it("denies a normal user reading another user's counter", async () => {
    await assertFails(adminRepo('user').activeGoalCounts([otherUser.uid]));
  });

  it("denies a normal user reading another user's goal", async () => {
    await assertFails(getDoc(doc(env.as('user'), GOALS, 'b-1')));
  });
});

describe('admin: deleting a user', () => {
  beforeEach(async () => {
    await seedGoals(env, user.uid, [activeGoal('a-1'), completedGoal('a-2')], { active: 1 });
    await seedGoals(env, otherUser.uid, [activeGoal('b-1')], { active: 1 });
    await seedSessions(env, user.uid, [session('a-1', 's1'), session('a-2', 's2')]);
    await seedSessions(env, otherUser.uid, [session('b-1', 's3')]);
    await seedTimer(env, user.uid, { goalId: 'a-1', startTime: SESSION_START, isRunning: true });
    await seedTimer(env, otherUser.uid, {
      goalId: 'b-1',
      startTime: SESSION_START,
      isRunning: false,
    });
  });

  const STAMP_DELETED = '2025-06-01T12:00:00.000Z';
  const deleteAs = (who: Identity, uid: string, email = `${uid}@example.com`) =>
    adminRepo(who).deleteUser({ uid, email }, STAMP_DELETED);

  it("lets the administrator delete another user's sessions, goals, timer, counter and profile", async () => {
    await assertSucceeds(deleteAs('admin', user.uid, user.email));
    expect(await stored(env, `deletedUsers/${user.uid}`)).toEqual({
      uid: user.uid,
      email: user.email,
      deletedAt: STAMP_DELETED,
    });
    expect(await storedSessionIds(env, user.uid)).toEqual([]);
    for (const path of [
      `${GOALS}/a-1`,
      `${GOALS}/a-2`,
      `${TIMERS}/${user.uid}`,
      `${COUNTERS}/${user.uid}`,
      `users/${user.uid}`,
    ]) {
      expect(await stored(env, path)).toBeUndefined();
    }
    // Nobody else's data is touched.
    expect(await storedSessionIds(env, otherUser.uid)).toEqual(['s3']);
    expect(await stored(env, `${GOALS}/b-1`)).toBeDefined();
    expect(await stored(env, `${TIMERS}/${otherUser.uid}`)).toBeDefined();
  });

  it("deletes the user's share links and their index with the account", async () => {
    const expiresAt = Timestamp.fromMillis(Date.now() + 3_600_000);
    const share = (id: string, ownerId: string) => ({ id, ownerId, expiresAt, goals: {} });
    await env.seed({
      'sharedGoals/sh1': share('sh1', user.uid),
      'sharedGoals/sh2': share('sh2', otherUser.uid),
      [`shareIndex/${user.uid}`]: {
        shares: [
          { id: 'gone', expiresAt: 0 },
          { id: 'sh1', expiresAt: expiresAt.toMillis() },
        ],
      },
    });
    await assertSucceeds(deleteAs('admin', user.uid, user.email));
    expect(await stored(env, 'sharedGoals/sh1')).toBeUndefined();
    expect(await stored(env, `shareIndex/${user.uid}`)).toBeUndefined();
    expect(await stored(env, 'sharedGoals/sh2')).toBeDefined();
  });

  it('lets the administrator delete a user who never started a timer or logged a session', async () => {
    await assertSucceeds(deleteAs('admin', 'nobody'));
  });

  it("denies a user deleting another user's data through the administrator's operation", async () => {
    await assertFails(deleteAs('user', otherUser.uid, otherUser.email));
    expect(await stored(env, `users/${otherUser.uid}`)).toBeDefined();
  });

  it("denies a user deleting another user's goals", async () => {
    await assertFails(deleteDoc(doc(env.as('user'), GOALS, 'b-1')));
  });

  it("denies a user deleting another user's sessions or timer", async () => {
    await assertFails(deleteDoc(doc(env.as('user'), GOALS, 'b-1', SESSIONS, 's3')));
    await assertFails(deleteDoc(doc(env.as('user'), TIMERS, otherUser.uid)));
  });

  it("denies a user deleting another user's counter or profile", async () => {
    await assertFails(deleteDoc(doc(env.as('user'), COUNTERS, otherUser.uid)));
    await assertFails(deleteDoc(doc(env.as('user'), 'users', otherUser.uid)));
  });

  it('denies a user deleting their own counter or timer', async () => {
    await assertFails(deleteDoc(doc(env.as('user'), COUNTERS, user.uid)));
    await assertFails(deleteDoc(doc(env.as('user'), TIMERS, user.uid)));
  });

  it('denies an unverified administrator e-mail deleting a user', async () => {
    await assertFails(deleteAs('fakeAdmin', user.uid, user.email));
    await assertFails(deleteDoc(doc(env.as('fakeAdmin'), GOALS, 'a-1')));
    expect(await storedSessionIds(env, user.uid)).toEqual(['s1', 's2']);
  });

  it('denies the administrator deleting its own account this way', async () => {
    await assertFails(deleteAs('admin', admin.uid, admin.email));
    expect(await stored(env, `users/${admin.uid}`)).toBeDefined();
  });
});

describe('admin: deleting a user with many goals', () => {
  it('deletes goals and sessions in pages of 400 until none is left', async () => {
    const goals = Array.from({ length: 450 }, (_, i) => completedGoal(`many-${i}`));
    await seedGoals(env, user.uid, goals);
    await seedSessions(
      env,
      user.uid,
      goals.slice(0, 420).map((goal) => session(goal.id, 's')),
    );
    await assertSucceeds(
      adminRepo('admin').deleteUser({ uid: user.uid, email: user.email }, STAMP),
    );
    expect(await storedSessionIds(env, user.uid)).toEqual([]);
    expect(await stored(env, `${GOALS}/many-449`)).toBeUndefined();
    expect(await stored(env, `users/${user.uid}`)).toBeUndefined();
  }, 60_000);
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
