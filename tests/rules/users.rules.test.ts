// Security rules for users/{uid} (spec §3 "User profile", §4, §6, §7 "users collection").
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
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_EMAIL, identities, profileFor, useRulesEnv, type Identity } from './rules-env';

const env = useRulesEnv();

const NOW = '2024-03-15T10:00:00.000Z';
const { user, otherUser, admin, fakeAdmin, inactive } = identities;

function profileRef(db: Firestore, uid: string) {
  return doc(db, 'users', uid);
}

/** The profile the app writes on first sign-in: role 'user', plan 'free', active. */
function newProfile(who: Identity, overrides: DocumentData = {}): DocumentData {
  return profileFor(who, { role: 'user', createdAt: NOW, lastLoginAt: NOW, ...overrides });
}

function allProfilesNewestFirst(db: Firestore) {
  return query(collection(db, 'users'), orderBy('createdAt', 'desc'));
}

/** A verified account whose e-mail claim is exactly `email`, as the Auth service keeps it. */
function signedInWith(uid: string, email: string): Firestore {
  const context = env.testEnv.authenticatedContext(uid, { email, email_verified: true });
  return context.firestore() as unknown as Firestore;
}

function tombstone(who: Identity, overrides: DocumentData = {}): DocumentData {
  const { uid, email } = identities[who];
  return { uid, email, deletedAt: NOW, ...overrides };
}

describe('users: creating a profile', () => {
  it("allows a user to create their own profile as role 'user', plan 'free', active", async () => {
    await assertSucceeds(setDoc(profileRef(env.as('user'), user.uid), newProfile('user')));
  });

  it('allows a user to create their own profile with a null displayName', async () => {
    const profile = newProfile('user', { displayName: null });
    await assertSucceeds(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it('allows a displayName of exactly 100 characters', async () => {
    const profile = newProfile('user', { displayName: 'x'.repeat(100) });
    await assertSucceeds(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it("denies a non-administrator creating their profile with role 'admin'", async () => {
    const profile = newProfile('user', { role: 'admin' });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it("denies creating a profile with plan 'pro'", async () => {
    const profile = newProfile('user', { subscriptionPlan: 'pro' });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it('denies creating a profile with isActive false', async () => {
    const profile = newProfile('user', { isActive: false });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it('denies creating a profile with an extra field', async () => {
    const profile = newProfile('user', { isPremium: true });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it('denies creating a profile with a missing field', async () => {
    const { lastLoginAt: _omitted, ...profile } = newProfile('user');
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it('denies creating a profile whose uid field differs from the document id', async () => {
    const profile = newProfile('user', { uid: otherUser.uid });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it("denies creating a profile whose email differs from the sign-in token's", async () => {
    const profile = newProfile('user', { email: 'someone-else@example.com' });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it("denies a user creating someone else's profile", async () => {
    // Signed in as the user and carrying the user's own e-mail: only the document id differs.
    const profile = newProfile('otherUser', { email: user.email });
    await assertFails(setDoc(profileRef(env.as('user'), otherUser.uid), profile));
  });

  it('denies an unauthenticated client creating a profile', async () => {
    await assertFails(setDoc(profileRef(env.unauthenticated(), user.uid), newProfile('user')));
  });

  it("allows the verified administrator to create their own profile with role 'admin'", async () => {
    const profile = newProfile('admin', { role: 'admin' });
    await assertSucceeds(setDoc(profileRef(env.as('admin'), admin.uid), profile));
  });

  it("denies the verified administrator creating their own profile with role 'user'", async () => {
    await assertFails(setDoc(profileRef(env.as('admin'), admin.uid), newProfile('admin')));
  });

  it("denies the unverified fake administrator creating a profile with role 'admin'", async () => {
    const profile = newProfile('fakeAdmin', { role: 'admin' });
    await assertFails(setDoc(profileRef(env.as('fakeAdmin'), fakeAdmin.uid), profile));
  });

  it("allows the unverified fake administrator to create an ordinary 'user' profile", async () => {
    const profile = newProfile('fakeAdmin');
    await assertSucceeds(setDoc(profileRef(env.as('fakeAdmin'), fakeAdmin.uid), profile));
  });

  it('denies a displayName longer than 100 characters', async () => {
    const profile = newProfile('user', { displayName: 'x'.repeat(101) });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it('denies isActive given as a string', async () => {
    const profile = newProfile('user', { isActive: 'true' });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });

  it('denies createdAt given as a number', async () => {
    const profile = newProfile('user', { createdAt: Date.parse(NOW) });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), profile));
  });
});

describe('users: e-mails with white space or invisible characters', () => {
  const odd = [
    ['a leading space', ' ada@example.com'],
    ['a trailing space', 'ada@example.com '],
    ['a space inside', 'ada @example.com'],
    ['a no-break space (U+00A0)', 'ada@example.com\u00A0'],
    ['a byte order mark (U+FEFF)', '\uFEFFada@example.com'],
    ['an ideographic space (U+3000)', 'ada@example.com\u3000'],
    ['a zero-width space (U+200B)', 'ada\u200B@example.com'],
    ['a tab', 'ada@example.com\t'],
    ['a line break before another', 'ada\n@ex\nample.com'],
  ] as const;

  it.each(odd)('denies creating a profile whose e-mail holds %s', async (_what, email) => {
    const db = signedInWith('ada', email);
    const profile = newProfile('user', { uid: 'ada', email });
    await assertFails(setDoc(profileRef(db, 'ada'), profile));
  });

  it('allows an e-mail with plus, dots and letters beyond ASCII', async () => {
    const email = 'ada.lovelace+maths@exämple.com';
    const profile = newProfile('user', { uid: 'ada', email });
    await assertSucceeds(setDoc(profileRef(signedInWith('ada', email), 'ada'), profile));
  });

  it.each([` ${ADMIN_EMAIL}`, `${ADMIN_EMAIL} `, `${ADMIN_EMAIL}\u00A0`, `\uFEFF${ADMIN_EMAIL}`])(
    "denies %j, the administrator's e-mail after trimming, as admin and as user",
    async (email) => {
      const db = signedInWith('lookalike', email);
      for (const role of ['admin', 'user']) {
        const profile = newProfile('user', { uid: 'lookalike', email, role });
        await assertFails(setDoc(profileRef(db, 'lookalike'), profile));
      }
    },
  );
});

describe('users: a deleted account (tombstone)', () => {
  it('denies a tombstoned user creating their profile again', async () => {
    await env.seed({ [`deletedUsers/${user.uid}`]: tombstone('user') });
    await assertFails(setDoc(profileRef(env.as('user'), user.uid), newProfile('user')));
  });

  it('allows the profile again once the tombstone is gone (restored)', async () => {
    await env.seed({ [`deletedUsers/${otherUser.uid}`]: tombstone('otherUser') });
    await assertSucceeds(setDoc(profileRef(env.as('user'), user.uid), newProfile('user')));
  });
});

describe('users: reading profiles', () => {
  it('allows a user to read their own profile', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(getDoc(profileRef(env.as('user'), user.uid)));
  });

  it("denies a user reading another user's profile", async () => {
    await env.seedProfiles('otherUser');
    await assertFails(getDoc(profileRef(env.as('user'), otherUser.uid)));
  });

  it("allows the administrator to read anyone's profile", async () => {
    await env.seedProfiles('user');
    await assertSucceeds(getDoc(profileRef(env.as('admin'), user.uid)));
  });

  it("denies the unverified fake administrator reading another user's profile", async () => {
    await env.seedProfiles('user');
    await assertFails(getDoc(profileRef(env.as('fakeAdmin'), user.uid)));
  });

  it('denies an unauthenticated client reading a profile', async () => {
    await env.seedProfiles('user');
    await assertFails(getDoc(profileRef(env.unauthenticated(), user.uid)));
  });

  it('allows an inactive user to read their own profile (to learn of the deactivation)', async () => {
    await env.seedProfiles('inactive');
    await assertSucceeds(getDoc(profileRef(env.as('inactive'), inactive.uid)));
  });

  it('allows the administrator to list all profiles ordered by createdAt descending', async () => {
    await env.seedProfiles();
    await assertSucceeds(getDocs(allProfilesNewestFirst(env.as('admin'))));
  });

  it('denies a user listing all profiles', async () => {
    await env.seedProfiles();
    await assertFails(getDocs(allProfilesNewestFirst(env.as('user'))));
  });

  it('denies the unverified fake administrator listing all profiles', async () => {
    await env.seedProfiles();
    await assertFails(getDocs(allProfilesNewestFirst(env.as('fakeAdmin'))));
  });

  it("denies a user with role 'admin' stored but another e-mail listing all profiles", async () => {
    await env.seedProfiles();
    await assertFails(getDocs(allProfilesNewestFirst(env.as('roleAdmin'))));
  });
});

describe('users: an owner updating their profile', () => {
  it('allows a user to update their own displayName and lastLoginAt', async () => {
    await env.seedProfiles('user');
    const update = { displayName: 'Alice Liddell', lastLoginAt: NOW };
    await assertSucceeds(updateDoc(profileRef(env.as('user'), user.uid), update));
  });

  it('denies a user changing their own role', async () => {
    await env.seedProfiles('user');
    await assertFails(updateDoc(profileRef(env.as('user'), user.uid), { role: 'admin' }));
  });

  it('denies a user changing their own subscriptionPlan', async () => {
    await env.seedProfiles('user');
    const update = { subscriptionPlan: 'enterprise' };
    await assertFails(updateDoc(profileRef(env.as('user'), user.uid), update));
  });

  it('denies an inactive user reactivating themselves', async () => {
    await env.seedProfiles('inactive');
    await assertFails(updateDoc(profileRef(env.as('inactive'), inactive.uid), { isActive: true }));
  });

  it('denies a user deactivating themselves', async () => {
    await env.seedProfiles('user');
    await assertFails(updateDoc(profileRef(env.as('user'), user.uid), { isActive: false }));
  });

  it('denies a user reactivating another user', async () => {
    await env.seedProfiles('user', 'inactive');
    await assertFails(updateDoc(profileRef(env.as('user'), inactive.uid), { isActive: true }));
  });

  it('denies a user changing their own email', async () => {
    await env.seedProfiles('user');
    const update = { email: 'alice@elsewhere.example' };
    await assertFails(updateDoc(profileRef(env.as('user'), user.uid), update));
  });

  it('denies a user changing their own createdAt', async () => {
    await env.seedProfiles('user');
    await assertFails(updateDoc(profileRef(env.as('user'), user.uid), { createdAt: NOW }));
  });

  it('denies a user adding a field to their own profile', async () => {
    await env.seedProfiles('user');
    await assertFails(updateDoc(profileRef(env.as('user'), user.uid), { isPremium: true }));
  });

  it('denies a user setting their own displayName longer than 100 characters', async () => {
    await env.seedProfiles('user');
    const update = { displayName: 'x'.repeat(101) };
    await assertFails(updateDoc(profileRef(env.as('user'), user.uid), update));
  });

  it('denies an inactive user updating their own lastLoginAt', async () => {
    await env.seedProfiles('inactive');
    const update = { lastLoginAt: NOW };
    await assertFails(updateDoc(profileRef(env.as('inactive'), inactive.uid), update));
  });

  it("denies a user updating another user's profile", async () => {
    await env.seedProfiles('user', 'otherUser');
    const update = { displayName: 'Hijacked', lastLoginAt: NOW };
    await assertFails(updateDoc(profileRef(env.as('user'), otherUser.uid), update));
  });
});

describe('users: the administrator managing accounts', () => {
  it("allows the administrator to change a user's subscriptionPlan", async () => {
    await env.seedProfiles('admin', 'user');
    const update = { subscriptionPlan: 'platinum' };
    await assertSucceeds(updateDoc(profileRef(env.as('admin'), user.uid), update));
  });

  it("denies the administrator setting an unknown plan ('gold')", async () => {
    await env.seedProfiles('admin', 'user');
    const update = { subscriptionPlan: 'gold' };
    await assertFails(updateDoc(profileRef(env.as('admin'), user.uid), update));
  });

  it('allows the administrator to deactivate a user (isActive and lastLoginAt)', async () => {
    await env.seedProfiles('admin', 'user');
    const update = { isActive: false, lastLoginAt: NOW };
    await assertSucceeds(updateDoc(profileRef(env.as('admin'), user.uid), update));
  });

  it('allows the administrator to reactivate a user (isActive and lastLoginAt)', async () => {
    await env.seedProfiles('admin', 'inactive');
    const update = { isActive: true, lastLoginAt: NOW };
    await assertSucceeds(updateDoc(profileRef(env.as('admin'), inactive.uid), update));
  });

  it("allows the administrator to change a user's role", async () => {
    await env.seedProfiles('admin', 'user');
    await assertSucceeds(updateDoc(profileRef(env.as('admin'), user.uid), { role: 'admin' }));
  });

  it('denies the administrator setting an unknown role', async () => {
    await env.seedProfiles('admin', 'user');
    await assertFails(updateDoc(profileRef(env.as('admin'), user.uid), { role: 'superuser' }));
  });

  it('denies the administrator setting isActive to a non-boolean', async () => {
    await env.seedProfiles('admin', 'user');
    const update = { isActive: 'no', lastLoginAt: NOW };
    await assertFails(updateDoc(profileRef(env.as('admin'), user.uid), update));
  });

  it("denies the administrator changing a user's email", async () => {
    await env.seedProfiles('admin', 'user');
    const update = { email: 'taken-over@example.com' };
    await assertFails(updateDoc(profileRef(env.as('admin'), user.uid), update));
  });

  it('allows the administrator to update their own displayName and lastLoginAt', async () => {
    await env.seedProfiles('admin');
    const update = { displayName: 'The Administrator', lastLoginAt: NOW };
    await assertSucceeds(updateDoc(profileRef(env.as('admin'), admin.uid), update));
  });

  it('denies the administrator changing their own subscriptionPlan', async () => {
    await env.seedProfiles('admin');
    const update = { subscriptionPlan: 'enterprise' };
    await assertFails(updateDoc(profileRef(env.as('admin'), admin.uid), update));
  });

  it('denies the administrator deactivating themselves', async () => {
    await env.seedProfiles('admin');
    const update = { isActive: false, lastLoginAt: NOW };
    await assertFails(updateDoc(profileRef(env.as('admin'), admin.uid), update));
  });

  it("allows the administrator to delete a user's profile with its tombstone", async () => {
    await env.seedProfiles('admin', 'user');
    const db = env.as('admin');
    const batch = writeBatch(db);
    batch.delete(profileRef(db, user.uid));
    batch.set(doc(db, 'deletedUsers', user.uid), tombstone('user'));
    await assertSucceeds(batch.commit());
  });

  it("denies the administrator deleting a user's profile without a tombstone", async () => {
    await env.seedProfiles('admin', 'user');
    await assertFails(deleteDoc(profileRef(env.as('admin'), user.uid)));
  });

  it('denies a tombstone that names another e-mail than the deleted profile', async () => {
    await env.seedProfiles('admin', 'user');
    const db = env.as('admin');
    const batch = writeBatch(db);
    batch.delete(profileRef(db, user.uid));
    batch.set(doc(db, 'deletedUsers', user.uid), tombstone('user', { email: 'x@example.com' }));
    await assertFails(batch.commit());
  });

  it('denies the administrator deleting their own profile', async () => {
    await env.seedProfiles('admin');
    await assertFails(deleteDoc(profileRef(env.as('admin'), admin.uid)));
  });

  it("denies the unverified fake administrator changing a user's subscriptionPlan", async () => {
    await env.seedProfiles('fakeAdmin', 'user');
    const update = { subscriptionPlan: 'pro' };
    await assertFails(updateDoc(profileRef(env.as('fakeAdmin'), user.uid), update));
  });

  it("denies a user with role 'admin' stored but another e-mail changing a user's plan", async () => {
    await env.seedProfiles('roleAdmin', 'user');
    const update = { subscriptionPlan: 'pro' };
    await assertFails(updateDoc(profileRef(env.as('roleAdmin'), user.uid), update));
  });
});

describe('users: deleting profiles', () => {
  it('denies a user deleting their own profile while their goal counter remains', async () => {
    // Closing one's own account, which deletes the profile last: account.rules.test.ts.
    await env.seedProfiles('user');
    await env.seed({ [`goalCounters/${user.uid}`]: { active: 0, total: 0, lastGoalId: 'g' } });
    await assertFails(deleteDoc(profileRef(env.as('user'), user.uid)));
  });

  it("denies a user deleting another user's profile", async () => {
    await env.seedProfiles('user', 'otherUser');
    await assertFails(deleteDoc(profileRef(env.as('user'), otherUser.uid)));
  });

  it("denies the unverified fake administrator deleting a user's profile", async () => {
    await env.seedProfiles('fakeAdmin', 'user');
    await assertFails(deleteDoc(profileRef(env.as('fakeAdmin'), user.uid)));
  });

  it("denies a user with role 'admin' stored but another e-mail deleting a profile", async () => {
    await env.seedProfiles('roleAdmin', 'user');
    await assertFails(deleteDoc(profileRef(env.as('roleAdmin'), user.uid)));
  });

  it('denies an unauthenticated client deleting a profile', async () => {
    await env.seedProfiles('user');
    await assertFails(deleteDoc(profileRef(env.unauthenticated(), user.uid)));
  });
});

describe('users: times are real times, so nobody pins themselves on the newest-first list', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  const HOUR = 3_600_000;
  const create = (overrides: DocumentData) =>
    setDoc(profileRef(env.as('user'), user.uid), newProfile('user', overrides));

  it('denies a far-future or malformed createdAt or lastLoginAt on sign-up', async () => {
    for (const bad of [
      '9999-12-31T23:59:59.999Z',
      iso(Date.now() + 3 * 24 * HOUR),
      '2024-03-15T10:00:00.000Zxxxx',
      '2024-13-15T10:00:00.000Z',
      '2024-03-15 10:00:00.000Z',
      'twenty characters or more',
    ]) {
      await assertFails(create({ createdAt: bad }));
      await assertFails(create({ lastLoginAt: bad }));
    }
  });

  it('allows the time now, and a device clock some hours fast', async () => {
    const fast = iso(Date.now() + 5 * HOUR);
    await assertSucceeds(create({ createdAt: iso(Date.now()), lastLoginAt: fast }));
  });

  it('denies the owner and the administrator moving lastLoginAt into the far future', async () => {
    await env.seedProfiles('user', 'admin');
    const far = { lastLoginAt: iso(Date.now() + 3 * 24 * HOUR) };
    await assertFails(updateDoc(profileRef(env.as('user'), user.uid), far));
    await assertFails(updateDoc(profileRef(env.as('admin'), user.uid), far));
    const now = { lastLoginAt: iso(Date.now()) };
    await assertSucceeds(updateDoc(profileRef(env.as('user'), user.uid), now));
    await assertSucceeds(updateDoc(profileRef(env.as('admin'), user.uid), now));
  });

  it('keeps profiles stored in an earlier shape updatable', async () => {
    await env.seed({
      [`users/${user.uid}`]: profileFor('user', { createdAt: '2023-05-01T08:00:00+00:00' }),
    });
    const name = { displayName: 'Alice' };
    await assertSucceeds(updateDoc(profileRef(env.as('user'), user.uid), name));
  });
});
