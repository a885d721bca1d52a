// Security rules for goalTallies/{goalId}_{year}: a goal's practice summed per local day, moved in
// the same batch as each session write (tally-writes.ts). The rules check what each write
// claims to have moved: the session it names is written in the batch, with the times the server
// held, so a replayed or stale move is refused with its session write.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type WriteBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createGoalRepo } from '../../src/data/firebase/goal-repo';
import { toSessionDocument } from '../../src/data/firebase/goal-converter';
import type { StoredSession } from '../../src/domain/goal-record';
import { tallyDayOf } from '../../src/domain/tally';
import { fromTallyDocument } from '../../src/data/firebase/tally-writes';
import { encodeDigest, encodePartDigest } from '../../src/domain/tally-digest';
import {
  activeGoal,
  commitAs,
  GOALS,
  HOUR_MS,
  importAs,
  ops,
  seedActiveGoals,
  seedSessions,
  session,
  SESSION_START,
  SESSIONS,
  storedGoalDocument,
  stored,
  TIMERS,
} from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const TALLIES = 'goalTallies';
const { year: YEAR, day: DAY } = tallyDayOf(SESSION_START);
const TALLY = `${TALLIES}/active-1_${YEAR}`;
const DAY_MS = 24 * HOUR_MS;

const aliceCommits = (...writes: Parameters<typeof commitAs>[2]) => commitAs(env, 'user', writes);
const sessionPath = (goalId: string, id: string) => `${GOALS}/${goalId}/${SESSIONS}/${id}`;
const times = (s: Pick<StoredSession, 'start' | 'end'>) => ({ start: s.start, end: s.end });

/** Alice's active-1, listing the year of its tally as goals of this version do. */
async function aliceWithGoal() {
  await env.seedProfiles('user', 'otherUser', 'admin');
  const [goal] = await seedActiveGoals(env, alice, 1);
  const listing = { ...storedGoalDocument(goal!, alice), tallyYears: [String(YEAR)] };
  await env.seed({ [`${GOALS}/active-1`]: listing });
}

/** The stored days of alice's active-1 tally of YEAR. */
async function storedDays(path = TALLY) {
  return (await stored(env, path))?.days as Record<string, { ms: number; n: number }> | undefined;
}

/** The days and part sums a tally document holds as the app reads it (its text and maps). */
async function readTally(path = TALLY) {
  const data = await stored(env, path);
  return data ? fromTallyDocument(data) : null;
}

/** A hand-made tally write of alice's, with whatever a client could send. */
function aliceSetsTally(data: DocumentData, id = `active-1_${YEAR}`, also?: StoredSession) {
  const db = env.as('user');
  const batch = writeBatch(db);
  batch.set(
    doc(db, TALLIES, id),
    { userId: alice, goalId: 'active-1', year: YEAR, days: {}, by: '/bulk', ...data },
    { merge: true },
  );
  if (also) {
    batch.set(doc(db, GOALS, also.goalId, SESSIONS, also.id), toSessionDocument(also, alice));
    batch.set(
      doc(db, TIMERS, alice),
      { sessionCount: increment(1), newSessions: [`${also.goalId}/${also.id}`] },
      { merge: true },
    );
  }
  return batch.commit();
}

describe('goalTallies: moved with each session write', () => {
  it('counts a new session on its day', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceCommits(ops.putSession(session('active-1', 's1'))));
    await assertSucceeds(
      aliceCommits(
        ops.putSession(
          session('active-1', 's2', {
            start: SESSION_START + 2 * HOUR_MS,
            end: SESSION_START + 2.5 * HOUR_MS,
          }),
        ),
      ),
    );
    expect(await storedDays()).toEqual({ [DAY]: { ms: 1.5 * HOUR_MS, n: 2 } });
  });

  it('moves an edit by the difference, to another day too', async () => {
    await aliceWithGoal();
    const first = session('active-1', 's1');
    await assertSucceeds(aliceCommits(ops.putSession(first)));
    const later = { start: SESSION_START + DAY_MS, end: SESSION_START + DAY_MS + 2 * HOUR_MS };
    const edit: StoredSession = { ...first, ...later, editedAt: Date.now() - 1000 };
    await assertSucceeds(
      aliceCommits({ type: 'putSession', session: edit, previous: times(first) }),
    );
    const nextDay = tallyDayOf(later.start).day;
    expect(await storedDays()).toEqual({
      [DAY]: { ms: 0, n: 0 },
      [nextDay]: { ms: 2 * HOUR_MS, n: 1 },
    });
  });

  it('takes a delete back, once: its replay is refused', async () => {
    await aliceWithGoal();
    const first = session('active-1', 's1');
    await assertSucceeds(aliceCommits(ops.putSession(first)));
    const remove = {
      type: 'deleteSession' as const,
      goalId: 'active-1',
      sessionId: 's1',
      previous: times(first),
    };
    await assertSucceeds(aliceCommits(remove));
    await assertFails(aliceCommits(remove));
    expect(await storedDays()).toEqual({ [DAY]: { ms: 0, n: 0 } });
  });

  it('refuses an edit that names times the server no longer holds (edited elsewhere)', async () => {
    await aliceWithGoal();
    const first = session('active-1', 's1');
    await assertSucceeds(aliceCommits(ops.putSession(first)));
    const elsewhere = { ...first, end: first.end + HOUR_MS, editedAt: Date.now() - 2000 };
    await assertSucceeds(
      aliceCommits({ type: 'putSession', session: elsewhere, previous: times(first) }),
    );
    const stale = { ...first, end: first.end + 3 * HOUR_MS, editedAt: Date.now() - 1000 };
    await assertFails(aliceCommits({ type: 'putSession', session: stale, previous: times(first) }));
    await assertSucceeds(
      aliceCommits({ type: 'putSession', session: stale, previous: times(elsewhere) }),
    );
    expect(await storedDays()).toEqual({ [DAY]: { ms: 4 * HOUR_MS, n: 1 } });
  });

  it('moves the tally once per session for a change of many sessions (a batch each)', async () => {
    await aliceWithGoal();
    const puts = Array.from({ length: 12 }, (_, i) => ({
      type: 'putSession' as const,
      session: session('active-1', `m${i}`, {
        start: SESSION_START + (i % 3) * 2 * HOUR_MS + Math.floor(i / 3) * 10 * 60_000,
        end: SESSION_START + (i % 3) * 2 * HOUR_MS + Math.floor(i / 3) * 10 * 60_000 + 60_000,
      }),
    }));
    await assertSucceeds(aliceCommits(...puts));
    const days = Object.values((await storedDays()) ?? {});
    expect(days.reduce((sum, d) => sum + d.n, 0)).toBe(12);
    expect(days.reduce((sum, d) => sum + d.ms, 0)).toBe(12 * 60_000);
    // The same change again is refused whole (its sessions exist), so nothing counts twice.
    await assertFails(aliceCommits(...puts.slice(0, 2)));
    const again = Object.values((await storedDays()) ?? {});
    expect(again.reduce((sum, d) => sum + d.n, 0)).toBe(12);
  });

  it('counts an import in bulk, and deletes a goal with its tally', async () => {
    await env.seedProfiles('user');
    const goal = activeGoal('imp-1', {
      sessions: Array.from({ length: 3 }, (_, i) => ({
        id: `i${i}`,
        start: SESSION_START + i * HOUR_MS,
        end: SESSION_START + i * HOUR_MS + 30 * 60_000,
        source: 'import' as const,
      })),
    });
    await assertSucceeds(importAs(env, 'user', [goal]));
    // In the digest, not the map of separate days (which only single sessions' moves change).
    expect((await readTally(`${TALLIES}/imp-1_${YEAR}`))?.days).toEqual({
      [DAY]: { ms: 1.5 * HOUR_MS, n: 3 },
    });
    expect(await storedDays(`${TALLIES}/imp-1_${YEAR}`)).toBeUndefined();
    expect((await stored(env, `${GOALS}/imp-1`))?.tallied).toBe(true);
    await assertSucceeds(
      aliceCommits({
        type: 'deleteGoal',
        goalId: 'imp-1',
        wasActive: true,
        sessionIds: ['i0', 'i1', 'i2'],
        tallyYears: [YEAR],
      }),
    );
    expect(await stored(env, `${TALLIES}/imp-1_${YEAR}`)).toBeUndefined();
  });

  it('denies a move naming a session the batch does not write', async () => {
    await aliceWithGoal();
    await seedSessions(env, alice, [session('active-1', 's1')]);
    const move = {
      days: { [DAY]: { ms: increment(HOUR_MS), n: increment(1) } },
      movedDays: [DAY],
    };
    await assertFails(aliceSetsTally({ ...move, by: 's1', was: deleteField() }));
    await assertFails(aliceSetsTally({ ...move, by: 's2', was: deleteField() }));
    await assertSucceeds(
      aliceSetsTally(
        { ...move, by: 's2', was: deleteField() },
        undefined,
        session('active-1', 's2', {
          start: SESSION_START + 2 * HOUR_MS,
          end: SESSION_START + 3 * HOUR_MS,
        }),
      ),
    );
  });
});

describe('goalTallies: who and what', () => {
  it('lets the owner read their tallies and nobody else', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceCommits(ops.putSession(session('active-1', 's1'))));
    const mine = (db: Firestore, uid: string) =>
      query(collection(db, TALLIES), where('userId', '==', uid));
    await assertSucceeds(getDocs(mine(env.as('user'), alice)));
    await assertSucceeds(getDoc(doc(env.as('user'), TALLY)));
    await assertFails(getDocs(mine(env.as('otherUser'), alice)));
    await assertFails(getDoc(doc(env.as('otherUser'), TALLY)));
    await assertFails(getDocs(collection(env.as('otherUser'), TALLIES)));
    await assertFails(getDocs(mine(env.unauthenticated(), alice)));
    await assertSucceeds(getDocs(mine(env.as('admin'), alice)));
  });

  it("denies writing into another person's tally or for another person's goal", async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceCommits(ops.putSession(session('active-1', 's1'))));
    const bobDb = env.as('otherUser');
    const inflate = { days: { [DAY]: { ms: increment(DAY_MS), n: increment(1) } }, by: '/bulk' };
    await assertFails(setDoc(doc(bobDb, TALLY), inflate, { merge: true }));
    await assertFails(
      setDoc(doc(bobDb, TALLY), {
        userId: 'bob',
        goalId: 'active-1',
        year: YEAR,
        days: {},
        by: '/bulk',
      }),
    );
    await assertFails(updateDoc(doc(bobDb, TALLY), { days: {} }));
    await assertFails(deleteDoc(doc(bobDb, TALLY)));
  });

  it('denies a tally of a missing goal, a wrong id, year or shape', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceSetsTally({})); // control: the app's bulk shape
    await assertFails(aliceSetsTally({ goalId: 'missing' }, `missing_${YEAR}`));
    await assertFails(aliceSetsTally({}, `active-1_${YEAR + 1}`));
    await assertFails(aliceSetsTally({ year: 1999 }, 'active-1_1999'));
    await assertFails(aliceSetsTally({ year: String(YEAR) }));
    await assertFails(aliceSetsTally({ days: 'lots' }));
    await assertFails(aliceSetsTally({ extra: true }));
    await assertFails(aliceSetsTally({ by: '' }));
    await assertFails(aliceSetsTally({ by: 'x'.repeat(101) }));
    await assertFails(aliceSetsTally({ by: 's1', was: 'then' }));
    const tooMany = Object.fromEntries(
      Array.from({ length: 367 }, (_, i) => [`d${i}`, { ms: 1, n: 1 }]),
    );
    await assertFails(aliceSetsTally({ days: tooMany }));
  });
});

describe('goalTallies: bounded whatever a client sends', () => {
  const s2 = () =>
    session('active-1', 's2', {
      start: SESSION_START + 2 * HOUR_MS,
      end: SESSION_START + 3 * HOUR_MS,
    });
  const oneHour = { ms: increment(HOUR_MS), n: increment(1) };
  /** A move of the new session s2, as the app sends it, with `data` laid over it. */
  const moveOfS2 = (data: DocumentData) =>
    aliceSetsTally(
      { days: { [DAY]: oneHour }, movedDays: [DAY], by: 's2', was: deleteField(), ...data },
      undefined,
      s2(),
    );

  it('takes a session move whose named entries are each exactly {ms, n}', async () => {
    await aliceWithGoal();
    await assertSucceeds(moveOfS2({}));
    expect(await storedDays()).toEqual({ [DAY]: { ms: HOUR_MS, n: 1 } });
  });

  it('denies a padded, untyped or unbounded day entry, an unnamed one, or more than two', async () => {
    await aliceWithGoal();
    const pad = 'x'.repeat(100_000);
    await assertFails(moveOfS2({ days: { [DAY]: { ...oneHour, pad } } }));
    await assertFails(moveOfS2({ days: { [DAY]: { ms: 'lots', n: increment(1) } } }));
    await assertFails(moveOfS2({ days: { [DAY]: { ms: 1.5, n: increment(1) } } }));
    await assertFails(moveOfS2({ days: { [DAY]: { ms: 9e12, n: increment(1) } } }));
    await assertFails(moveOfS2({ days: { [DAY]: { ms: increment(1), n: 100_001 } } }));
    await assertFails(moveOfS2({ days: { [DAY]: oneHour, '01-02': { ms: 1, n: 1 } } }));
    await assertFails(moveOfS2({ days: { [DAY]: oneHour }, movedDays: [] }));
    await assertFails(moveOfS2({ days: { x: oneHour }, movedDays: ['x'] }));
    const three = ['01-01', '01-02', '01-03'];
    await assertFails(
      moveOfS2({
        days: Object.fromEntries(three.map((day) => [day, { ms: 1, n: 1 }])),
        movedDays: three,
      }),
    );
    await assertFails(moveOfS2({ movedDays: 'all' }));
    expect(await stored(env, TALLY)).toBeUndefined();
  });

  it('denies a padded or unnamed part sum, or a part id that is not one', async () => {
    await aliceWithGoal();
    const part = { parts: { p1: oneHour }, movedParts: ['p1'] };
    await assertFails(moveOfS2({ ...part, parts: { p1: { ...oneHour, pad: 'x'.repeat(1000) } } }));
    await assertFails(moveOfS2({ ...part, movedParts: [] }));
    await assertFails(moveOfS2({ parts: { 'no way': oneHour }, movedParts: ['no way'] }));
    await assertFails(moveOfS2({ ...part, parts: { p1: oneHour, p2: oneHour } }));
    expect(await stored(env, TALLY)).toBeUndefined();
    await assertSucceeds(moveOfS2(part));
    expect((await readTally())?.parts).toEqual({ p1: { ms: HOUR_MS, n: 1 } });
  });

  it('takes sums in bulk only as text of the digest pattern, never as map entries', async () => {
    await aliceWithGoal();
    const digest = encodeDigest({ [DAY]: { ms: HOUR_MS, n: 2 } });
    const partDigest = encodePartDigest({ p1: { ms: HOUR_MS, n: 2 } });
    await assertSucceeds(aliceSetsTally({ digest, partDigest }));
    await assertFails(aliceSetsTally({ days: { [DAY]: { ms: 1, n: 1 } } }));
    await assertFails(aliceSetsTally({ parts: { p1: { ms: 1, n: 1 } } }));
    await assertFails(aliceSetsTally({ digest: `${digest},${'x'.repeat(40)}` }));
    await assertFails(aliceSetsTally({ digest: `${digest} pad` }));
    await assertFails(aliceSetsTally({ partDigest: `${partDigest};pad` }));
    await assertFails(aliceSetsTally({ partDigest: partDigest.repeat(400) }));
    await assertFails(aliceSetsTally({ partDigest: 5 }));
    expect((await readTally())?.parts).toEqual({ p1: { ms: HOUR_MS, n: 2 } });
  });
});

describe('goalTallies: a session write comes with its move', () => {
  const s1 = () => session('active-1', 's1');
  const counted = (batch: WriteBatch, db: Firestore, s: StoredSession) =>
    batch.set(
      doc(db, TIMERS, alice),
      { sessionCount: increment(1), newSessions: [`${s.goalId}/${s.id}`] },
      { merge: true },
    );
  /** A session write of a version that wrote sessions alone (counted, but no tally move). */
  function writesSessionAlone(s: StoredSession, { create = true } = {}) {
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.set(doc(db, GOALS, s.goalId, SESSIONS, s.id), toSessionDocument(s, alice));
    if (create) counted(batch, db, s);
    return batch.commit();
  }

  it('refuses a new session without its move, and takes it with one', async () => {
    await aliceWithGoal();
    await assertFails(writesSessionAlone(s1()));
    // The shape of an import of an older version: sums in the map, which no bulk write may touch.
    const db = env.as('user');
    const older = writeBatch(db);
    older.set(doc(db, GOALS, 'active-1', SESSIONS, 's1'), toSessionDocument(s1(), alice));
    counted(older, db, s1());
    older.set(
      doc(db, TALLY),
      {
        userId: alice,
        goalId: 'active-1',
        year: YEAR,
        by: '/bulk',
        days: { [DAY]: { ms: HOUR_MS, n: 1 } },
      },
      { merge: true },
    );
    await assertFails(older.commit());
    await assertSucceeds(aliceCommits(ops.putSession(s1())));
    expect(await storedDays()).toEqual({ [DAY]: { ms: HOUR_MS, n: 1 } });
  });

  it('refuses an edit or a delete without its move, though the tally last named that session', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceCommits(ops.putSession(s1())));
    const longer = { ...s1(), end: SESSION_START + 3 * HOUR_MS, editedAt: Date.now() - 1000 };
    await assertFails(writesSessionAlone(longer, { create: false }));
    await assertFails(deleteDoc(doc(env.as('user'), GOALS, 'active-1', SESSIONS, 's1')));
    await assertSucceeds(
      aliceCommits({ type: 'putSession', session: longer, previous: times(s1()) }),
    );
    // After an edit the tally names the session again: still no delete without its move.
    await assertFails(deleteDoc(doc(env.as('user'), GOALS, 'active-1', SESSIONS, 's1')));
    await assertSucceeds(
      aliceCommits({
        type: 'deleteSession',
        goalId: 'active-1',
        sessionId: 's1',
        previous: times(longer),
      }),
    );
    expect(await storedDays()).toEqual({ [DAY]: { ms: 0, n: 0 } });
  });

  it("refuses a new session riding on an earlier import batch's sums", async () => {
    await env.seedProfiles('user');
    const goal = activeGoal('imp-1', {
      sessions: [
        { id: 'i0', start: SESSION_START, end: SESSION_START + HOUR_MS, source: 'import' as const },
      ],
    });
    await assertSucceeds(importAs(env, 'user', [goal]));
    expect((await stored(env, `${TALLIES}/imp-1_${YEAR}`))?.bulkSession).toBe('imp-1/i0');
    await assertFails(writesSessionAlone(session('imp-1', 'i1')));
  });

  it("lets a goal of an earlier version take sessions alone, and a goal's delete take its sessions", async () => {
    await env.seedProfiles('user');
    const { tallied: _was, ...earlier } = storedGoalDocument(activeGoal('old-1'), alice);
    await env.seed({ [`${GOALS}/old-1`]: earlier });
    await assertSucceeds(writesSessionAlone(session('old-1', 's1')));
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceCommits(ops.putSession(s1())));
    await assertSucceeds(
      aliceCommits({
        type: 'deleteGoal',
        goalId: 'active-1',
        wasActive: true,
        sessionIds: ['s1'],
        tallyYears: [YEAR],
      }),
    );
    expect(await stored(env, sessionPath('active-1', 's1'))).toBeUndefined();
  });
});

describe('goalTallies: counting a goal of an earlier version', () => {
  async function untalliedGoalWithSessions() {
    await env.seedProfiles('user', 'otherUser');
    const { tallied: _was, ...earlier } = storedGoalDocument(activeGoal('old-1'), alice);
    await env.seed({ [`${GOALS}/old-1`]: earlier, [`${TIMERS}/${alice}`]: { sessionCount: 2 } });
    await seedSessions(env, alice, [
      session('old-1', 'a'),
      session('old-1', 'b', {
        start: SESSION_START + DAY_MS,
        end: SESSION_START + DAY_MS + HOUR_MS,
      }),
    ]);
  }

  it('counts the whole log once and marks the goal tallied', async () => {
    await untalliedGoalWithSessions();
    const repo = createGoalRepo(env.as('user'));
    await assertSucceeds(repo.recountTally(alice, 'old-1'));
    const next = tallyDayOf(SESSION_START + DAY_MS).day;
    expect((await readTally(`${TALLIES}/old-1_${YEAR}`))?.days).toEqual({
      [DAY]: { ms: HOUR_MS, n: 1 },
      [next]: { ms: HOUR_MS, n: 1 },
    });
    expect((await stored(env, `${GOALS}/old-1`))?.tallied).toBe(true);
    expect((await stored(env, `${GOALS}/old-1`))?.tallyYears).toEqual([String(YEAR)]);
    // Counted already (another device did it): refused, nothing changes.
    await assertFails(repo.recountTally(alice, 'old-1'));
  });

  it('denies a count when a session was created since its basis was read', async () => {
    await untalliedGoalWithSessions();
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.set(doc(db, TALLIES, `old-1_${YEAR}`), {
      userId: alice,
      goalId: 'old-1',
      year: YEAR,
      days: {},
      by: '/recount',
      basis: 1,
    });
    batch.update(doc(db, GOALS, 'old-1'), { tallied: true, updatedAt: serverTimestamp() });
    await assertFails(batch.commit());
  });

  it('denies a count that does not mark the goal tallied, and unmarking a tallied goal', async () => {
    await untalliedGoalWithSessions();
    const db = env.as('user');
    await assertFails(
      setDoc(doc(db, TALLIES, `old-1_${YEAR}`), {
        userId: alice,
        goalId: 'old-1',
        year: YEAR,
        days: {},
        by: '/recount',
        basis: 2,
      }),
    );
    await assertSucceeds(createGoalRepo(db).recountTally(alice, 'old-1'));
    const unmark = { tallied: false, updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(db, GOALS, 'old-1'), unmark));
    await assertFails(updateDoc(doc(db, GOALS, 'old-1'), { ...unmark, tallied: deleteField() }));
    expect((await stored(env, sessionPath('old-1', 'a')))?.userId).toBe(alice);
  });
});
