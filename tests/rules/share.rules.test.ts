// Security rules for sharedGoals/{shareId} (spec §3 "Shared goals record", §4 "Share link",
// §6 share links read-only, §7 "Shared goals collection", §9 share life 24 h; ARCHITECTURE.md
// "Security model": immutable, readable only before expiresAt, at most 24 h ahead).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const SHARED = 'sharedGoals';
const HOUR = 60 * 60 * 1000;
const alice = identities.user.uid;

const goal = { id: 'g1', name: 'Piano', currentLevel: 1, totalTimeSpent: 2.5, trophies: 0 };

/** What share-repo.ts create() writes. */
function clientShare(id: string, fields: DocumentData = {}): DocumentData {
  return {
    id,
    goals: [goal],
    timestamp: serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + 24 * HOUR),
    ownerId: alice,
    ...fields,
  };
}

/** A stored snapshot (seeded past the rules) that expires `inMs` from now. */
function storedShare(id: string, inMs: number, ownerId = alice): DocumentData {
  return {
    id,
    goals: [goal],
    timestamp: Timestamp.fromMillis(Date.now() + inMs - 24 * HOUR),
    expiresAt: Timestamp.fromMillis(Date.now() + inMs),
    ownerId,
  };
}

const shareRef = (db: Firestore, id: string) => doc(db, SHARED, id);

describe('sharedGoals: creating a snapshot', () => {
  it('allows an active user to share as the owner, expiring 24 h ahead', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(setDoc(shareRef(env.as('user'), 's1'), clientShare('s1')));
  });

  it('denies a forged longer life (25 h)', async () => {
    await env.seedProfiles('user');
    const forged = clientShare('s1', { expiresAt: Timestamp.fromMillis(Date.now() + 25 * HOUR) });
    await assertFails(setDoc(shareRef(env.as('user'), 's1'), forged));
  });

  it('denies an expiry in the past and a client-chosen timestamp', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const past = clientShare('s1', { expiresAt: Timestamp.fromMillis(Date.now() - HOUR) });
    await assertFails(setDoc(shareRef(db, 's1'), past));
    const backdated = clientShare('s1', { timestamp: Timestamp.fromMillis(Date.now() - HOUR) });
    await assertFails(setDoc(shareRef(db, 's1'), backdated));
  });

  it("denies someone else's ownerId", async () => {
    await env.seedProfiles('user', 'otherUser');
    const forged = clientShare('s1', { ownerId: identities.otherUser.uid });
    await assertFails(setDoc(shareRef(env.as('user'), 's1'), forged));
  });

  it('denies unauthenticated and deactivated writers', async () => {
    await env.seedProfiles('inactive');
    await assertFails(setDoc(shareRef(env.unauthenticated(), 's1'), clientShare('s1')));
    const carol = clientShare('s1', { ownerId: identities.inactive.uid });
    await assertFails(setDoc(shareRef(env.as('inactive'), 's1'), carol));
  });

  it('denies extra keys, a mismatched id and more than 200 goals', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    await assertFails(setDoc(shareRef(db, 's1'), clientShare('s1', { extra: true })));
    await assertFails(setDoc(shareRef(db, 's1'), clientShare('other')));
    const many = Array.from({ length: 201 }, (_, i) => ({ ...goal, id: `g${i}` }));
    await assertFails(setDoc(shareRef(db, 's1'), clientShare('s1', { goals: many })));
    await assertFails(setDoc(shareRef(db, 's1'), clientShare('s1', { goals: 'x' })));
  });
});

describe('sharedGoals: reading', () => {
  it('allows any signed-in user to read by id before expiry', async () => {
    await env.seed({ [`${SHARED}/s1`]: storedShare('s1', HOUR) });
    const snapshot = await assertSucceeds(getDoc(shareRef(env.as('otherUser'), 's1')));
    expect(snapshot.data()?.goals).toHaveLength(1);
  });

  it('denies a read after expiry, even to the owner', async () => {
    await env.seed({ [`${SHARED}/s1`]: storedShare('s1', -HOUR) });
    await assertFails(getDoc(shareRef(env.as('otherUser'), 's1')));
    await assertFails(getDoc(shareRef(env.as('user'), 's1')));
  });

  it('reports a missing id as missing, and denies unauthenticated reads', async () => {
    const snapshot = await assertSucceeds(getDoc(shareRef(env.as('otherUser'), 'nope')));
    expect(snapshot.exists()).toBe(false);
    await env.seed({ [`${SHARED}/s1`]: storedShare('s1', HOUR) });
    await assertFails(getDoc(shareRef(env.unauthenticated(), 's1')));
  });

  it('never lists snapshots', async () => {
    await env.seed({ [`${SHARED}/s1`]: storedShare('s1', HOUR) });
    await assertFails(getDocs(collection(env.as('user'), SHARED)));
    await assertFails(getDocs(collection(env.as('admin'), SHARED)));
  });
});

describe('sharedGoals: immutable, deleted by the owner or once expired', () => {
  it('denies any update, even by the owner', async () => {
    await env.seedProfiles('user');
    await env.seed({ [`${SHARED}/s1`]: storedShare('s1', HOUR) });
    const db = env.as('user');
    await assertFails(updateDoc(shareRef(db, 's1'), { goals: [] }));
    await assertFails(setDoc(shareRef(db, 's1'), clientShare('s1')));
  });

  it('allows another signed-in user to delete an expired snapshot', async () => {
    await env.seed({ [`${SHARED}/s1`]: storedShare('s1', -HOUR) });
    await assertSucceeds(deleteDoc(shareRef(env.as('otherUser'), 's1')));
  });

  it('denies another user deleting an unexpired snapshot; the owner may', async () => {
    await env.seed({ [`${SHARED}/s1`]: storedShare('s1', HOUR) });
    await assertFails(deleteDoc(shareRef(env.as('otherUser'), 's1')));
    await assertFails(deleteDoc(shareRef(env.unauthenticated(), 's1')));
    await assertSucceeds(deleteDoc(shareRef(env.as('user'), 's1')));
  });
});
