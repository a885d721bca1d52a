// Security rules for a person's own account: the profile's e-mail following a verified change of
// the sign-in address, and deleting one's own account (src/data/firebase/own-data-deletion.ts,
// run here exactly as the app runs it, on the lite client, as the person).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteOwnAccountData } from '../../src/data/firebase/own-data-deletion';
import { MAX_SESSIONS_PER_ACCOUNT } from '../../src/domain/plans';
import {
  activeGoal,
  commitAs,
  completedGoal,
  COUNTERS,
  GOALS,
  HOUR_MS,
  ops,
  seedGoals,
  seedSessions,
  seedTimer,
  session,
  SESSION_START,
  stored,
  storedSessionIds,
  TIMERS,
} from './goal-fixtures';
import { ADMIN_EMAIL, identities, profileFor, useRulesEnv, type Identity } from './rules-env';

const env = useRulesEnv();
const { user, otherUser, admin } = identities;
const NEW_EMAIL = 'alice.new@example.com';

/** The person `who` after their sign-in address changed to `email` (verified or not). */
function withEmail(who: Identity, email: string, verified = true): Firestore {
  const { uid } = identities[who];
  const context = env.testEnv.authenticatedContext(uid, { email, email_verified: verified });
  return context.firestore() as unknown as Firestore;
}

const profileOf = (db: Firestore, uid: string) => doc(db, 'users', uid);

describe("users: the profile's e-mail follows a verified change of address", () => {
  beforeEach(async () => {
    await env.seedProfiles('user', 'otherUser', 'admin', 'inactive');
  });

  it('allows the owner to set the e-mail their token carries, verified', async () => {
    const db = withEmail('user', NEW_EMAIL);
    await assertSucceeds(updateDoc(profileOf(db, user.uid), { email: NEW_EMAIL }));
    expect((await stored(env, `users/${user.uid}`))?.email).toBe(NEW_EMAIL);
  });

  it('allows the new e-mail together with the last login', async () => {
    const db = withEmail('user', NEW_EMAIL);
    const lastLoginAt = '2025-01-01T10:00:00.000Z';
    await assertSucceeds(updateDoc(profileOf(db, user.uid), { email: NEW_EMAIL, lastLoginAt }));
  });

  it('denies the change before the new address is verified', async () => {
    const db = withEmail('user', NEW_EMAIL, false);
    await assertFails(updateDoc(profileOf(db, user.uid), { email: NEW_EMAIL }));
  });

  it('denies an e-mail other than the one the token carries', async () => {
    const db = withEmail('user', NEW_EMAIL);
    await assertFails(updateDoc(profileOf(db, user.uid), { email: 'someone@example.com' }));
    await assertFails(updateDoc(profileOf(env.as('user'), user.uid), { email: NEW_EMAIL }));
  });

  it("denies taking the administrator's e-mail", async () => {
    const db = withEmail('user', ADMIN_EMAIL);
    await assertFails(updateDoc(profileOf(db, user.uid), { email: ADMIN_EMAIL }));
  });

  it("denies changing the administrator's e-mail", async () => {
    const db = withEmail('admin', 'admin.new@example.com');
    await assertFails(updateDoc(profileOf(db, admin.uid), { email: 'admin.new@example.com' }));
  });

  it("denies changing someone else's e-mail, and a deactivated person's own", async () => {
    const db = withEmail('user', NEW_EMAIL);
    await assertFails(updateDoc(profileOf(db, otherUser.uid), { email: NEW_EMAIL }));
    const inactive = withEmail('inactive', 'carol.new@example.com');
    await assertFails(
      updateDoc(profileOf(inactive, identities.inactive.uid), { email: 'carol.new@example.com' }),
    );
  });

  it('denies an unusable e-mail even when the token carries it', async () => {
    const spaced = 'alice new@example.com';
    await assertFails(updateDoc(profileOf(withEmail('user', spaced), user.uid), { email: spaced }));
  });
});

const SHARES = 'sharedGoals';
const INDEX = 'shareIndex';

/** A live share of `ownerId` (seeded past the rules) and the index entry for it. */
function share(id: string, ownerId: string) {
  const expiresAt = Timestamp.fromMillis(Date.now() + 3_600_000);
  const goals = { names: ['Piano'], notes: [''], figures: ['1;1.0;0;1'], recentDays: [''] };
  return {
    document: { id, goals, timestamp: Timestamp.now(), expiresAt, ownerId },
    entry: { id, expiresAt },
  };
}

/** Goals (one active, one completed), sessions, a timer and two share links of `who`. */
async function seedAccount(who: Identity, prefix: string) {
  const { uid } = identities[who];
  await seedGoals(env, uid, [activeGoal(`${prefix}-1`), completedGoal(`${prefix}-2`)], {
    active: 1,
    total: 2,
  });
  await seedSessions(env, uid, [
    session(`${prefix}-1`, `${prefix}-s1`),
    session(`${prefix}-2`, `${prefix}-s2`),
  ]);
  await seedTimer(env, uid, { goalId: `${prefix}-1`, startTime: SESSION_START, isRunning: false });
  const shares = [share(`${prefix}-share-1`, uid), share(`${prefix}-share-2`, uid)];
  await env.seed({
    ...Object.fromEntries(shares.map((s) => [`${SHARES}/${s.entry.id}`, s.document])),
    [`${INDEX}/${uid}`]: { shares: shares.map((s) => s.entry) },
  });
}

/** Every path of an account seeded by seedAccount(). */
const accountPaths = (uid: string, prefix: string) => [
  `${GOALS}/${prefix}-1`,
  `${GOALS}/${prefix}-2`,
  `${TIMERS}/${uid}`,
  `${COUNTERS}/${uid}`,
  `${SHARES}/${prefix}-share-1`,
  `${SHARES}/${prefix}-share-2`,
  `${INDEX}/${uid}`,
  `users/${uid}`,
];

describe('deleting one’s own account', () => {
  beforeEach(async () => {
    await env.seedProfiles('user', 'otherUser', 'admin', 'inactive');
    await seedAccount('user', 'a');
    await seedAccount('otherUser', 'b');
  });

  it('lets a person delete all of their own data, and nothing of anyone else', async () => {
    await assertSucceeds(deleteOwnAccountData(env.liteAs('user'), user.uid));
    expect(await storedSessionIds(env, user.uid)).toEqual([]);
    // The share index stays while a share it lists could live; the shares themselves are gone.
    // The timer stays with its count of sessions written.
    const kept = [`${INDEX}/${user.uid}`, `${TIMERS}/${user.uid}`];
    for (const path of accountPaths(user.uid, 'a').filter((p) => !kept.includes(p))) {
      expect(await stored(env, path), path).toBeUndefined();
    }
    for (const path of kept) expect(await stored(env, path), path).toBeDefined();
    // No tombstone: the address may sign up again.
    expect(await stored(env, `deletedUsers/${user.uid}`)).toBeUndefined();
    expect(await storedSessionIds(env, otherUser.uid)).toEqual(['b-s1', 'b-s2']);
    for (const path of accountPaths(otherUser.uid, 'b')) {
      expect(await stored(env, path), path).toBeDefined();
    }
  });

  it('deletes years of sessions a page at a time', async () => {
    const many = Array.from({ length: 450 }, (_, i) => {
      const start = SESSION_START - (i + 1) * 86_400_000;
      return session('a-1', `many-${i}`, { start, end: start + HOUR_MS });
    });
    await seedSessions(env, user.uid, many);
    await assertSucceeds(deleteOwnAccountData(env.liteAs('user'), user.uid));
    expect(await storedSessionIds(env, user.uid)).toEqual([]);
    expect(await stored(env, `users/${user.uid}`)).toBeUndefined();
  });

  it('lets a person without goals, counter, timer or shares delete their profile', async () => {
    const { uid } = identities.roleAdmin;
    await env.seed({ [`users/${uid}`]: profileFor('roleAdmin', { role: 'user' }) });
    await assertSucceeds(deleteOwnAccountData(env.liteAs('roleAdmin'), uid));
    expect(await stored(env, `users/${uid}`)).toBeUndefined();
  });

  it('denies the administrator deleting their own account', async () => {
    await assertFails(deleteOwnAccountData(env.liteAs('admin'), admin.uid));
    expect(await stored(env, `users/${admin.uid}`)).toBeDefined();
  });

  it('denies a deactivated person deleting their account data', async () => {
    await seedAccount('inactive', 'c');
    const { uid } = identities.inactive;
    await assertFails(deleteOwnAccountData(env.liteAs('inactive'), uid));
    expect(await stored(env, `users/${uid}`)).toBeDefined();
  });

  it('deletes the share index too once every share it lists has expired', async () => {
    const expired = Timestamp.fromMillis(Date.now() - 3_600_000);
    await env.seed({
      [`${INDEX}/${user.uid}`]: {
        shares: ['a-share-1', 'a-share-2'].map((id) => ({ id, expiresAt: expired })),
      },
    });
    await assertSucceeds(deleteOwnAccountData(env.liteAs('user'), user.uid));
    for (const path of accountPaths(user.uid, 'a').filter((p) => p !== `${TIMERS}/${user.uid}`)) {
      expect(await stored(env, path), path).toBeUndefined();
    }
  });

  it('denies dropping a share index that lists a live share, even with the profile', async () => {
    // The attack: drop the index and the profile, make a fresh profile, share 20 more times.
    const { uid } = identities.roleAdmin;
    const live = share(`${uid}-share-1`, uid);
    await env.seed({
      [`users/${uid}`]: profileFor('roleAdmin', { role: 'user' }),
      [`${SHARES}/${live.entry.id}`]: live.document,
      [`${INDEX}/${uid}`]: { shares: [live.entry] },
    });
    const db = env.as('roleAdmin');
    const batch = writeBatch(db);
    batch.delete(doc(db, `${INDEX}/${uid}`));
    batch.delete(doc(db, `users/${uid}`));
    await assertFails(batch.commit());
    await assertFails(deleteDoc(doc(db, `${INDEX}/${uid}`)));
    // The neighbour: the profile alone may go; the index stays for a fresh profile to meet.
    await assertSucceeds(deleteDoc(doc(db, `users/${uid}`)));
    expect(await stored(env, `${INDEX}/${uid}`)).toBeDefined();
  });

  it('denies deleting the profile while the counter stays; the timer is never the owner’s to delete', async () => {
    const db = env.as('user');
    // Goals gone first, as the app does, so the counter could go.
    await env.seed({ [`${COUNTERS}/${user.uid}`]: { active: 0, total: 0, lastGoalId: 'a-2' } });
    const closing = (...paths: string[]) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, `users/${user.uid}`));
      for (const path of paths) batch.delete(doc(db, path));
      return batch.commit();
    };
    await assertFails(closing());
    await assertFails(closing(`${TIMERS}/${user.uid}`));
    await assertFails(closing(`${COUNTERS}/${user.uid}`, `${TIMERS}/${user.uid}`));
    await assertSucceeds(closing(`${COUNTERS}/${user.uid}`));
    expect(await stored(env, `${TIMERS}/${user.uid}`)).toBeDefined();
  });

  it('keeps the count of sessions written across a profile deleted and made again', async () => {
    // The attack: at the bound, drop the timer with the profile and start again from 0.
    const db = env.as('user');
    await env.seed({ [`${TIMERS}/${user.uid}`]: { sessionCount: MAX_SESSIONS_PER_ACCOUNT } });
    await assertSucceeds(deleteOwnAccountData(env.liteAs('user'), user.uid));
    await assertSucceeds(setDoc(doc(db, 'users', user.uid), profileFor('user')));
    const dropBoth = writeBatch(db);
    dropBoth.delete(doc(db, `users/${user.uid}`));
    dropBoth.delete(doc(db, `${TIMERS}/${user.uid}`));
    await assertFails(dropBoth.commit());
    expect((await stored(env, `${TIMERS}/${user.uid}`))?.sessionCount).toBe(
      MAX_SESSIONS_PER_ACCOUNT,
    );
    // A fresh goal takes no session: the account is at its bound still.
    await assertSucceeds(commitAs(env, 'user', [ops.createGoal(activeGoal('again-1'))]));
    await expect(
      commitAs(env, 'user', [ops.putSession(session('again-1', 'one-more'))]),
    ).rejects.toThrow(/100,000 practice sessions/);
  });

  it('denies deleting the counter while it still counts goals', async () => {
    const db = env.as('user');
    const batch = writeBatch(db);
    for (const path of [`users/${user.uid}`, `${COUNTERS}/${user.uid}`, `${TIMERS}/${user.uid}`]) {
      batch.delete(doc(db, path));
    }
    batch.delete(doc(db, `${INDEX}/${user.uid}`));
    await assertFails(batch.commit());
  });

  it('denies deleting the timer, counter or share index without the profile', async () => {
    const db = env.as('user');
    await env.seed({ [`${COUNTERS}/${user.uid}`]: { active: 0, total: 0, lastGoalId: 'a-2' } });
    for (const path of [
      `${TIMERS}/${user.uid}`,
      `${COUNTERS}/${user.uid}`,
      `${INDEX}/${user.uid}`,
    ]) {
      const batch = writeBatch(db);
      batch.delete(doc(db, path));
      await assertFails(batch.commit());
    }
  });

  it("denies deleting anyone else's profile, counter, timer, share index or goals", async () => {
    const db = env.as('user');
    await env.seed({
      [`${COUNTERS}/${otherUser.uid}`]: { active: 0, total: 0, lastGoalId: 'b-2' },
    });
    const theirs = [
      `users/${otherUser.uid}`,
      `${COUNTERS}/${otherUser.uid}`,
      `${TIMERS}/${otherUser.uid}`,
      `${INDEX}/${otherUser.uid}`,
      `${SHARES}/b-share-1`,
      `${GOALS}/b-2`,
      `${GOALS}/b-2/sessions/b-s2`,
    ];
    for (const path of theirs) {
      const batch = writeBatch(db);
      batch.delete(doc(db, path));
      await assertFails(batch.commit());
    }
    await assertFails(deleteOwnAccountData(env.liteAs('user'), otherUser.uid));
    for (const path of accountPaths(otherUser.uid, 'b')) {
      expect(await stored(env, path), path).toBeDefined();
    }
  });
});
