// Security rules for sharedGoals/{shareId} and shareIndex/{uid} (spec §3 "Shared goals
// record", §4 "Share link", §6 share links read-only, §7 "Shared goals collection", §9 share
// life 24 h; ARCHITECTURE.md "Security model": immutable, readable only before expiresAt, at
// most 24 h ahead; every account bounded: at most SHARE_LINK_LIMIT live shares, each snapshot
// checked by shape and size).
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
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { REVIEW_SHARE_MAX_CHARS } from '../../src/domain/review/review-share';
import { SHARE_LINK_LIMIT } from '../../src/domain/sharing';
import {
  SHARE_SEPARATOR,
  SHARED_FIGURE_MAX,
  SHARED_GOAL_LIMIT,
  SHARED_NAME_MAX,
  SHARED_NOTE_MAX,
  toStoredSnapshot,
  type StoredSnapshot,
} from '../../src/domain/sharing-snapshot';
import { identities, profileFor, useRulesEnv, type Identity } from './rules-env';

const env = useRulesEnv();
const SHARED = 'sharedGoals';
const INDEX = 'shareIndex';
const HOUR = 60 * 60 * 1000;
const alice = identities.user.uid;

/** A share id as share-ops.ts makes it: '{owner uid}_{20 random letters and digits}'. */
const ownShareId = (suffix: string, uid: string = alice) => `${uid}_${suffix.padStart(20, '0')}`;
const S1 = ownShareId('s1');
const S2 = ownShareId('s2');
const S3 = ownShareId('s3');
const EXTRA = ownShareId('extra');

/** n goals as share-ops.ts stores them (domain toStoredSnapshot), each list changeable. */
function snapshot(
  n: number,
  lists: Partial<Record<keyof StoredSnapshot, (i: number) => unknown>> = {},
) {
  const column = (key: keyof StoredSnapshot, text: (i: number) => unknown) =>
    Array.from({ length: n }, (_, i) => (lists[key] ?? text)(i));
  return {
    names: column('names', (i) => `Goal ${i}`),
    notes: column('notes', (i) => (i % 2 ? '' : 'Scales daily')),
    figures: column('figures', (i) => (i % 2 ? '2;21.3;3;12' : '2;21.3;3;12;4;9;weekdays:135')),
    recentDays: column('recentDays', (i) => (i % 2 ? '' : '2026-02-27,2026-02-28')),
    dayMarks: column('dayMarks', (i) => (i % 2 ? '' : `2026-01-29${'pmruo'.repeat(7)}`)),
  };
}

const DAYS_35 = Array.from({ length: 35 }, (_, d) => `2026-01-${String(d + 1).padStart(2, '0')}`);

/** n goals at every bound: the most a share may hold. */
const fullSnapshot = (n: number) =>
  toStoredSnapshot(
    Array.from({ length: n }, (_, i) => ({
      name: `${i}`.padEnd(SHARED_NAME_MAX, 'n'),
      note: 'é'.repeat(SHARED_NOTE_MAX),
      level: 7,
      hours: SHARED_FIGURE_MAX,
      trophies: SHARED_FIGURE_MAX,
      dayCount: SHARED_FIGURE_MAX,
      recentDays: DAYS_35,
      plan: { kind: 'weekdays', days: '0123456' } as const,
      streaks: { current: SHARED_FIGURE_MAX, longest: SHARED_FIGURE_MAX, unit: 'day' } as const,
      marks: { from: '2026-01-01', states: Array<'missed'>(35).fill('missed') },
    })),
  );

const expiry = (inMs = 24 * HOUR - 60_000) => Timestamp.fromMillis(Date.now() + inMs);

/** What share-ops.ts writes as the share document. */
function clientShare(id: string, fields: DocumentData = {}, expiresAt = expiry()): DocumentData {
  return {
    id,
    goals: snapshot(1),
    timestamp: serverTimestamp(),
    expiresAt,
    ownerId: alice,
    ...fields,
  };
}

/** A stored snapshot (seeded past the rules) that expires `inMs` from now. */
function storedShare(id: string, inMs: number, ownerId: string = alice): DocumentData {
  return {
    id,
    goals: snapshot(1),
    timestamp: Timestamp.fromMillis(Date.now() + inMs - 24 * HOUR),
    expiresAt: Timestamp.fromMillis(Date.now() + inMs),
    ownerId,
  };
}

type Entry = { id: string; expiresAt: Timestamp };

const shareRef = (db: Firestore, id: string) => doc(db, SHARED, id);
const indexRef = (db: Firestore, uid: string = alice) => doc(db, INDEX, uid);

interface ShareBatch {
  /** The index as stored before (what the app read). */
  before?: Entry[];
  /** Drop the oldest entry and delete its share in the same batch. */
  replace?: boolean;
  /** Leave the oldest's share alone when replacing. */
  keepDropped?: boolean;
  /** The share document's fields over clientShare(). */
  share?: DocumentData;
  /** The index written, instead of the one computed. */
  index?: DocumentData | null;
}

/** The batch share-ops.ts commits: the share, the oldest's delete (if replacing), the index. */
function shareBatch(db: Firestore, id: string, options: ShareBatch = {}) {
  const { before = [], replace = false, keepDropped = false } = options;
  const expiresAt = expiry();
  const batch = writeBatch(db);
  batch.set(shareRef(db, id), clientShare(id, options.share, expiresAt));
  const kept = replace ? before.slice(1) : before;
  if (replace && !keepDropped && before[0]) batch.delete(shareRef(db, before[0].id));
  if (options.index !== null) {
    batch.set(indexRef(db), options.index ?? { shares: [...kept, { id, expiresAt }] });
  }
  return { commit: () => batch.commit(), entry: { id, expiresAt } };
}

/** Makes `n` shares one batch at a time, as the app does; resolves the index entries. */
async function makeShares(db: Firestore, n: number, prefix = 's'): Promise<Entry[]> {
  let entries: Entry[] = [];
  for (let i = 1; i <= n; i += 1) {
    const { commit, entry } = shareBatch(db, ownShareId(`${prefix}${i}`), { before: entries });
    await assertSucceeds(commit());
    entries = [...entries, entry];
  }
  return entries;
}

describe('sharedGoals: creating a snapshot with its index entry', () => {
  it('allows an active user to share as the owner, expiring 24 h ahead', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    await assertSucceeds(shareBatch(db, S1).commit());
    const index = await getDoc(indexRef(db));
    expect(index.data()?.shares).toHaveLength(1);
    expect(index.data()?.shares[0].id).toBe(S1);
  });

  it('denies a share without its index entry, or with another entry last', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    await assertFails(setDoc(shareRef(db, S1), clientShare(S1)));
    await assertFails(shareBatch(db, S1, { index: null }).commit());
    const other = { shares: [{ id: 'other', expiresAt: expiry() }] };
    await assertFails(shareBatch(db, S1, { index: other }).commit());
  });

  it('denies an index entry without its share, or with another expiry', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    await assertFails(setDoc(indexRef(db), { shares: [{ id: S1, expiresAt: expiry() }] }));
    const later = { shares: [{ id: S1, expiresAt: expiry(23 * HOUR) }] };
    await assertFails(shareBatch(db, S1, { index: later }).commit());
    const extra = { shares: [{ id: S1, expiresAt: expiry(), more: 1 }] };
    await assertFails(shareBatch(db, S1, { index: extra }).commit());
  });

  it(`accepts ${SHARE_LINK_LIMIT} shares and refuses the next unless it replaces the deleted oldest`, async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const entries = await makeShares(db, SHARE_LINK_LIMIT);

    // Appending a 21st entry, or writing 21 at once, is refused.
    await assertFails(shareBatch(db, EXTRA, { before: entries }).commit());
    // Dropping the oldest while its share still exists is refused.
    await assertFails(
      shareBatch(db, EXTRA, { before: entries, replace: true, keepDropped: true }).commit(),
    );
    // Dropping another entry than the oldest is refused.
    const skipped = [entries[0]!, ...entries.slice(2)];
    await assertFails(
      shareBatch(db, EXTRA, {
        before: entries,
        index: { shares: [...skipped, { id: EXTRA, expiresAt: expiry() }] },
      }).commit(),
    );
    // Dropping the oldest and deleting its share in the same batch makes room (the costliest
    // write the rules see: a full index and a share of SHARED_GOAL_LIMIT goals at every bound).
    const full = { goals: fullSnapshot(SHARED_GOAL_LIMIT) };
    await assertSucceeds(
      shareBatch(db, EXTRA, { before: entries, replace: true, share: full }).commit(),
    );
    expect((await getDoc(shareRef(db, S1))).exists()).toBe(false);
    const index = (await getDoc(indexRef(db))).data()?.shares as Entry[];
    expect(index).toHaveLength(SHARE_LINK_LIMIT);
    expect(index.map((e) => e.id)).toEqual([...entries.slice(1).map((e) => e.id), EXTRA]);
  });

  it('replaces an oldest entry whose share is already gone (a TTL removed it)', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const entries = await makeShares(db, 2);
    await env.testEnv.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore() as unknown as Firestore, SHARED, S1));
    });
    await assertSucceeds(shareBatch(db, S3, { before: entries, replace: true }).commit());
  });

  it('denies one batch creating two shares', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const batch = writeBatch(db);
    const [a, b] = [expiry(), expiry()];
    batch.set(shareRef(db, 'a'), clientShare('a', {}, a));
    batch.set(shareRef(db, 'b'), clientShare('b', {}, b));
    batch.set(indexRef(db), {
      shares: [
        { id: 'a', expiresAt: a },
        { id: 'b', expiresAt: b },
      ],
    });
    await assertFails(batch.commit());
  });

  it('denies a forged longer life (25 h), a past expiry and a client-chosen timestamp', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const late = Timestamp.fromMillis(Date.now() + 25 * HOUR);
    const past = Timestamp.fromMillis(Date.now() - HOUR);
    for (const expiresAt of [late, past]) {
      const batch = writeBatch(db);
      batch.set(shareRef(db, S1), clientShare(S1, {}, expiresAt));
      batch.set(indexRef(db), { shares: [{ id: S1, expiresAt }] });
      await assertFails(batch.commit());
    }
    const backdated = { timestamp: Timestamp.fromMillis(Date.now() - HOUR) };
    await assertFails(shareBatch(db, S1, { share: backdated }).commit());
  });

  it("denies someone else's ownerId and someone else's index", async () => {
    await env.seedProfiles('user', 'otherUser');
    const db = env.as('user');
    await assertFails(
      shareBatch(db, S1, { share: { ownerId: identities.otherUser.uid } }).commit(),
    );
    const batch = writeBatch(db);
    const expiresAt = expiry();
    batch.set(shareRef(db, S1), clientShare(S1, {}, expiresAt));
    batch.set(indexRef(db, identities.otherUser.uid), { shares: [{ id: S1, expiresAt }] });
    await assertFails(batch.commit());
  });

  it('denies unauthenticated and deactivated writers', async () => {
    await env.seedProfiles('inactive');
    await assertFails(shareBatch(env.unauthenticated(), S1).commit());
    const carol = env.as('inactive');
    const batch = writeBatch(carol);
    const expiresAt = expiry();
    batch.set(
      shareRef(carol, S1),
      clientShare(S1, { ownerId: identities.inactive.uid }, expiresAt),
    );
    batch.set(indexRef(carol, identities.inactive.uid), { shares: [{ id: S1, expiresAt }] });
    await assertFails(batch.commit());
  });

  it('denies extra keys and a mismatched id', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    await assertFails(shareBatch(db, S1, { share: { extra: true } }).commit());
    await assertFails(shareBatch(db, S1, { share: { id: 'other' } }).commit());
  });
});

describe('sharedGoals: a weekly review link holds the review as one bounded text', () => {
  const attempt = (share: DocumentData) =>
    shareBatch(env.as('user'), S1, { share: { goals: snapshot(0), ...share } }).commit();

  it(`accepts a review of up to ${REVIEW_SHARE_MAX_CHARS} characters, which another user may read`, async () => {
    await env.seedProfiles('user', 'otherUser');
    await assertSucceeds(attempt({ review: 'é'.repeat(REVIEW_SHARE_MAX_CHARS) }));
    const read = await assertSucceeds(getDoc(shareRef(env.as('otherUser'), S1)));
    expect(read.data()?.review).toHaveLength(REVIEW_SHARE_MAX_CHARS);
  });

  it.each([
    ['one character too many', 'x'.repeat(REVIEW_SHARE_MAX_CHARS + 1)],
    ['a number', 5],
    ['a map', { rows: [] }],
    ['a list', ['{}']],
    ['null', null],
  ])('refuses a review that is %s', async (_name, review) => {
    await env.seedProfiles('user');
    await assertFails(attempt({ review }));
  });

  it("refuses a review written under another person's id or later", async () => {
    await env.seedProfiles('user', 'otherUser');
    const db = env.as('otherUser');
    const batch = writeBatch(db);
    batch.set(shareRef(db, S1), { ...clientShare(S1, { goals: snapshot(0) }), review: '{}' });
    await assertFails(batch.commit());
    await assertSucceeds(attempt({ review: '{}' }));
    await assertFails(updateDoc(shareRef(env.as('user'), S1), { review: '{"rows":[]}' }));
  });
});

describe('sharedGoals: the snapshot is checked by shape and size', () => {
  const attempt = (goals: unknown) => shareBatch(env.as('user'), S1, { share: { goals } }).commit();

  it(`accepts ${SHARED_GOAL_LIMIT} goals at every bound, and refuses ${SHARED_GOAL_LIMIT + 1}`, async () => {
    await env.seedProfiles('user');
    await assertFails(attempt(fullSnapshot(SHARED_GOAL_LIMIT + 1)));
    await assertFails(attempt(snapshot(SHARED_GOAL_LIMIT + 1)));
    await assertSucceeds(attempt(fullSnapshot(SHARED_GOAL_LIMIT)));
  });

  it('accepts no goals, and goals with empty texts', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(attempt(snapshot(0)));
    const db = env.as('user');
    const before = [
      { id: S1, expiresAt: (await getDoc(indexRef(db))).data()?.shares[0].expiresAt },
    ];
    const empty = snapshot(3, { names: () => '', notes: () => '', recentDays: () => '' });
    await assertSucceeds(shareBatch(db, S2, { before, share: { goals: empty } }).commit());
  });

  it.each([
    ['a name over 100 characters', { names: (i: number) => (i === 2 ? 'n'.repeat(101) : 'a') }],
    ['a note over 1000 characters', { notes: (i: number) => (i === 2 ? 'n'.repeat(1001) : '') }],
    [
      'a name holding the separator',
      {
        names: (i: number) =>
          i === 1 ? `${'x'.repeat(60)}${SHARE_SEPARATOR}${'y'.repeat(60)}` : 'a',
      },
    ],
    ['a name as a number', { names: (i: number) => (i === 1 ? 5 : 'a') }],
    ['a name as a map', { names: (i: number) => (i === 1 ? { text: 'x' } : 'a') }],
    ['a note as null', { notes: (i: number) => (i === 2 ? null : '') }],
    ['more than 35 recent days', { recentDays: () => [...DAYS_35, '2026-02-05'].join(',') }],
    ['recent days of another shape', { recentDays: () => '2026-1-1' }],
    ['recent days as a map', { recentDays: () => ({ days: '2026-01-01' }) }],
    ['a level of 8', { figures: () => '8;1.0;1;1' }],
    ['a level of 0', { figures: () => '0;1.0;1;1' }],
    ['hours without their decimal', { figures: () => '2;21;3;12' }],
    ['negative trophies', { figures: () => '2;21.3;-3;12' }],
    ['a figure of 8 digits', { figures: () => '2;21.3;3;12345678' }],
    ['a fifth figure', { figures: () => '2;21.3;3;12;1' }],
    ['streaks without a plan', { figures: () => '2;21.3;3;12;4;9' }],
    ['a plan of another shape', { figures: () => '2;21.3;3;12;4;9;monthly' }],
    ['a plan of 8 days a week', { figures: () => '2;21.3;3;12;4;9;per-week:8' }],
    ['a streak of 8 digits', { figures: () => '2;21.3;3;12;12345678;9;every-day' }],
    ['day marks one short', { dayMarks: () => `2026-01-29${'p'.repeat(34)}` }],
    ['day marks one over', { dayMarks: () => `2026-01-29${'p'.repeat(36)}` }],
    ['a day mark of another state', { dayMarks: () => `2026-01-29${'x'.repeat(35)}` }],
    ['day marks without their first day', { dayMarks: () => 'p'.repeat(35) }],
    ['day marks as a number', { dayMarks: () => 5 }],
  ])('refuses a goal with %s', async (_, lists) => {
    await env.seedProfiles('user');
    await assertFails(attempt(snapshot(3, lists)));
  });

  it('takes a link of an earlier version: four figures and no day marks', async () => {
    await env.seedProfiles('user');
    const { dayMarks: _marks, ...earlier } = snapshot(3, { figures: () => '2;21.3;3;12' });
    await assertSucceeds(attempt(earlier));
  });

  it('refuses a list one short, a missing list, an extra list and other shapes', async () => {
    await env.seedProfiles('user');
    await assertFails(attempt({ ...snapshot(3), notes: ['', ''] }));
    await assertFails(attempt({ ...snapshot(3), dayMarks: ['', ''] }));
    const { recentDays: _days, ...threeLists } = snapshot(3);
    await assertFails(attempt(threeLists));
    await assertFails(attempt({ ...snapshot(3), more: [] }));
    await assertFails(attempt({ ...snapshot(3), figures: '2;21.3;3;12' }));
    await assertFails(attempt('Piano'));
  });

  it('refuses a bad goal at the last place of a full share', async () => {
    await env.seedProfiles('user');
    const last = SHARED_GOAL_LIMIT - 1;
    await assertFails(
      attempt(
        snapshot(SHARED_GOAL_LIMIT, { figures: (i) => (i === last ? '9;1.0;1;1' : '1;1.0;1;1') }),
      ),
    );
  });

  it("refuses the earlier versions' list of whole goals", async () => {
    await env.seedProfiles('user');
    const old = { id: 'g1', name: 'Piano', currentLevel: 1, totalTimeSpent: 2.5, trophies: 0 };
    await assertFails(attempt([old]));
  });
});

describe('shareIndex: only its owner reads it; nobody else writes it', () => {
  it("denies reading or writing another user's index", async () => {
    await env.seedProfiles('user', 'otherUser');
    await makeShares(env.as('user'), 1);
    const bob = env.as('otherUser');
    await assertFails(getDoc(indexRef(bob)));
    await assertFails(setDoc(indexRef(bob), { shares: [] }));
    await assertFails(updateDoc(indexRef(bob), { shares: [] }));
    await assertFails(deleteDoc(indexRef(bob)));
    await assertSucceeds(getDoc(indexRef(env.as('user'))));
  });

  it('denies the owner deleting or emptying it', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    await makeShares(db, 1);
    await assertFails(deleteDoc(indexRef(db)));
    await assertFails(setDoc(indexRef(db), { shares: [] }));
    await assertFails(setDoc(indexRef(db), { shares: [], more: 1 }));
  });

  it("lets the administrator read and delete a user's index and shares", async () => {
    await env.seedProfiles('user', 'admin');
    const entries = await makeShares(env.as('user'), 2);
    const admin = env.as('admin');
    const index = await assertSucceeds(getDoc(indexRef(admin)));
    expect(index.data()?.shares).toHaveLength(2);
    const batch = writeBatch(admin);
    for (const { id } of entries) batch.delete(shareRef(admin, id));
    batch.delete(indexRef(admin));
    await assertSucceeds(batch.commit());
  });

  it('denies a deactivated owner reading or writing it', async () => {
    await env.seedProfiles('inactive');
    const uid = identities.inactive.uid;
    await env.seed({ [`${INDEX}/${uid}`]: { shares: [] } });
    const carol = env.as('inactive');
    await assertFails(getDoc(indexRef(carol, uid)));
    await assertFails(setDoc(indexRef(carol, uid), { shares: [] }));
  });
});

describe('sharedGoals: reading', () => {
  it('allows any active user to read by id before expiry', async () => {
    await env.seedProfiles('otherUser');
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, HOUR) });
    const snapshot = await assertSucceeds(getDoc(shareRef(env.as('otherUser'), S1)));
    expect(snapshot.data()?.goals.names).toHaveLength(1);
  });

  it('denies a read after expiry, even to the owner', async () => {
    await env.seedProfiles('user', 'otherUser');
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, -HOUR) });
    await assertFails(getDoc(shareRef(env.as('otherUser'), S1)));
    await assertFails(getDoc(shareRef(env.as('user'), S1)));
  });

  it('reports a missing id as missing, and denies unauthenticated and deactivated readers', async () => {
    await env.seedProfiles('otherUser', 'inactive');
    const snapshot = await assertSucceeds(getDoc(shareRef(env.as('otherUser'), 'nope')));
    expect(snapshot.exists()).toBe(false);
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, HOUR) });
    await assertFails(getDoc(shareRef(env.unauthenticated(), S1)));
    await assertFails(getDoc(shareRef(env.as('inactive'), S1)));
  });

  it('lists no snapshots but the owner asking for their own', async () => {
    await env.seedProfiles('user', 'admin');
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, HOUR) });
    await assertFails(getDocs(collection(env.as('user'), SHARED)));
    await assertFails(getDocs(collection(env.as('admin'), SHARED)));
  });
});

describe('sharedGoals: immutable, deleted by the owner or once expired', () => {
  it('denies any update, even by the owner', async () => {
    await env.seedProfiles('user');
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, HOUR) });
    const db = env.as('user');
    await assertFails(updateDoc(shareRef(db, S1), { goals: [] }));
    await assertFails(setDoc(shareRef(db, S1), clientShare(S1)));
  });

  it('allows another active user to delete an expired snapshot', async () => {
    await env.seedProfiles('otherUser');
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, -HOUR) });
    await assertSucceeds(deleteDoc(shareRef(env.as('otherUser'), S1)));
  });

  it('denies another user deleting an unexpired snapshot; the owner may (no index lists it)', async () => {
    await env.seedProfiles('user', 'otherUser');
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, HOUR) });
    await assertFails(deleteDoc(shareRef(env.as('otherUser'), S1)));
    await assertFails(deleteDoc(shareRef(env.unauthenticated(), S1)));
    await assertSucceeds(deleteDoc(shareRef(env.as('user'), S1)));
  });

  it('allows the owner to delete a share that is already gone', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(deleteDoc(shareRef(env.as('user'), 'gone')));
  });

  it.each<[string, Identity, number]>([
    ['a live share of their own', 'inactive', HOUR],
    ['an expired share of their own', 'inactive', -HOUR],
  ])('denies a deactivated user deleting %s', async (_, who, inMs) => {
    await env.seedProfiles(who);
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, inMs, identities[who].uid) });
    await assertFails(deleteDoc(shareRef(env.as(who), S1)));
    await assertFails(deleteDoc(shareRef(env.as(who), 'gone')));
  });

  it('denies a deactivated user deleting an expired share of someone else', async () => {
    await env.seedProfiles('inactive');
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, -HOUR) });
    await assertFails(deleteDoc(shareRef(env.as('inactive'), S1)));
  });
});

describe('sharedGoals: an id belongs to its owner for good', () => {
  /** Bob's share batch under `id`: his snapshot and his own index gaining it. */
  function bobShares(id: string) {
    const db = env.as('otherUser');
    const expiresAt = expiry();
    const batch = writeBatch(db);
    batch.set(shareRef(db, id), clientShare(id, { ownerId: identities.otherUser.uid }, expiresAt));
    batch.set(indexRef(db, identities.otherUser.uid), { shares: [{ id, expiresAt }] });
    return batch.commit();
  }

  it("denies taking over an expired share's id after deleting it", async () => {
    // The attack: wait for alice's link to expire, delete it, share under the same id.
    await env.seedProfiles('user', 'otherUser');
    await env.seed({
      [`${SHARED}/${S1}`]: storedShare(S1, -HOUR),
      [`${INDEX}/${alice}`]: { shares: [{ id: S1, expiresAt: expiry(-HOUR) }] },
    });
    await assertSucceeds(deleteDoc(shareRef(env.as('otherUser'), S1)));
    await assertFails(bobShares(S1));
    expect(await getDoc(shareRef(env.as('user'), S1)).then((d) => d.exists())).toBe(false);
    // The neighbour: bob's own id is his.
    await assertSucceeds(bobShares(ownShareId('s1', identities.otherUser.uid)));
  });

  it('denies ids that do not start with the writer’s uid or have another shape', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    for (const id of [
      'a1b2c3d4e5f6g7h8i9j0',
      `${identities.otherUser.uid}_${'0'.repeat(20)}`,
      `${alice}_${'0'.repeat(19)}`,
      `${alice}_${'0'.repeat(21)}`,
      `${alice}_${'0'.repeat(19)}-`,
      `${alice}_x_${'0'.repeat(20)}`,
    ]) {
      await assertFails(shareBatch(db, id).commit());
    }
    await assertSucceeds(shareBatch(db, `${alice}_AbCdEfGhIj0123456789`).commit());
  });

  it("keeps the owner's 21st share possible while an expired oldest lies deleted", async () => {
    // With ids bound, nobody can re-create the oldest share to block its replacement.
    await env.seedProfiles('user', 'otherUser');
    const db = env.as('user');
    const entries = await makeShares(db, SHARE_LINK_LIMIT);
    await assertFails(bobShares(entries[0]!.id));
    await assertSucceeds(shareBatch(db, EXTRA, { before: entries, replace: true }).commit());
  });
});

describe('shareIndex: it outlives a profile while its shares live', () => {
  it('meets a fresh profile with its old index, so live shares stay bounded', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const entries = await makeShares(db, SHARE_LINK_LIMIT);
    // The profile goes (as closing the account does), the index stays; a fresh profile follows.
    await env.testEnv.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore() as unknown as Firestore, 'users', alice));
    });
    await env.seedProfiles('user');
    const fresh = shareBatch(db, ownShareId('fresh'), { before: [] });
    await assertFails(fresh.commit());
    await assertFails(shareBatch(db, ownShareId('fresh'), { before: entries }).commit());
  });

  it('lets the owner delete the index once every share in it has expired', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    await env.seed({
      [`${INDEX}/${alice}`]: {
        shares: Array.from({ length: SHARE_LINK_LIMIT }, (_, i) => ({
          id: ownShareId(`s${i}`),
          expiresAt: expiry(-HOUR - i),
        })),
      },
    });
    await assertSucceeds(deleteDoc(indexRef(db)));
  });

  it('denies the delete while the newest entry of a full index is live', async () => {
    await env.seedProfiles('user');
    const shares = Array.from({ length: SHARE_LINK_LIMIT }, (_, i) => ({
      id: ownShareId(`s${i}`),
      expiresAt: expiry(i === SHARE_LINK_LIMIT - 1 ? HOUR : -HOUR),
    }));
    await env.seed({ [`${INDEX}/${alice}`]: { shares } });
    await assertFails(deleteDoc(indexRef(env.as('user'))));
  });
});

describe('sharedGoals: the owner lists their own links', () => {
  /** The query of share-ops.ts listLive(): the owner's unexpired shares, latest expiry first. */
  const liveOf = (db: Firestore, uid: string) =>
    getDocs(
      query(
        collection(db, SHARED),
        where('ownerId', '==', uid),
        where('expiresAt', '>', Timestamp.now()),
        orderBy('expiresAt', 'desc'),
        limit(SHARE_LINK_LIMIT),
      ),
    );
  const BOB_S1 = ownShareId('b1', identities.otherUser.uid);

  it("allows the app's query for one's own links, and finds only them", async () => {
    await env.seedProfiles('user', 'otherUser');
    await env.seed({
      [`${SHARED}/${S1}`]: storedShare(S1, HOUR),
      [`${SHARED}/${S2}`]: storedShare(S2, 5 * HOUR),
      [`${SHARED}/${S3}`]: storedShare(S3, -HOUR),
      [`${SHARED}/${BOB_S1}`]: storedShare(BOB_S1, HOUR, identities.otherUser.uid),
    });
    const found = await assertSucceeds(liveOf(env.as('user'), alice));
    expect(found.docs.map((d) => d.id)).toEqual([S2, S1]);
    const all = await assertSucceeds(
      getDocs(query(collection(env.as('user'), SHARED), where('ownerId', '==', alice))),
    );
    expect(all.docs.map((d) => d.id).sort()).toEqual([S1, S2, S3]);
  });

  it("denies listing someone else's links, or links without asking for one's own", async () => {
    await env.seedProfiles('user', 'otherUser', 'admin');
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, HOUR) });
    await assertFails(liveOf(env.as('otherUser'), alice));
    await assertFails(liveOf(env.as('admin'), alice));
    await assertFails(
      getDocs(query(collection(env.as('user'), SHARED), where('expiresAt', '>', Timestamp.now()))),
    );
    await assertFails(
      getDocs(query(collection(env.as('otherUser'), SHARED), where('id', '==', S1))),
    );
  });

  it('denies deactivated and signed-out people listing', async () => {
    await env.seedProfiles('inactive');
    const carol = identities.inactive.uid;
    await env.seed({ [`${SHARED}/${S1}`]: storedShare(S1, HOUR, carol) });
    await assertFails(liveOf(env.as('inactive'), carol));
    await assertFails(liveOf(env.unauthenticated(), alice));
  });
});

describe('sharedGoals and shareIndex: the owner revokes a link', () => {
  interface RevokeBatch {
    /** The share deleted (default: the one revoked); null deletes none. */
    remove?: string | null;
    /** The index written, instead of `before` without the revoked entry; null writes none. */
    index?: DocumentData | null;
  }

  /** The batch share-ops.ts commits to revoke `id`: its share's delete and the index without it. */
  function revokeBatch(db: Firestore, id: string, before: Entry[], options: RevokeBatch = {}) {
    const batch = writeBatch(db);
    const remove = options.remove === undefined ? id : options.remove;
    if (remove !== null) batch.delete(shareRef(db, remove));
    if (options.index !== null) {
      batch.set(indexRef(db), options.index ?? { shares: before.filter((e) => e.id !== id) });
    }
    return batch.commit();
  }

  const idsIn = async (db: Firestore) =>
    ((await getDoc(indexRef(db))).data()?.shares as Entry[]).map((e) => e.id);

  it('deletes the share with its index entry in one batch, so its place is free', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const entries = await makeShares(db, SHARE_LINK_LIMIT);
    const revoked = entries[7]!.id;
    await assertSucceeds(revokeBatch(db, revoked, entries));
    expect((await getDoc(shareRef(db, revoked))).exists()).toBe(false);
    const kept = entries.filter((e) => e.id !== revoked);
    await expect(idsIn(db)).resolves.toEqual(kept.map((e) => e.id));
    // The count went down: a new link fits without waiting for the oldest to expire.
    await assertSucceeds(shareBatch(db, EXTRA, { before: kept }).commit());
    await expect(idsIn(db)).resolves.toHaveLength(SHARE_LINK_LIMIT);
  });

  it('revokes the oldest, the newest and the only link (leaving an empty index)', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    let entries = await makeShares(db, 3);
    for (const at of [0, 1, 0]) {
      const { id } = entries[at]!;
      await assertSucceeds(revokeBatch(db, id, entries));
      entries = entries.filter((e) => e.id !== id);
    }
    expect((await getDoc(indexRef(db))).data()).toEqual({ shares: [] });
  });

  it('drops the entry of a link that is already gone (a TTL removed it)', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const entries = await makeShares(db, 2);
    await env.testEnv.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore() as unknown as Firestore, SHARED, S1));
    });
    await assertSucceeds(revokeBatch(db, S1, entries));
    await expect(idsIn(db)).resolves.toEqual([S2]);
  });

  it('denies deleting a listed live share without its index entry', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const entries = await makeShares(db, 2);
    await assertFails(deleteDoc(shareRef(db, S1)));
    await assertFails(revokeBatch(db, S1, entries, { index: null }));
    // An index written unchanged still lists it.
    await assertFails(revokeBatch(db, S1, entries, { index: { shares: entries } }));
    expect((await getDoc(shareRef(db, S1))).exists()).toBe(true);
  });

  it('denies dropping an entry whose share stays, or another than the one deleted', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const entries = await makeShares(db, 3);
    await assertFails(revokeBatch(db, S1, entries, { remove: null }));
    await assertFails(revokeBatch(db, S1, entries, { remove: S2 }));
    await expect(idsIn(db)).resolves.toEqual([S1, S2, S3]);
  });

  it('denies dropping two entries, reordering the rest, or changing an expiry', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const entries = await makeShares(db, 3);
    const [e1, e2, e3] = entries as [Entry, Entry, Entry];
    const batch = writeBatch(db);
    batch.delete(shareRef(db, S1));
    batch.delete(shareRef(db, S2));
    batch.set(indexRef(db), { shares: [e3] });
    await assertFails(batch.commit());
    await assertFails(revokeBatch(db, S1, entries, { index: { shares: [e3, e2] } }));
    const later = { ...e3, expiresAt: expiry(23 * HOUR) };
    await assertFails(revokeBatch(db, S1, entries, { index: { shares: [e2, later] } }));
    await assertFails(revokeBatch(db, S1, entries, { index: { shares: [e2, e3], more: 1 } }));
    await assertFails(revokeBatch(db, S1, entries, { index: { shares: [e2, e3, e2] } }));
    await expect(idsIn(db)).resolves.toEqual([e1.id, e2.id, e3.id]);
  });

  it("denies revoking someone else's link or touching their index", async () => {
    await env.seedProfiles('user', 'otherUser');
    const entries = await makeShares(env.as('user'), 2);
    const bob = env.as('otherUser');
    await assertFails(deleteDoc(shareRef(bob, S1)));
    const batch = writeBatch(bob);
    batch.delete(shareRef(bob, S1));
    batch.set(indexRef(bob, alice), { shares: [entries[1]] });
    await assertFails(batch.commit());
    // Dropping it from his own (empty) index gives him nothing either.
    const own = writeBatch(bob);
    own.delete(shareRef(bob, S1));
    await assertFails(own.commit());
    expect((await getDoc(shareRef(env.as('user'), S1))).exists()).toBe(true);
  });

  it('denies a deactivated owner revoking', async () => {
    await env.seedProfiles('user');
    const entries = await makeShares(env.as('user'), 2);
    await env.seed({ [`users/${alice}`]: { ...profileFor('user'), isActive: false } });
    await assertFails(revokeBatch(env.as('user'), S1, entries));
  });
});
