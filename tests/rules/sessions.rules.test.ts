// Security rules for goals/{goalId}/sessions/{sessionId}: one practice session per document,
// {goalId, userId, start, end, source, editedAt?} in epoch milliseconds. Allowed writes are the
// app's own (goal-repo.ts commit() of putSession / deleteSession); the client de-duplicates
// replays by relying on a repeated create being refused, and on edits only moving forward.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createGoalRepo } from '../../src/data/firebase/goal-repo';
import { toSessionDocument } from '../../src/data/firebase/goal-converter';
import type { StoredSession } from '../../src/domain/goal-record';
import { MAX_SESSIONS_PER_ACCOUNT, SESSIONS_FULL } from '../../src/domain/plans';
import type { SessionSource } from '../../src/domain/practice-sessions';
import { tallyDayOf } from '../../src/domain/tally';
import {
  activeGoal,
  commitAs,
  GOALS,
  HOUR_MS,
  importingRepo,
  ops,
  seedActiveGoals,
  seedGoals,
  seedSessions,
  session,
  SESSION_START,
  SESSIONS,
  sessionsOf,
  stored,
  storedGoalDocument,
  storedSessionIds,
  TIMERS,
} from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const { user, otherUser, inactive } = identities;
const alice = user.uid;
const bob = otherUser.uid;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

const sessionRef = (db: Firestore, goalId: string, id: string) =>
  doc(db, GOALS, goalId, SESSIONS, id);

/** Alice's ops through the app's repository. */
const aliceCommits = (...writes: Parameters<typeof commitAs>[2]) => commitAs(env, 'user', writes);
const alicePuts = (s: StoredSession) => aliceCommits(ops.putSession(s));
/** An edit of a session stored with the fixture's times, naming them as the app does. */
const aliceEdits = (s: StoredSession) =>
  aliceCommits({
    type: 'putSession',
    session: s,
    previous: { start: SESSION_START, end: SESSION_START + HOUR_MS },
  });

/** The count of new sessions ('goalId/sessionId') a batch writes on alice's timer document. */
function countsOn(
  batch: WriteBatch,
  db: Firestore,
  newSessions: string[],
  by = newSessions.length,
) {
  batch.set(doc(db, TIMERS, alice), { sessionCount: increment(by), newSessions }, { merge: true });
}

const { year: YEAR, day: DAY } = tallyDayOf(SESSION_START);

/** The tally move the app sends with a new session of active-1 (tally-writes.ts), by hand. */
function movesTally(batch: WriteBatch, db: Firestore, id: string) {
  batch.set(
    doc(db, 'goalTallies', `active-1_${YEAR}`),
    {
      userId: alice,
      goalId: 'active-1',
      year: YEAR,
      days: { [DAY]: { ms: increment(HOUR_MS), n: increment(1) } },
      movedDays: [DAY],
      by: id,
      was: deleteField(),
    },
    { merge: true },
  );
}

/**
 * A hand-made session document of alice's under active-1 (what an attacker could send), counted
 * and moved in the tally as the app does it.
 */
function aliceSetsDocument(id: string, fields: DocumentData) {
  const db = env.as('user');
  const data = { ...toSessionDocument(session('active-1', id), alice), ...fields };
  const batch = writeBatch(db);
  batch.set(sessionRef(db, 'active-1', id), data);
  countsOn(batch, db, [`active-1/${id}`]);
  movesTally(batch, db, id);
  return batch.commit();
}

/** Alice with one active goal, active-1, listing the year of its tally (as this version does). */
async function aliceWithGoal() {
  await env.seedProfiles('user', 'otherUser', 'admin');
  const [goal] = await seedActiveGoals(env, alice, 1);
  const listing = { ...storedGoalDocument(goal!, alice), tallyYears: [String(YEAR)] };
  await env.seed({ [`${GOALS}/active-1`]: listing });
}

describe('sessions: creating', () => {
  it.each<SessionSource>(['manual', 'timer', 'import'])(
    'allows the owner to log a %s session under their goal',
    async (source) => {
      await aliceWithGoal();
      await assertSucceeds(alicePuts(session('active-1', 's1', { source })));
      expect(await stored(env, `${GOALS}/active-1/${SESSIONS}/s1`)).toEqual({
        goalId: 'active-1',
        userId: alice,
        start: SESSION_START,
        end: SESSION_START + HOUR_MS,
        source,
      });
    },
  );

  it('denies the repeat of a create (a replayed change)', async () => {
    await aliceWithGoal();
    await assertSucceeds(alicePuts(session('active-1', 's1')));
    await assertFails(alicePuts(session('active-1', 's1')));
    await assertFails(alicePuts(session('active-1', 's1', { end: SESSION_START + 2 * HOUR_MS })));
  });

  it('allows a goal and its first session in one change', async () => {
    await env.seedProfiles('user');
    const write = aliceCommits(
      ops.createGoal(activeGoal('g1')),
      ops.putSession(session('g1', 's1')),
    );
    await assertSucceeds(write);
  });

  it('allows a session of exactly 24 hours and denies one a millisecond longer', async () => {
    await aliceWithGoal();
    await assertSucceeds(alicePuts(session('active-1', 's1', { end: SESSION_START + DAY_MS })));
    await assertFails(alicePuts(session('active-1', 's2', { end: SESSION_START + DAY_MS + 1 })));
  });

  it('denies a session that ends before it starts, or when it starts', async () => {
    await aliceWithGoal();
    await assertFails(alicePuts(session('active-1', 's1', { end: SESSION_START - 1 })));
    await assertFails(alicePuts(session('active-1', 's2', { end: SESSION_START })));
  });

  it('allows a session ending a minute ahead (clock skew) and denies one ending 10 minutes ahead', async () => {
    await aliceWithGoal();
    const soon = Date.now() + MINUTE_MS;
    await assertSucceeds(
      alicePuts(session('active-1', 's1', { start: soon - HOUR_MS, end: soon })),
    );
    const later = Date.now() + 10 * MINUTE_MS;
    await assertFails(alicePuts(session('active-1', 's2', { start: later - HOUR_MS, end: later })));
  });

  it('denies a session starting before the year 2000', async () => {
    await aliceWithGoal();
    const start = Date.parse('1999-12-31T23:00:00.000Z');
    await assertFails(alicePuts(session('active-1', 's1', { start, end: start + HOUR_MS })));
  });

  it('denies a session with an unknown source', async () => {
    await aliceWithGoal();
    const source = 'stopwatch' as SessionSource;
    await assertFails(alicePuts(session('active-1', 's1', { source })));
  });

  it('allows the hand-made document of the app (control for the cases below)', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceSetsDocument('s1', {}));
  });

  it('denies extra keys, a missing key, fractional or textual times', async () => {
    await aliceWithGoal();
    // A note and a value are journal fields (journal.rules.test.ts); anything else is refused.
    await assertFails(aliceSetsDocument('s1', { mood: 'hi' }));
    await assertFails(aliceSetsDocument('s1', { hours: 1 }));
    const { source: _omitted, ...withoutSource } = toSessionDocument(
      session('active-1', 's1'),
      alice,
    );
    await assertFails(setDoc(sessionRef(env.as('user'), 'active-1', 's1'), withoutSource));
    await assertFails(aliceSetsDocument('s1', { start: SESSION_START + 0.5 }));
    await assertFails(aliceSetsDocument('s1', { end: String(SESSION_START + HOUR_MS) }));
  });

  it('denies a create that already carries editedAt', async () => {
    await aliceWithGoal();
    await assertFails(alicePuts(session('active-1', 's1', { editedAt: Date.now() })));
  });

  it('denies a goalId field that differs from the path', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [activeGoal('active-1'), activeGoal('active-2')]);
    await assertFails(aliceSetsDocument('s1', { goalId: 'active-2' }));
  });

  it('allows a 100-character id and denies a 101-character one', async () => {
    await aliceWithGoal();
    await assertSucceeds(alicePuts(session('active-1', 'i'.repeat(100))));
    await assertFails(alicePuts(session('active-1', 'i'.repeat(101))));
  });

  it("denies a session under another user's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await assertFails(alicePuts(session('active-1', 's1')));
  });

  it('denies a session under a missing goal', async () => {
    await aliceWithGoal();
    await assertFails(alicePuts(session('gone', 's1')));
  });

  it("denies a session with someone else's userId", async () => {
    await aliceWithGoal();
    await assertFails(commitAs(env, 'user', [ops.putSession(session('active-1', 's1'))], bob));
  });

  it("denies a session with someone else's userId under that person's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await assertFails(commitAs(env, 'user', [ops.putSession(session('active-1', 's1'))], bob));
  });
});

describe('sessions: editing', () => {
  const edited = (editedAt: number, overrides: Partial<StoredSession> = {}) =>
    session('active-1', 's1', { end: SESSION_START + 2 * HOUR_MS, editedAt, ...overrides });

  it('allows the first edit of a session (the stored one has no editedAt)', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1')]);
    await assertSucceeds(aliceEdits(edited(Date.now())));
    expect((await stored(env, `${GOALS}/active-1/${SESSIONS}/s1`))?.end).toBe(
      SESSION_START + 2 * HOUR_MS,
    );
  });

  it('allows an edit newer than the stored one', async () => {
    await aliceWithGoal();
    const before = Date.now() - MINUTE_MS;
    await seedSessions(env, alice, [session('active-1', 's1', { editedAt: before })]);
    await assertSucceeds(aliceEdits(edited(before + 1)));
  });

  it('denies an edit as old as the stored one, or older', async () => {
    await aliceWithGoal();
    const before = Date.now() - MINUTE_MS;
    await seedSessions(env, alice, [session('active-1', 's1', { editedAt: before })]);
    await assertFails(aliceEdits(edited(before)));
    await assertFails(aliceEdits(edited(before - 1)));
  });

  it('denies an edit with an editedAt far in the future (it would freeze the session)', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1')]);
    await assertFails(aliceEdits(edited(Date.now() + DAY_MS)));
  });

  it('denies an edit that changes the source', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1', { source: 'timer' })]);
    await assertFails(aliceEdits(edited(Date.now(), { source: 'manual' })));
  });

  it('denies an edit that breaks the bounds (over 24 hours)', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1')]);
    await assertFails(aliceEdits(edited(Date.now(), { end: SESSION_START + DAY_MS + 1 })));
  });

  it('denies an edit of a session deleted meanwhile', async () => {
    await aliceWithGoal();
    await assertFails(aliceEdits(edited(Date.now())));
  });

  it("denies editing another user's session, even keeping their userId", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await seedSessions(env, bob, [session('active-1', 's1')]);
    await assertFails(aliceEdits(edited(Date.now())));
    await assertFails(commitAs(env, 'user', [ops.putSession(edited(Date.now()))], bob));
  });
});

describe('sessions: deleting', () => {
  it('allows the owner to delete a session', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1')]);
    await assertSucceeds(aliceCommits(ops.deleteSession('active-1', 's1')));
    expect(await storedSessionIds(env, alice)).toEqual([]);
  });

  it('allows deleting a session that is already gone (a no-op)', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceCommits(ops.deleteSession('active-1', 'gone')));
  });

  it("denies deleting another user's session", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await seedSessions(env, bob, [session('active-1', 's1')]);
    await assertFails(aliceCommits(ops.deleteSession('active-1', 's1')));
    expect(await storedSessionIds(env, bob)).toEqual(['s1']);
  });
});

describe('sessions: reading', () => {
  async function seedBoth() {
    await env.seedProfiles('user', 'otherUser', 'admin', 'fakeAdmin');
    await seedGoals(env, alice, [activeGoal('a1')]);
    await seedGoals(env, bob, [activeGoal('b1')]);
    await seedSessions(env, alice, [session('a1', 's1'), session('a1', 's2')]);
    await seedSessions(env, bob, [session('b1', 's3')]);
  }

  it("allows the owner's collection-group query of their own sessions", async () => {
    await seedBoth();
    const snapshot = await assertSucceeds(getDocs(sessionsOf(env.as('user'), alice)));
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual(['s1', 's2']);
  });

  /** The ids the repository listener reports once the server has answered. */
  const listenedIds = (since: number | null) =>
    new Promise<string[]>((resolve, reject) => {
      const repo = createGoalRepo(env.as('user'));
      const stop = repo.watchSessions(
        alice,
        since,
        (report) => {
          if (report.fromCache) return;
          stop();
          resolve(report.value.map((s) => s.id).sort());
        },
        reject,
      );
    });

  it('delivers them through the repository listener', async () => {
    await seedBoth();
    expect(await listenedIds(null)).toEqual(['s1', 's2']);
  });

  it('delivers only those from a start on, when the listener asks for a window', async () => {
    await seedBoth();
    await seedSessions(env, alice, [
      session('a1', 'late', {
        start: SESSION_START + 10 * HOUR_MS,
        end: SESSION_START + 11 * HOUR_MS,
      }),
    ]);
    expect(await listenedIds(SESSION_START + HOUR_MS)).toEqual(['late']);
    expect(await listenedIds(SESSION_START)).toEqual(['late', 's1', 's2']);
  });

  it("denies the collection-group query filtered by another user's uid", async () => {
    await seedBoth();
    await assertFails(getDocs(sessionsOf(env.as('user'), bob)));
  });

  it('denies the collection-group query without a userId filter', async () => {
    await seedBoth();
    await assertFails(getDocs(collectionGroup(env.as('user'), SESSIONS)));
  });

  it("allows reading one's own session and denies reading another user's", async () => {
    await seedBoth();
    await assertSucceeds(getDoc(sessionRef(env.as('user'), 'a1', 's1')));
    await assertFails(getDoc(sessionRef(env.as('user'), 'b1', 's3')));
  });

  it("allows the administrator to list and delete another user's sessions", async () => {
    await seedBoth();
    const snapshot = await assertSucceeds(getDocs(sessionsOf(env.as('admin'), bob)));
    expect(snapshot.size).toBe(1);
    await assertSucceeds(deleteDoc(sessionRef(env.as('admin'), 'b1', 's3')));
  });

  it("denies the unverified fake administrator listing or deleting another user's sessions", async () => {
    await seedBoth();
    await assertFails(getDocs(sessionsOf(env.as('fakeAdmin'), bob)));
    await assertFails(deleteDoc(sessionRef(env.as('fakeAdmin'), 'b1', 's3')));
  });

  it('denies the administrator writing sessions for another user', async () => {
    await seedBoth();
    await assertFails(commitAs(env, 'admin', [ops.putSession(session('b1', 'x'))], bob));
  });
});

describe('sessions: deactivated and signed-out users', () => {
  async function seedInactive() {
    await env.seedProfiles('inactive');
    await seedActiveGoals(env, inactive.uid, 1);
    await seedSessions(env, inactive.uid, [session('active-1', 's1')]);
  }

  it('denies a deactivated user logging a session', async () => {
    await seedInactive();
    await assertFails(commitAs(env, 'inactive', [ops.putSession(session('active-1', 's2'))]));
  });

  it('denies a deactivated user editing or deleting a session', async () => {
    await seedInactive();
    const edit = session('active-1', 's1', { editedAt: Date.now() });
    await assertFails(commitAs(env, 'inactive', [ops.putSession(edit)]));
    await assertFails(commitAs(env, 'inactive', [ops.deleteSession('active-1', 's1')]));
  });

  it('denies a deactivated user reading their own sessions', async () => {
    await seedInactive();
    await assertFails(getDocs(sessionsOf(env.as('inactive'), inactive.uid)));
  });

  it('denies an unauthenticated client logging, reading or deleting sessions', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1')]);
    const db = env.unauthenticated();
    await assertFails(
      createGoalRepo(db).commit(alice, [ops.putSession(session('active-1', 's2'))]),
    );
    await assertFails(getDocs(sessionsOf(db, alice)));
    await assertFails(deleteDoc(sessionRef(db, 'active-1', 's1')));
  });
});

describe('sessions: counted and bounded per account', () => {
  const many = (n: number, goalId = 'active-1') =>
    Array.from({ length: n }, (_, i) => {
      const start = SESSION_START - (i + 1) * DAY_MS;
      return session(goalId, `flood-${i}`, { start, end: start + HOUR_MS });
    });
  const countOf = async () => (await stored(env, `${TIMERS}/${alice}`))?.sessionCount;

  it('denies a session written without its count (one write of a flood loop)', async () => {
    await aliceWithGoal();
    const data = toSessionDocument(session('active-1', 's1'), alice);
    await assertFails(setDoc(sessionRef(env.as('user'), 'active-1', 's1'), data));
    await assertSucceeds(aliceSetsDocument('s1', {}));
    expect(await countOf()).toBe(1);
  });

  it('counts every session of big batches (an import of 900) through the app', async () => {
    await aliceWithGoal();
    await assertSucceeds(importingRepo(env, 'user').importGoals(alice, [], many(900)));
    expect(await countOf()).toBe(900);
    expect(await storedSessionIds(env, alice)).toHaveLength(900);
  }, 60_000);

  it('denies a batch whose count is short of its sessions, or lists others', async () => {
    await aliceWithGoal();
    const db = env.as('user');
    const twoSessions = (newSessions: string[], by?: number) => {
      const batch = writeBatch(db);
      for (const id of ['s1', 's2']) {
        batch.set(
          sessionRef(db, 'active-1', id),
          toSessionDocument(session('active-1', id), alice),
        );
      }
      countsOn(batch, db, newSessions, by);
      batch.set(
        doc(db, 'goalTallies', `active-1_${YEAR}`),
        { userId: alice, goalId: 'active-1', year: YEAR, by: '/bulk', bulkSession: 'active-1/s1' },
        { merge: true },
      );
      return batch.commit();
    };
    await assertFails(twoSessions(['active-1/s1']));
    await assertFails(twoSessions(['active-1/s1', 'active-1/s2'], 1));
    await assertFails(twoSessions(['active-1/s1', 'active-1/s1'], 2));
    await assertFails(twoSessions(['active-2/s1', 'active-2/s2']));
    await assertSucceeds(twoSessions(['active-1/s1', 'active-1/s2']));
    expect(await countOf()).toBe(2);
  });

  it('denies a session listed by an earlier batch but not counted again', async () => {
    await aliceWithGoal();
    const db = env.as('user');
    // The list names s2 too (inflating only the owner's own count); s2 comes later, uncounted.
    const batch = writeBatch(db);
    batch.set(
      sessionRef(db, 'active-1', 's1'),
      toSessionDocument(session('active-1', 's1'), alice),
    );
    countsOn(batch, db, ['active-1/s1', 'active-1/s2']);
    movesTally(batch, db, 's1');
    await assertSucceeds(batch.commit());
    const data = toSessionDocument(session('active-1', 's2'), alice);
    const later = writeBatch(db);
    later.set(sessionRef(db, 'active-1', 's2'), data);
    movesTally(later, db, 's2');
    await assertFails(later.commit());
  });

  it('refuses the session past the bound, with its own refusal code', async () => {
    await aliceWithGoal();
    await env.seed({ [`${TIMERS}/${alice}`]: { sessionCount: MAX_SESSIONS_PER_ACCOUNT - 1 } });
    await assertSucceeds(alicePuts(session('active-1', 's1')));
    expect(await countOf()).toBe(MAX_SESSIONS_PER_ACCOUNT);
    await expect(alicePuts(session('active-1', 's2'))).rejects.toMatchObject({
      code: SESSIONS_FULL,
    });
    expect(await storedSessionIds(env, alice)).toEqual(['s1']);
    // Edits of sessions already there are not new sessions.
    await assertSucceeds(aliceEdits(session('active-1', 's1', { editedAt: Date.now() })));
  });

  it('denies lowering, removing or faking the count; the timer keeps it', async () => {
    await aliceWithGoal();
    await assertSucceeds(alicePuts(session('active-1', 's1')));
    const db = env.as('user');
    const timer = doc(db, TIMERS, alice);
    await assertFails(updateDoc(timer, { sessionCount: 0 }));
    await assertFails(updateDoc(timer, { sessionCount: increment(-1), newSessions: ['a/b'] }));
    await assertFails(updateDoc(timer, { sessionCount: 2.5, newSessions: ['a/b'] }));
    await assertFails(setDoc(timer, { sessionCount: 0, newSessions: ['a/b'] }));
    await assertSucceeds(
      aliceCommits(ops.setTimer({ goalId: 'active-1', startTime: Date.now(), isRunning: true })),
    );
    expect(await countOf()).toBe(1);
    // A timer write that moves the count with it is refused.
    await assertFails(
      setDoc(
        timer,
        { goalId: 'active-1', startTime: Date.now() + 1, isRunning: true, sessionCount: 9 },
        { merge: true },
      ),
    );
  });

  it('denies oversize, malformed and too many entries in the list', async () => {
    await aliceWithGoal();
    const db = env.as('user');
    const timer = doc(db, TIMERS, alice);
    const countOnly = (newSessions: unknown[]) =>
      setDoc(timer, { sessionCount: increment(newSessions.length), newSessions }, { merge: true });
    await assertFails(countOnly([`active-1/${'x'.repeat(1_000_000)}`]));
    await assertFails(countOnly([{ goalId: 'active-1', ids: ['a', 'b'] }]));
    await assertFails(countOnly(['no-slash']));
    await assertFails(countOnly(['a/b/c']));
    await assertFails(countOnly(Array.from({ length: 451 }, (_, i) => `a/${i}`)));
    await assertSucceeds(countOnly(Array.from({ length: 450 }, (_, i) => `a/${i}`)));
  });
});
