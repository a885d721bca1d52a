// Security rules for a goal's tally years (goals/{goalId}.tallyYears): a tally document
// (goalTallies/{goalId}_{year}) is created only once its goal lists its year, the list only
// grows (at most 40 years), and the owner deletes the goal only in the batch that deletes every
// tally it lists. So no tally outlives its goal, and an account holds at most 40 per goal.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { deleteOwnAccountData } from '../../src/data/firebase/own-data-deletion';
import { toGoalDocument, toSessionDocument } from '../../src/data/firebase/goal-converter';
import { recordOf, type StoredSession } from '../../src/domain/goal-record';
import { tallyDayOf, tallyYearsOfDelete } from '../../src/domain/tally';
import {
  activeGoal,
  commitAs,
  COUNTERS,
  GOALS,
  HOUR_MS,
  importAs,
  importingRepo,
  ops,
  seedActiveGoals,
  seedGoals,
  session,
  SESSION_START,
  SESSIONS,
  stored,
  storedGoalDocument,
  TIMERS,
} from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const bob = identities.otherUser.uid;
const TALLIES = 'goalTallies';
const { year: YEAR, day: DAY } = tallyDayOf(SESSION_START);
const tallyPath = (goalId: string, year: number) => `${TALLIES}/${goalId}_${year}`;
const DAY_MS = 24 * HOUR_MS;

const aliceCommits = (...writes: Parameters<typeof commitAs>[2]) => commitAs(env, 'user', writes);

/** A tally document as this version stores it after one session's move (rules bypassed). */
function storedTally(uid: string, goalId: string, year: number): DocumentData {
  return { userId: uid, goalId, year, days: { [DAY]: { ms: HOUR_MS, n: 1 } }, by: 's0' };
}

/** Alice's active-1, listing `years`, with a tally of each (rules bypassed). */
async function goalWithTallies(years: number[], { listed = years.map(String) } = {}) {
  await env.seedProfiles('user', 'otherUser');
  const [goal] = await seedActiveGoals(env, alice, 1);
  await env.seed({
    [`${GOALS}/active-1`]: {
      ...storedGoalDocument(goal!, alice),
      ...(listed.length > 0 ? { tallyYears: listed } : {}),
    },
    ...Object.fromEntries(
      years.map((y) => [tallyPath('active-1', y), storedTally(alice, 'active-1', y)]),
    ),
  });
}

/**
 * A hand-made move of the new session `s` into its year's tally of `goalId`, as the app sends it,
 * the goal listing `listing` (none: no write to the goal).
 */
function aliceMoves(s: StoredSession, listing?: unknown[]) {
  const db = env.as('user');
  const batch = writeBatch(db);
  const { year, day } = tallyDayOf(s.start);
  batch.set(doc(db, GOALS, s.goalId, SESSIONS, s.id), toSessionDocument(s, alice));
  batch.set(
    doc(db, TIMERS, alice),
    { sessionCount: increment(1), newSessions: [`${s.goalId}/${s.id}`] },
    { merge: true },
  );
  batch.set(
    doc(db, tallyPath(s.goalId, year)),
    {
      userId: alice,
      goalId: s.goalId,
      year,
      days: { [day]: { ms: increment(s.end - s.start), n: increment(1) } },
      movedDays: [day],
      movedParts: [],
      by: s.id,
    },
    { merge: true },
  );
  if (listing) {
    batch.set(
      doc(db, GOALS, s.goalId),
      { tallyYears: arrayUnion(...listing), updatedAt: serverTimestamp() },
      { merge: true },
    );
  }
  return batch.commit();
}

/** Alice's delete of her active goal, its counter moved, and `tallies` deleted with it. */
function aliceDeletesGoal(goalId: string, tallies: number[]) {
  const db = env.as('user');
  const batch = writeBatch(db);
  batch.delete(doc(db, GOALS, goalId));
  batch.set(
    doc(db, COUNTERS, alice),
    { active: increment(-1), total: increment(-1), lastGoalId: goalId },
    { merge: true },
  );
  for (const year of tallies) batch.delete(doc(db, tallyPath(goalId, year)));
  return batch.commit();
}

/** Alice's change of active-1's list of years, as a client could send it. */
const aliceLists = (tallyYears: unknown) =>
  updateDoc(doc(env.as('user'), GOALS, 'active-1'), { tallyYears, updatedAt: serverTimestamp() });

describe('tally years: a goal lists the year of each tally it has', () => {
  it('lists the year with the first session of that year, and the delete takes the tally along', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const later = SESSION_START + 400 * DAY_MS;
    await assertSucceeds(aliceCommits(ops.putSession(session('active-1', 's1'))));
    await assertSucceeds(
      aliceCommits(
        ops.putSession(session('active-1', 's2', { start: later, end: later + HOUR_MS })),
      ),
    );
    const next = tallyDayOf(later).year;
    expect((await stored(env, `${GOALS}/active-1`))?.tallyYears).toEqual([
      String(YEAR),
      String(next),
    ]);
    await assertSucceeds(aliceCommits(ops.deleteGoal('active-1', true, ['s1', 's2'])));
    expect(await stored(env, tallyPath('active-1', YEAR))).toBeUndefined();
    expect(await stored(env, tallyPath('active-1', next))).toBeUndefined();
  });

  it('denies a new tally whose year its goal does not list, and takes it listed in the same batch', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceMoves(session('active-1', 's1')));
    await assertFails(aliceMoves(session('active-1', 's1'), [String(YEAR + 1)]));
    await assertFails(aliceMoves(session('active-1', 's1'), [YEAR]));
    expect(await stored(env, tallyPath('active-1', YEAR))).toBeUndefined();
    await assertSucceeds(aliceMoves(session('active-1', 's1'), [String(YEAR)]));
    expect((await stored(env, tallyPath('active-1', YEAR)))?.days).toEqual({
      [DAY]: { ms: HOUR_MS, n: 1 },
    });
  });

  it('lets a tally of an earlier version, which no goal lists, move on; the delete takes it along', async () => {
    await goalWithTallies([YEAR], { listed: [] });
    await assertSucceeds(
      aliceMoves(
        session('active-1', 's1', {
          start: SESSION_START + DAY_MS,
          end: SESSION_START + DAY_MS + HOUR_MS,
        }),
      ),
    );
    expect(await stored(env, `${GOALS}/active-1`)).not.toHaveProperty('tallyYears');
    await assertSucceeds(aliceCommits(ops.deleteGoal('active-1', true, ['s1'])));
    expect(await stored(env, tallyPath('active-1', YEAR))).toBeUndefined();
  });

  it("denies a tally of another person's goal or of a missing one, listed or not", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedGoals(env, bob, [activeGoal('bobs')], { active: 1, total: 1 });
    await env.seed({
      [`${GOALS}/bobs`]: {
        ...storedGoalDocument(activeGoal('bobs'), bob),
        tallyYears: [String(YEAR)],
      },
    });
    await assertFails(aliceMoves(session('bobs', 's1')));
    await assertFails(aliceMoves(session('bobs', 's1'), [String(YEAR)]));
    await assertFails(aliceMoves(session('missing', 's1'), [String(YEAR)]));
    expect(await stored(env, tallyPath('bobs', YEAR))).toBeUndefined();
    expect(await stored(env, tallyPath('missing', YEAR))).toBeUndefined();
    expect(await stored(env, `${GOALS}/missing`)).toBeUndefined();
  });

  it('refuses a session sent for a goal deleted meanwhile (offline), leaving nothing behind', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceCommits(ops.putSession(session('active-1', 's1'))));
    await assertSucceeds(aliceCommits(ops.deleteGoal('active-1', true, ['s1'])));
    await assertFails(aliceCommits(ops.putSession(session('active-1', 's2'))));
    await assertFails(
      aliceCommits({
        type: 'deleteSession',
        goalId: 'active-1',
        sessionId: 's1',
        previous: { start: SESSION_START, end: SESSION_START + HOUR_MS },
      }),
    );
    expect(await stored(env, `${GOALS}/active-1`)).toBeUndefined();
    expect(await stored(env, tallyPath('active-1', YEAR))).toBeUndefined();
    expect(await stored(env, `${GOALS}/active-1/${SESSIONS}/s2`)).toBeUndefined();
  });
});

describe('tally years: the goal goes only with every tally it lists', () => {
  it('denies deleting a goal while a tally it lists stays, and allows it with that tally', async () => {
    await goalWithTallies([YEAR, YEAR + 1]);
    await assertFails(aliceDeletesGoal('active-1', []));
    await assertFails(aliceDeletesGoal('active-1', [YEAR]));
    expect(await stored(env, `${GOALS}/active-1`)).toBeDefined();
    await assertSucceeds(aliceDeletesGoal('active-1', [YEAR, YEAR + 1]));
    expect(await stored(env, tallyPath('active-1', YEAR + 1))).toBeUndefined();
  });

  it('deletes a goal listing 40 years in one batch (within the expression and access budgets)', async () => {
    const years = Array.from({ length: 40 }, (_, i) => 2000 + i);
    await goalWithTallies(years);
    // The device knows them all from its tallies; the years up to next year go in any case.
    const deleted = { ...ops.deleteGoal('active-1', true), tallyYears: years };
    await assertSucceeds(aliceCommits(deleted));
    for (const year of [2000, YEAR, 2039]) {
      expect(await stored(env, tallyPath('active-1', year))).toBeUndefined();
    }
  });

  it('takes along a year another device listed since the delete was made', async () => {
    const years = tallyYearsOfDelete([], Date.now());
    await goalWithTallies([YEAR, years.at(-1)!]);
    await assertSucceeds(aliceCommits(ops.deleteGoal('active-1', true)));
    expect(await stored(env, tallyPath('active-1', years.at(-1)!))).toBeUndefined();
  });

  it('lets the administrator delete a user’s goal whatever it lists (the account goes whole)', async () => {
    await goalWithTallies([YEAR]);
    await env.seedProfiles('admin');
    const db = env.as('admin');
    await assertSucceeds(
      writeBatch(db)
        .delete(doc(db, GOALS, 'active-1'))
        .commit(),
    );
  });

  it('lets a person delete their whole account, goals listing their tallies included', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceCommits(ops.putSession(session('active-1', 's1'))));
    await assertSucceeds(deleteOwnAccountData(env.liteAs('user'), alice));
    expect(await stored(env, `${GOALS}/active-1`)).toBeUndefined();
    expect(await stored(env, tallyPath('active-1', YEAR))).toBeUndefined();
  });
});

describe('tally years: the list only grows, within its bound', () => {
  it('lets a year be added, and denies dropping one, emptying or removing the list', async () => {
    await goalWithTallies([YEAR]);
    await assertSucceeds(aliceLists(arrayUnion(String(YEAR + 1))));
    await assertFails(aliceLists(arrayRemove(String(YEAR))));
    await assertFails(aliceLists([String(YEAR + 1)]));
    await assertFails(aliceLists([]));
    await assertFails(aliceLists(deleteField()));
    expect((await stored(env, `${GOALS}/active-1`))?.tallyYears).toEqual([
      String(YEAR),
      String(YEAR + 1),
    ]);
  });

  it('allows 40 years and denies a 41st', async () => {
    await goalWithTallies([], { listed: [] });
    const forty = Array.from({ length: 40 }, (_, i) => String(2000 + i));
    await assertSucceeds(aliceLists(forty));
    await assertFails(aliceLists(arrayUnion('2040')));
  });

  it('denies entries that are no year: numbers, longer texts, maps or padding', async () => {
    await goalWithTallies([], { listed: [] });
    await assertFails(aliceLists([YEAR]));
    await assertFails(aliceLists(['20245']));
    await assertFails(aliceLists(['202']));
    await assertFails(aliceLists(['']));
    await assertFails(aliceLists(['x'.repeat(1_000_000)]));
    await assertFails(aliceLists([String(YEAR), 'pad'.repeat(10_000)]));
    await assertFails(aliceLists([{ year: String(YEAR) }]));
    await assertFails(aliceLists(String(YEAR)));
    await assertFails(aliceLists({ 0: String(YEAR) }));
    expect(await stored(env, `${GOALS}/active-1`)).not.toHaveProperty('tallyYears');
  });

  it("denies listing years on another person's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedGoals(env, bob, [activeGoal('bobs')], { active: 1, total: 1 });
    const listing = { tallyYears: [String(YEAR)], updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(env.as('user'), GOALS, 'bobs'), listing));
  });

  it('creates an imported goal listing its sessions’ years, and denies one listing 41', async () => {
    await env.seedProfiles('user');
    const next = SESSION_START + 400 * DAY_MS;
    const goal = activeGoal('imp-1', {
      sessions: [
        { id: 'i0', start: SESSION_START, end: SESSION_START + HOUR_MS, source: 'import' },
        { id: 'i1', start: next, end: next + HOUR_MS, source: 'import' },
      ],
    });
    await assertSucceeds(importAs(env, 'user', [goal]));
    const years = [String(YEAR), String(tallyDayOf(next).year)];
    expect((await stored(env, `${GOALS}/imp-1`))?.tallyYears).toEqual(years);
    // A later import adds a session of a year not listed yet: listed by its batch.
    const later = SESSION_START - 400 * DAY_MS;
    const added = { id: 'i2', goalId: 'imp-1', start: later, end: later + HOUR_MS };
    await assertSucceeds(
      importingRepo(env, 'user').importGoals(alice, [], [{ ...added, source: 'import' }]),
    );
    expect((await stored(env, `${GOALS}/imp-1`))?.tallyYears).toContain(
      String(tallyDayOf(later).year),
    );
    const db = env.as('user');
    const batch = writeBatch(db);
    const fortyOne = Array.from({ length: 41 }, (_, i) => String(2000 + i));
    batch.set(doc(db, GOALS, 'imp-2'), {
      ...toGoalDocument(recordOf(activeGoal('imp-2')), alice),
      tallyYears: fortyOne,
    });
    batch.set(
      doc(db, COUNTERS, alice),
      { active: increment(1), total: increment(1), lastGoalId: 'imp-2' },
      { merge: true },
    );
    await assertFails(batch.commit());
    expect(await stored(env, `${GOALS}/imp-2`)).toBeUndefined();
  });
});
