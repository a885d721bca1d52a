/// <reference types="vite/client" />
// Security rules for deletedUsers/{uid}: the tombstone the administrator writes when deleting a
// user. It keeps the account from creating a profile again until the administrator restores
// it. The person may read their own tombstone (the app explains the sign-out), nothing else.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdminOps } from '../../src/data/firebase/admin-ops';
import { identities, profileFor, useRulesEnv, type Identity } from './rules-env';

const env = useRulesEnv();
const { user, otherUser, admin } = identities;
const DELETED_AT = '2025-06-01T12:00:00.000Z';

const tombstoneOf = (who: Identity, overrides: DocumentData = {}): DocumentData => ({
  uid: identities[who].uid,
  email: identities[who].email,
  deletedAt: DELETED_AT,
  ...overrides,
});
const ref = (as: Identity, uid: string) => doc(env.as(as), 'deletedUsers', uid);
const seedTombstone = (who: Identity) =>
  env.seed({ [`deletedUsers/${identities[who].uid}`]: tombstoneOf(who) });

beforeEach(async () => {
  await env.seedProfiles('admin', 'otherUser', 'inactive', 'fakeAdmin', 'roleAdmin');
});

describe('tombstones: writing', () => {
  it('lets the administrator create one with exactly uid, email and deletedAt', async () => {
    await assertSucceeds(setDoc(ref('admin', user.uid), tombstoneOf('user')));
  });

  it('denies a user creating one, for themselves or for someone else', async () => {
    await env.seedProfiles('user');
    await assertFails(setDoc(ref('user', user.uid), tombstoneOf('user')));
    await assertFails(setDoc(ref('user', otherUser.uid), tombstoneOf('otherUser')));
  });

  it('denies an unverified administrator e-mail or a stored role admin creating one', async () => {
    await assertFails(setDoc(ref('fakeAdmin', user.uid), tombstoneOf('user')));
    await assertFails(setDoc(ref('roleAdmin', user.uid), tombstoneOf('user')));
  });

  it('denies the administrator a tombstone of its own account', async () => {
    await assertFails(setDoc(ref('admin', admin.uid), tombstoneOf('admin')));
    const db = env.as('admin');
    const batch = writeBatch(db);
    batch.delete(doc(db, 'users', admin.uid));
    batch.set(doc(db, 'deletedUsers', admin.uid), tombstoneOf('admin'));
    await assertFails(batch.commit());
  });

  it('denies extra or missing keys, another uid, and wrong types or sizes', async () => {
    const db = ref('admin', user.uid);
    await assertFails(setDoc(db, tombstoneOf('user', { reason: 'spam' })));
    const { deletedAt: _omitted, ...missing } = tombstoneOf('user');
    await assertFails(setDoc(db, missing));
    await assertFails(setDoc(db, tombstoneOf('user', { uid: otherUser.uid })));
    await assertFails(setDoc(db, tombstoneOf('user', { email: 42 })));
    await assertFails(setDoc(db, tombstoneOf('user', { email: 'x'.repeat(321) })));
    await assertFails(setDoc(db, tombstoneOf('user', { deletedAt: Date.parse(DELETED_AT) })));
    await assertFails(setDoc(db, tombstoneOf('user', { deletedAt: 'yesterday' })));
  });

  it('denies changing a tombstone, even to the administrator', async () => {
    await seedTombstone('user');
    await assertFails(updateDoc(ref('admin', user.uid), { deletedAt: '2025-07-01T00:00:00.000Z' }));
  });
});

describe('tombstones: reading', () => {
  beforeEach(async () => {
    await seedTombstone('user');
    await seedTombstone('otherUser');
  });

  it('lets a deleted user read their own tombstone', async () => {
    await assertSucceeds(getDoc(ref('user', user.uid)));
  });

  it("denies a user reading another user's tombstone", async () => {
    await assertFails(getDoc(ref('user', otherUser.uid)));
  });

  it('denies a user listing tombstones', async () => {
    await assertFails(getDocs(collection(env.as('user'), 'deletedUsers')));
  });

  it('denies an unauthenticated client reading one', async () => {
    await assertFails(getDoc(doc(env.unauthenticated(), 'deletedUsers', user.uid)));
  });

  it('lets the administrator get and list them, newest first', async () => {
    await assertSucceeds(getDoc(ref('admin', user.uid)));
    const newest = query(
      collection(env.as('admin'), 'deletedUsers'),
      orderBy('deletedAt', 'desc'),
      limit(25),
    );
    await assertSucceeds(getDocs(newest));
    const page = await createAdminOps(() => {}, env.liteAs('admin')).listDeletedUsers({
      after: null,
      pageSize: 1,
    });
    expect(page.rows).toHaveLength(1);
    expect(page.next).not.toBeNull();
  });

  it('denies an unverified administrator e-mail listing them', async () => {
    await assertFails(getDocs(collection(env.as('fakeAdmin'), 'deletedUsers')));
  });
});

describe('tombstones: restoring', () => {
  beforeEach(async () => {
    await seedTombstone('user');
  });

  it('denies a deleted user restoring themselves', async () => {
    await assertFails(deleteDoc(ref('user', user.uid)));
  });

  it('denies another user restoring someone', async () => {
    await assertFails(deleteDoc(ref('otherUser', user.uid)));
  });

  it('lets the administrator restore: the person may then create a fresh profile', async () => {
    const profile = profileFor('user', { createdAt: DELETED_AT, lastLoginAt: DELETED_AT });
    await assertFails(setDoc(doc(env.as('user'), 'users', user.uid), profile));
    await assertSucceeds(createAdminOps(() => {}, env.liteAs('admin')).restoreUser(user.uid));
    await assertSucceeds(setDoc(doc(env.as('user'), 'users', user.uid), profile));
  });
});
