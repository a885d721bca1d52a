// Security rules for goals/{goalId}/sessions/{sessionId}: one practice session per document,
// {goalId, userId, start, end, source, editedAt?} in epoch milliseconds. Allowed writes are the
// app's own (goal-repo.ts commit() of putSession / deleteSession); the client de-duplicates
// replays by relying on a repeated create being refused, and on edits only moving forward.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createGoalRepo } from '../../src/data/firebase/goal-repo';
import { toSessionDocument } from '../../src/data/firebase/goal-converter';
import type { StoredSession } from '../../src/domain/goal-record';
import type { SessionSource } from '../../src/domain/practice-sessions';
import {
  activeGoal,
  commitAs,
  GOALS,
  HOUR_MS,
  ops,
  seedActiveGoals,
  seedGoals,
  seedSessions,
  session,
  SESSION_START,
  SESSIONS,
  sessionsOf,
  stored,
  storedSessionIds,
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

/** A hand-made session document of alice's under active-1 (what an attacker could send). */
function aliceSetsDocument(id: string, fields: DocumentData) {
  const data = { ...toSessionDocument(session('active-1', id), alice), ...fields };
  return setDoc(sessionRef(env.as('user'), 'active-1', id), data);
}

/** Alice with one active goal, active-1. */
async function aliceWithGoal() {
  await env.seedProfiles('user', 'otherUser', 'admin');
  await seedActiveGoals(env, alice, 1);
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
    await assertFails(aliceSetsDocument('s1', { note: 'hi' }));
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
    await assertSucceeds(alicePuts(edited(Date.now())));
    expect((await stored(env, `${GOALS}/active-1/${SESSIONS}/s1`))?.end).toBe(
      SESSION_START + 2 * HOUR_MS,
    );
  });

  it('allows an edit newer than the stored one', async () => {
    await aliceWithGoal();
    const before = Date.now() - MINUTE_MS;
    await seedSessions(env, alice, [session('active-1', 's1', { editedAt: before })]);
    await assertSucceeds(alicePuts(edited(before + 1)));
  });

  it('denies an edit as old as the stored one, or older', async () => {
    await aliceWithGoal();
    const before = Date.now() - MINUTE_MS;
    await seedSessions(env, alice, [session('active-1', 's1', { editedAt: before })]);
    await assertFails(alicePuts(edited(before)));
    await assertFails(alicePuts(edited(before - 1)));
  });

  it('denies an edit with an editedAt far in the future (it would freeze the session)', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1')]);
    await assertFails(alicePuts(edited(Date.now() + DAY_MS)));
  });

  it('denies an edit that changes the source', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1', { source: 'timer' })]);
    await assertFails(alicePuts(edited(Date.now(), { source: 'manual' })));
  });

  it('denies an edit that breaks the bounds (over 24 hours)', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1')]);
    await assertFails(alicePuts(edited(Date.now(), { end: SESSION_START + DAY_MS + 1 })));
  });

  it('denies an edit of a session deleted meanwhile', async () => {
    await aliceWithGoal();
    await assertFails(alicePuts(edited(Date.now())));
  });

  it("denies editing another user's session, even keeping their userId", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await seedSessions(env, bob, [session('active-1', 's1')]);
    await assertFails(alicePuts(edited(Date.now())));
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

  it('delivers them through the repository listener', async () => {
    await seedBoth();
    const repo = createGoalRepo(env.as('user'));
    const ids = await new Promise<string[]>((resolve, reject) => {
      const stop = repo.watchSessions(
        alice,
        (report) => {
          if (report.fromCache) return;
          stop();
          resolve(report.value.map((s) => s.id).sort());
        },
        reject,
      );
    });
    expect(ids).toEqual(['s1', 's2']);
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
