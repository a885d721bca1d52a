// Security rules for goals/{goalId} and goalCounters/{uid} (spec §3 "Goal", §6, §7 "goals
// collection", §9 "Plans"; ARCHITECTURE.md "Data decisions", "Security model"). Every allowed
// client write below is a batch of the app's own repository (goal-repo.ts commit()): goal
// fields written one by one, and the owner's counter (active goals, all goals) moved with
// increment() naming the goal when it is created, deleted, completed or restored. Denied writes
// are either the same ops for a situation the rules refuse, or hand-made writes an attacker
// could send.
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
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createGoalRepo } from '../../src/data/firebase/goal-repo';
import { toGoalDocument } from '../../src/data/firebase/goal-converter';
import { recordOf } from '../../src/domain/goal-record';
import { TARGET_VALUE_MAX, TARGET_VALUE_MIN } from '../../src/domain/goal-validation';
import { MEDAL_IDS } from '../../src/domain/medals';
import {
  activeGoal,
  activeGoals,
  commitAs,
  completedGoal,
  COUNTERS,
  GOALS,
  HOUR_MS,
  legacyGoalDocument,
  ops,
  seedActiveGoals,
  seedGoals,
  seedSessions,
  session,
  SESSION_START,
  stored,
  storedSessionIds,
} from './goal-fixtures';
import { identities, profileFor, useRulesEnv, type Identity } from './rules-env';

const env = useRulesEnv();

const { user, otherUser, admin, inactive } = identities;
const alice = user.uid;
const bob = otherUser.uid;
const LONG_AGO = Timestamp.fromDate(new Date('2020-01-01T00:00:00.000Z'));

function goalRef(db: Firestore, goalId: string) {
  return doc(db, GOALS, goalId);
}

function counterRef(db: Firestore, uid: string) {
  return doc(db, COUNTERS, uid);
}

/** The goals query of goal-repo.ts watchRecords(): own goals. */
function ownGoalsQuery(db: Firestore, uid: string) {
  return query(collection(db, GOALS), where('type', '==', 'goal'), where('userId', '==', uid));
}

async function seedProfileWithPlan(who: Identity, subscriptionPlan: string) {
  await env.seed({ [`users/${identities[who].uid}`]: profileFor(who, { subscriptionPlan }) });
}

/** Alice's own ops through the app's repository. */
const aliceCommits = (...writes: Parameters<typeof commitAs>[2]) => commitAs(env, 'user', writes);

/** A hand-made update of alice's goal with a fresh updatedAt (what an attacker could send). */
function aliceUpdates(goalId: string, fields: DocumentData) {
  return updateDoc(goalRef(env.as('user'), goalId), { ...fields, updatedAt: serverTimestamp() });
}

/** A hand-made new (completed) goal document of alice's, with fields replaced, and its count. */
function aliceCreatesDocument(goalId: string, fields: DocumentData) {
  const db = env.as('user');
  const data = { ...toGoalDocument(recordOf(completedGoal(goalId)), alice), ...fields };
  const batch = writeBatch(db);
  batch.set(goalRef(db, goalId), data);
  const counted = { active: increment(0), total: increment(1), lastGoalId: goalId };
  batch.set(counterRef(db, alice), counted, { merge: true });
  return batch.commit();
}

async function counterOf(uid: string) {
  return (await stored(env, `${COUNTERS}/${uid}`))?.active;
}

describe('goals: creating a goal', () => {
  it('allows the owner to create an active goal with the missing counter moved to 1', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceCommits(ops.createGoal(activeGoal('g1'))));
    const counter = await stored(env, `${COUNTERS}/${alice}`);
    expect(counter).toEqual({ active: 1, total: 1, lastGoalId: 'g1' });
  });

  it('allows the owner to create an active goal with the counter moved from 2 to 3', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    await assertSucceeds(aliceCommits(ops.createGoal(activeGoal('g3'))));
    expect(await counterOf(alice)).toBe(3);
  });

  it('stores exactly the new shape: no session log and no derived figures', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceCommits(ops.createGoal(activeGoal('g1'))));
    const data = await stored(env, `${GOALS}/g1`);
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [
        'completed',
        'createdAt',
        'id',
        'name',
        'note',
        'settings',
        'startDate',
        'startLevel',
        'tallied',
        'targetHours',
        'type',
        'updatedAt',
        'userId',
        'weeklyGoal',
      ].sort(),
    );
  });

  it('allows creating a completed goal, counting it in the total only', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, activeGoals(3), { active: 3, total: 3 });
    await assertSucceeds(aliceCommits(ops.createGoal(completedGoal('done'))));
    expect(await stored(env, `${COUNTERS}/${alice}`)).toMatchObject({ active: 3, total: 4 });
  });

  it('denies creating a completed goal without the counter write', async () => {
    await env.seedProfiles('user');
    await assertFails(
      setDoc(goalRef(env.as('user'), 'g1'), toGoalDocument(recordOf(completedGoal('g1')), alice)),
    );
  });

  it('denies the repeat of a create (a replayed change) over the existing goal', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceCommits(ops.createGoal(completedGoal('g1'))));
    await assertFails(aliceCommits(ops.createGoal(completedGoal('g1'))));
  });

  it('denies the repeat of an active create (the counter would move twice)', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceCommits(ops.createGoal(activeGoal('g1'))));
    await assertFails(aliceCommits(ops.createGoal(activeGoal('g1'))));
    expect(await counterOf(alice)).toBe(1);
  });

  it('denies creating an active goal without the counter write', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const data = toGoalDocument(recordOf(activeGoal('g2')), alice);
    await assertFails(setDoc(goalRef(env.as('user'), 'g2'), data));
  });

  it('denies creating an active goal with the counter moved by +2', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.set(goalRef(db, 'g2'), toGoalDocument(recordOf(activeGoal('g2')), alice));
    batch.set(counterRef(db, alice), { active: increment(2), lastGoalId: 'g2' }, { merge: true });
    await assertFails(batch.commit());
  });

  it("denies creating an active goal whose counter's lastGoalId names another goal", async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.set(goalRef(db, 'g2'), toGoalDocument(recordOf(activeGoal('g2')), alice));
    batch.set(counterRef(db, alice), { active: increment(1), lastGoalId: 'x' }, { merge: true });
    await assertFails(batch.commit());
  });

  it('denies creating a completed goal with the counter moved by +1', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.set(goalRef(db, 'g1'), toGoalDocument(recordOf(completedGoal('g1')), alice));
    const counted = { active: increment(1), total: increment(1), lastGoalId: 'g1' };
    batch.set(counterRef(db, alice), counted, { merge: true });
    await assertFails(batch.commit());
  });

  it("denies creating a goal with someone else's userId", async () => {
    await env.seedProfiles('user', 'otherUser');
    await assertFails(commitAs(env, 'user', [ops.createGoal(completedGoal('g1'))], bob));
  });

  it('denies creating a goal whose id field differs from the document id', async () => {
    await env.seedProfiles('user');
    await assertFails(aliceCreatesDocument('g1', { id: 'g2' }));
  });

  it('allows the hand-made document of the app (control for the cases below)', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceCreatesDocument('g1', {}));
  });

  it('denies creating a goal without createdAt, or with a createdAt of the past', async () => {
    await env.seedProfiles('user');
    const { createdAt: _omitted, ...withoutCreatedAt } = toGoalDocument(
      recordOf(completedGoal('g1')),
      alice,
    );
    await assertFails(setDoc(goalRef(env.as('user'), 'g1'), withoutCreatedAt));
    await assertFails(aliceCreatesDocument('g1', { createdAt: LONG_AGO }));
  });

  it("denies creating a goal with type other than 'goal'", async () => {
    await env.seedProfiles('user');
    await assertFails(aliceCreatesDocument('g1', { type: 'template' }));
  });

  it('denies creating a goal carrying a legacy field', async () => {
    await env.seedProfiles('user');
    await assertFails(aliceCreatesDocument('g1', { sessions: [] }));
    await assertFails(aliceCreatesDocument('g1', { totalTimeSpent: 0 }));
    await assertFails(aliceCreatesDocument('g1', { currentLevel: 1 }));
  });

  it('denies creating a goal with an unknown field', async () => {
    await env.seedProfiles('user');
    await assertFails(aliceCreatesDocument('g1', { color: 'red' }));
  });

  it('denies creating a goal without startLevel', async () => {
    await env.seedProfiles('user');
    const { startLevel: _omitted, ...data } = toGoalDocument(recordOf(completedGoal('g1')), alice);
    await assertFails(setDoc(goalRef(env.as('user'), 'g1'), data));
  });

  it('allows startLevel 7 (an imported God-level goal)', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceCommits(ops.createGoal(completedGoal('g1', { currentLevel: 7 }))));
  });

  it('denies startLevel 8, 0 or 1.5', async () => {
    await env.seedProfiles('user');
    // Written as a client could, past the app's own startLevelOf.
    for (const startLevel of [8, 0, 1.5]) {
      const goal = { ...recordOf(completedGoal('g1')), startLevel };
      await assertFails(aliceCommits({ type: 'createGoal', goal }));
    }
    await assertSucceeds(
      aliceCommits({
        type: 'createGoal',
        goal: { ...recordOf(completedGoal('g1')), startLevel: 7 },
      }),
    );
  });

  it('allows a 100-character name and denies an empty or 101-character one', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(
      aliceCommits(ops.createGoal(completedGoal('g1', { name: 'n'.repeat(100) }))),
    );
    await assertFails(aliceCommits(ops.createGoal(completedGoal('g2', { name: '' }))));
    await assertFails(aliceCommits(ops.createGoal(completedGoal('g3', { name: 'n'.repeat(101) }))));
  });

  it('denies negative or absurd hours', async () => {
    await env.seedProfiles('user');
    await assertFails(aliceCommits(ops.createGoal(completedGoal('g1', { targetHours: -1 }))));
    await assertFails(aliceCommits(ops.createGoal(completedGoal('g1', { weeklyGoal: 1e7 }))));
  });

  it('allows a target value from 1 to 1,000,000 on a new goal and denies one outside', async () => {
    await env.seedProfiles('user');
    const withTarget = (id: string, value: number) => {
      const target = { type: 'days' as const, value };
      return ops.createGoal(
        completedGoal(id, { settings: { ...completedGoal(id).settings, target } }),
      );
    };
    await assertSucceeds(aliceCommits(withTarget('g1', TARGET_VALUE_MIN)));
    await assertSucceeds(aliceCommits(withTarget('g2', TARGET_VALUE_MAX)));
    for (const value of [0, TARGET_VALUE_MIN - 0.01, -1, TARGET_VALUE_MAX + 1]) {
      await assertFails(aliceCommits(withTarget(`below-or-over-${value}`, value)));
    }
  });

  it('allows creating a goal carrying imported time and a completedDate', async () => {
    await env.seedProfiles('user');
    const imported = {
      totalHours: 12.5,
      weeks: [{ year: 2024, weekNumber: 9, hours: 2 }],
      practiceDays: ['2024-03-01'],
    };
    await assertSucceeds(aliceCommits(ops.createGoal(completedGoal('g1', { imported }))));
    const stored_ = (await stored(env, `${GOALS}/g1`))?.imported;
    expect(stored_).toEqual({
      totalHours: 12.5,
      weeks: '2024-9:7200000',
      practiceDays: '2024-03-01',
    });
  });

  it('denies imported time with an extra key, negative hours, lists, or as a number', async () => {
    await env.seedProfiles('user');
    const base = { totalHours: 1, weeks: '', practiceDays: '' };
    await assertSucceeds(aliceCreatesDocument('g0', { imported: base }));
    await assertFails(aliceCreatesDocument('g1', { imported: { ...base, extra: 1 } }));
    await assertFails(aliceCreatesDocument('g1', { imported: { ...base, totalHours: -1 } }));
    await assertFails(aliceCreatesDocument('g1', { imported: 12 }));
    // Lists of unchecked elements could carry megabytes; the stored form is a bounded string.
    await assertFails(
      aliceCreatesDocument('g1', { imported: { ...base, practiceDays: ['x'.repeat(100_000)] } }),
    );
    await assertFails(aliceCreatesDocument('g1', { imported: { ...base, weeks: [] } }));
  });

  it('allows the longest stored import lists and denies a character more', async () => {
    await env.seedProfiles('user');
    const base = { totalHours: 1, weeks: 'w'.repeat(40_000), practiceDays: 'd'.repeat(55_000) };
    await assertSucceeds(aliceCreatesDocument('g0', { imported: base }));
    await assertFails(
      aliceCreatesDocument('g1', { imported: { ...base, weeks: `${base.weeks}w` } }),
    );
    await assertFails(
      aliceCreatesDocument('g1', { imported: { ...base, practiceDays: `${base.practiceDays}d` } }),
    );
  });

  it('denies an unauthenticated client creating a goal', async () => {
    const repo = createGoalRepo(env.unauthenticated());
    await assertFails(repo.commit(alice, [ops.createGoal(completedGoal('g1'))]));
  });

  it('denies a signed-in user without a profile creating a goal', async () => {
    await assertFails(commitAs(env, 'otherUser', [ops.createGoal(completedGoal('g1'))]));
  });
});

describe('goals: the active-goal cap of each plan', () => {
  describe.each([
    { plan: 'free', cap: 3 },
    { plan: 'pro', cap: 15 },
    { plan: 'platinum', cap: 30 },
  ])('$plan (cap $cap)', ({ plan, cap }) => {
    it(`allows creating goal ${cap} at ${cap - 1} active goals`, async () => {
      await seedProfileWithPlan('user', plan);
      await seedActiveGoals(env, alice, cap - 1);
      await assertSucceeds(aliceCommits(ops.createGoal(activeGoal('new'))));
    });

    it(`denies creating goal ${cap + 1} at ${cap} active goals`, async () => {
      await seedProfileWithPlan('user', plan);
      await seedActiveGoals(env, alice, cap);
      await assertFails(aliceCommits(ops.createGoal(activeGoal('new'))));
    });

    it(`allows restoring goal ${cap} at ${cap - 1} active goals`, async () => {
      await seedProfileWithPlan('user', plan);
      await seedGoals(env, alice, [...activeGoals(cap - 1), completedGoal('done')], {
        active: cap - 1,
      });
      await assertSucceeds(aliceCommits(ops.restore('done')));
    });

    it(`denies restoring goal ${cap + 1} at ${cap} active goals`, async () => {
      await seedProfileWithPlan('user', plan);
      await seedGoals(env, alice, [...activeGoals(cap), completedGoal('done')], { active: cap });
      await assertFails(aliceCommits(ops.restore('done')));
    });
  });

  it('allows a free user at 3 active goals to create a completed goal', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    await assertSucceeds(aliceCommits(ops.createGoal(completedGoal('new'))));
  });

  it('denies a downgraded free user at 5 active goals creating a 6th', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 5);
    await assertFails(aliceCommits(ops.createGoal(activeGoal('new'))));
  });

  it('lets a downgraded free user at 5 active goals complete one', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 5);
    await assertSucceeds(aliceCommits(ops.complete('active-1')));
  });

  it('allows an enterprise user at 30 active goals to create and restore more', async () => {
    await seedProfileWithPlan('user', 'enterprise');
    await seedGoals(env, alice, [...activeGoals(30), completedGoal('done')], { active: 30 });
    await assertSucceeds(aliceCommits(ops.createGoal(activeGoal('new'))));
    await assertSucceeds(aliceCommits(ops.restore('done')));
    expect(await counterOf(alice)).toBe(32);
  });

  it('allows the administrator (plan free) at 30 active goals to create and restore more', async () => {
    await env.seedProfiles('admin');
    await seedGoals(env, admin.uid, [...activeGoals(30), completedGoal('done')], { active: 30 });
    await assertSucceeds(commitAs(env, 'admin', [ops.createGoal(activeGoal('new'))]));
    await assertSucceeds(commitAs(env, 'admin', [ops.restore('done')]));
    expect(await counterOf(admin.uid)).toBe(32);
  });
});

describe('goals: the bound on goals per account (active and completed)', () => {
  const totalOf = async (uid: string) => (await stored(env, `${COUNTERS}/${uid}`))?.total;

  it('allows the 1,000th goal and denies the 1,001st, active or completed', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [], { active: 0, total: 999, lastGoalId: 'old' });
    await assertSucceeds(aliceCommits(ops.createGoal(completedGoal('last'))));
    expect(await totalOf(alice)).toBe(1000);
    await assertFails(aliceCommits(ops.createGoal(completedGoal('over'))));
    await assertFails(aliceCommits(ops.createGoal(activeGoal('over'))));
  });

  it('bounds enterprise users and the administrator too', async () => {
    await seedProfileWithPlan('user', 'enterprise');
    await env.seedProfiles('admin');
    await seedGoals(env, alice, [], { active: 0, total: 1000, lastGoalId: 'old' });
    await seedGoals(env, admin.uid, [], { active: 0, total: 1000, lastGoalId: 'old' });
    await assertFails(aliceCommits(ops.createGoal(activeGoal('over'))));
    await assertFails(commitAs(env, 'admin', [ops.createGoal(activeGoal('over-admin'))]));
  });

  it('lets a full account complete, restore and delete, then add again', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, activeGoals(1), { active: 1, total: 1000 });
    await assertSucceeds(aliceCommits(ops.complete('active-1')));
    await assertSucceeds(aliceCommits(ops.restore('active-1')));
    await assertSucceeds(aliceCommits(ops.deleteGoal('active-1', true)));
    expect(await totalOf(alice)).toBe(999);
    await assertSucceeds(aliceCommits(ops.createGoal(activeGoal('fresh'))));
  });

  it('denies lowering the total without deleting a goal', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, activeGoals(1), { active: 1, total: 1000 });
    const ref = counterRef(env.as('user'), alice);
    const lower = (total: unknown, lastGoalId = 'active-1') =>
      setDoc(ref, { total, lastGoalId }, { merge: true });
    await assertFails(lower(increment(-500)));
    await assertFails(lower(0));
    await assertFails(lower(increment(-1), 'never-existed'));
  });

  it('denies a create that moves the total by 0 or 2, or names another goal', async () => {
    await env.seedProfiles('user');
    const create = (total: number, lastGoalId = 'g1') => {
      const db = env.as('user');
      const batch = writeBatch(db);
      batch.set(goalRef(db, 'g1'), toGoalDocument(recordOf(completedGoal('g1')), alice));
      const moved = { active: increment(0), total: increment(total), lastGoalId };
      batch.set(counterRef(db, alice), moved, { merge: true });
      return batch.commit();
    };
    await assertFails(create(0));
    await assertFails(create(2));
    await assertFails(create(1, 'g2'));
    await assertSucceeds(create(1));
  });

  it('counts from 0 on a counter written before totals were counted', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [...activeGoals(1), completedGoal('done')], { active: 1 });
    await assertSucceeds(aliceCommits(ops.deleteGoal('done', false)));
    expect(await totalOf(alice)).toBe(-1);
    await assertSucceeds(aliceCommits(ops.createGoal(completedGoal('new'))));
    expect(await totalOf(alice)).toBe(0);
  });
});

describe('goals: completing and restoring', () => {
  it('allows completing an active goal, moving the counter by -1', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    await assertSucceeds(aliceCommits(ops.complete('active-1')));
    expect(await counterOf(alice)).toBe(2);
    const data = await stored(env, `${GOALS}/active-1`);
    expect(data?.completed).toBe(true);
    expect(typeof data?.completedDate).toBe('string');
  });

  it('denies completing an active goal without the counter write', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    await assertFails(aliceUpdates('active-1', { completed: true }));
  });

  it('denies completing an active goal with the counter moved by +1', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.update(goalRef(db, 'active-1'), { completed: true, updatedAt: serverTimestamp() });
    batch.set(
      counterRef(db, alice),
      { active: increment(1), lastGoalId: 'active-1' },
      { merge: true },
    );
    await assertFails(batch.commit());
  });

  it('denies completing a goal that is already completed (a repeat)', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [...activeGoals(2), completedGoal('done')], { active: 2 });
    await assertFails(aliceCommits(ops.complete('done')));
    expect(await counterOf(alice)).toBe(2);
  });

  it('denies the replay of a complete that already reached the server', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    await assertSucceeds(aliceCommits(ops.complete('active-1')));
    await assertFails(aliceCommits(ops.complete('active-1')));
    expect(await counterOf(alice)).toBe(1);
  });

  it('allows restoring a completed goal, moving the counter by +1 and clearing completedDate', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [...activeGoals(2), completedGoal('done')], { active: 2 });
    await assertSucceeds(aliceCommits(ops.restore('done')));
    expect(await counterOf(alice)).toBe(3);
    const data = await stored(env, `${GOALS}/done`);
    expect(data?.completed).toBe(false);
    expect(data).not.toHaveProperty('completedDate');
  });

  it('denies restoring a goal that is already active (a repeat)', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    await assertFails(aliceCommits(ops.restore('active-1')));
    expect(await counterOf(alice)).toBe(2);
  });

  it('denies restoring a completed goal without the counter write', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [...activeGoals(2), completedGoal('done')], { active: 2 });
    await assertFails(aliceUpdates('done', { completed: false, completedDate: deleteField() }));
  });

  it('lets two devices each complete a different goal at the same time (increment)', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    const phone = createGoalRepo(env.as('user'));
    const laptop = createGoalRepo(env.as('user'));
    await assertSucceeds(
      Promise.all([
        phone.commit(alice, [ops.complete('active-1')]),
        laptop.commit(alice, [ops.complete('active-2')]),
      ]),
    );
    expect(await counterOf(alice)).toBe(1);
  });

  it('lets a second device complete a goal after the first moved the counter', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    await assertSucceeds(commitAs(env, 'user', [ops.complete('active-1')]));
    // Built without knowing of the first change: increment applies to the current value.
    await assertSucceeds(commitAs(env, 'user', [ops.complete('active-2')]));
    expect(await counterOf(alice)).toBe(1);
  });

  it('lets two devices restore up to the cap, and refuses a third beyond it', async () => {
    await env.seedProfiles('user');
    const done = [completedGoal('done-1'), completedGoal('done-2'), completedGoal('done-3')];
    await seedGoals(env, alice, [activeGoal('a1'), ...done], { active: 1 });
    await assertSucceeds(
      Promise.all([
        commitAs(env, 'user', [ops.restore('done-1')]),
        commitAs(env, 'user', [ops.restore('done-2')]),
      ]),
    );
    await assertFails(commitAs(env, 'user', [ops.restore('done-3')]));
    expect(await counterOf(alice)).toBe(3);
  });

  it('denies completing two goals in one batch with a single counter move', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    const db = env.as('user');
    const batch = writeBatch(db);
    for (const id of ['active-1', 'active-2']) {
      batch.update(goalRef(db, id), { completed: true, updatedAt: serverTimestamp() });
    }
    batch.set(
      counterRef(db, alice),
      { active: increment(-1), lastGoalId: 'active-1' },
      { merge: true },
    );
    await assertFails(batch.commit());
  });

  it('denies completing two goals in one change (the counter names only the last)', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    await assertFails(aliceCommits(ops.complete('active-1'), ops.complete('active-2')));
  });
});

describe('goals: field-by-field edits by the owner', () => {
  it('allows renaming a goal without a counter write', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceCommits(ops.updateGoal('active-1', { name: 'Violin' })));
    expect((await stored(env, `${GOALS}/active-1`))?.name).toBe('Violin');
  });

  it('denies an empty or 101-character name', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceCommits(ops.updateGoal('active-1', { name: '' })));
    await assertFails(aliceCommits(ops.updateGoal('active-1', { name: 'n'.repeat(101) })));
  });

  it('allows a 5000-character note and denies a 5001-character one', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceCommits(ops.updateGoal('active-1', { note: 'n'.repeat(5000) })));
    await assertFails(aliceCommits(ops.updateGoal('active-1', { note: 'n'.repeat(5001) })));
  });

  it('allows editing a completed goal without a counter write', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [completedGoal('done')], { active: 0, lastGoalId: 'done' });
    await assertSucceeds(aliceCommits(ops.updateGoal('done', { note: 'Finished!' })));
  });

  it('allows saving settings with the weekly goal and target hours they imply', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    const settings = {
      ...goal!.settings,
      frequency: 'daily',
      target: { type: 'hours', value: 2 },
      resources: [{ type: 'book', name: 'Scales', completed: false }],
      reminders: true,
    };
    const write = ops.updateGoal('active-1', { settings, weeklyGoal: 14, targetHours: 14 });
    await assertSucceeds(aliceCommits(write));
  });

  it('allows saving a target value from 1 to 1,000,000 and denies one outside', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    const withTarget = (value: number) => ({
      ...goal!.settings,
      resources: [],
      target: { type: 'hours', value },
    });
    for (const value of [TARGET_VALUE_MIN, 2.5, TARGET_VALUE_MAX]) {
      await assertSucceeds(aliceUpdates('active-1', { settings: withTarget(value) }));
    }
    for (const value of [0, TARGET_VALUE_MIN - 0.01, -1, TARGET_VALUE_MAX + 1]) {
      await assertFails(aliceUpdates('active-1', { settings: withTarget(value) }));
    }
  });

  it('allows 10 resources of 200-character names (the most a goal lists)', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    const resource = { type: 'course', name: 'n'.repeat(200), completed: true };
    const settings = { ...goal!.settings, resources: Array.from({ length: 10 }, () => resource) };
    await assertSucceeds(aliceCommits(ops.updateGoal('active-1', { settings })));
  });

  it('denies settings with a bad frequency, target, reminders, extra key or bad resources', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    // Hand-made, in the stored form: resources are 'type|0|name' strings (resource-codec.ts).
    const base = { ...goal!.settings, resources: [] };
    const resource = 'book|0|b';
    const withLast = (last: unknown) => ({
      ...base,
      resources: [...Array.from({ length: 19 }, () => resource), last],
    });
    await assertSucceeds(
      aliceUpdates('active-1', { settings: withLast(`book|1|${'n'.repeat(200)}`) }),
    );
    for (const settings of [
      { ...base, frequency: 'yearly' },
      { ...base, target: { type: 'pages', value: 5 } },
      { ...base, target: { type: 'hours', value: '5' } },
      { ...base, target: { type: 'hours', value: 5, unit: 'h' } },
      { ...base, reminders: 'yes' },
      { ...base, theme: 'dark' },
      { ...base, resources: Array.from({ length: 21 }, () => resource) },
      withLast(`book|0|${'n'.repeat(201)}`),
      withLast(`book|0|${'x'.repeat(900_000)}`),
      withLast('podcast|0|Serial'),
      withLast('book|yes|Clean Code'),
      withLast('Clean Code'),
      withLast({ type: 'book', name: 'Clean Code', completed: false }),
      withLast(42),
      // An entry hiding more entries behind the separator still may not pass the length bound.
      withLast(Array.from({ length: 30 }, () => `book|0|${'n'.repeat(200)}`).join('\u0001')),
    ]) {
      await assertFails(aliceUpdates('active-1', { settings }));
    }
  });

  it('allows a reminder time and weekdays, and denies malformed ones', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    const base = { ...goal!.settings, resources: [], reminders: true };
    await assertSucceeds(
      aliceUpdates('active-1', {
        settings: { ...base, reminderTime: '19:00', reminderDays: '0123456' },
      }),
    );
    await assertSucceeds(
      aliceUpdates('active-1', { settings: { ...base, reminderTime: '07:05', reminderDays: '' } }),
    );
    for (const settings of [
      { ...base, reminderTime: '24:00' },
      { ...base, reminderTime: '7:00' },
      { ...base, reminderTime: 1900 },
      { ...base, reminderDays: '7' },
      { ...base, reminderDays: '1123' },
      { ...base, reminderDays: '60' },
      { ...base, reminderDays: [0, 1] },
    ]) {
      await assertFails(aliceUpdates('active-1', { settings }));
    }
  });

  it('allows storing known medals, changing and removing them', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceUpdates('active-1', { medals: ['first-session'] }));
    // Every medal the app knows: the rules must accept each of them.
    const all = [...MEDAL_IDS];
    await assertSucceeds(aliceUpdates('active-1', { medals: all }));
    await assertSucceeds(aliceUpdates('active-1', { medals: [] }));
    await assertSucceeds(aliceUpdates('active-1', { medals: deleteField() }));
  });

  it('denies unknown, malformed or too many medals', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    for (const medals of [
      ['gold'],
      ['level-8'],
      ['first-session,level-2'],
      ['first-session', 7],
      'first-session',
      Array.from({ length: 11 }, () => 'level-2'),
    ]) {
      await assertFails(aliceUpdates('active-1', { medals }));
    }
  });

  it('denies negative, textual or absurd hours', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceCommits(ops.updateGoal('active-1', { weeklyGoal: -1 })));
    await assertFails(aliceCommits(ops.updateGoal('active-1', { targetHours: '4' })));
    await assertFails(aliceCommits(ops.updateGoal('active-1', { targetHours: 1e7 })));
  });

  it('denies completed given as a string', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceUpdates('active-1', { completed: 'false' }));
  });

  it('allows changing startLevel within 1..7 and denies 8', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceUpdates('active-1', { startLevel: 7 }));
    await assertFails(aliceUpdates('active-1', { startLevel: 8 }));
  });

  it('denies changing the fixed fields: id, userId, type, createdAt, startDate, imported', async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, alice, 1);
    for (const fields of [
      { id: 'other' },
      { userId: bob },
      { type: 'template' },
      { createdAt: LONG_AGO },
      { startDate: '2020-01-01T00:00:00.000Z' },
      { imported: { totalHours: 100, weeks: [], practiceDays: [] } },
    ]) {
      await assertFails(aliceUpdates('active-1', fields));
    }
  });

  it('denies adding an unknown field or removing a required one', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceUpdates('active-1', { color: 'red' }));
    await assertFails(aliceUpdates('active-1', { note: deleteField() }));
    await assertFails(aliceUpdates('active-1', { startLevel: deleteField() }));
  });

  it('denies an update whose updatedAt is not the server time', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const ref = goalRef(env.as('user'), 'active-1');
    await assertFails(updateDoc(ref, { name: 'Violin', updatedAt: LONG_AGO }));
    await assertFails(updateDoc(ref, { name: 'Violin' }));
  });

  it('denies adding a legacy field to a goal of the new shape', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceUpdates('active-1', { trophies: 3 }));
    await assertFails(aliceUpdates('active-1', { sessions: [] }));
  });

  it('denies an edit of a goal deleted meanwhile', async () => {
    await env.seedProfiles('user');
    await assertFails(aliceCommits(ops.updateGoal('gone', { name: 'Violin' })));
  });
});

describe('goals: the weekly goals of past weeks (weeklyGoalHistory)', () => {
  // The Sundays of 12 weeks in a row, as the app stores them: a map from the day to hours.
  const sundays = Array.from({ length: 13 }, (_, i) =>
    new Date(Date.UTC(2026, 0, 4 + 7 * i)).toISOString().slice(0, 10),
  );
  const historyOf = (n: number) => Object.fromEntries(sundays.slice(0, n).map((d, i) => [d, i]));

  it('allows saving settings with the new weekly goal and the one past weeks had', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    const settings = { ...goal!.settings, target: { type: 'hours', value: 8 } };
    const weeklyGoalHistory = [{ until: '2026-11-15', hours: 4 }];
    const fields = { settings, weeklyGoal: 8, weeklyGoalHistory, targetHours: 8 };
    await assertSucceeds(aliceCommits(ops.updateGoal('active-1', fields)));
    const data = await stored(env, `${GOALS}/active-1`);
    expect(data?.weeklyGoalHistory).toEqual({ '2026-11-15': 4 });
  });

  it('allows 12 entries (the most a goal keeps), 0 and 1,000,000 hours, and denies 13', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceUpdates('active-1', { weeklyGoalHistory: historyOf(12) }));
    const bounds = { '2026-01-04': 0, '2026-01-11': 1_000_000, '2026-01-18': 2.5 };
    await assertSucceeds(aliceUpdates('active-1', { weeklyGoalHistory: bounds }));
    await assertFails(aliceUpdates('active-1', { weeklyGoalHistory: historyOf(13) }));
  });

  it('denies a history of the wrong type, a malformed day or malformed hours', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const last = (hours: unknown) => ({ ...historyOf(11), '2026-12-27': hours });
    for (const weeklyGoalHistory of [
      [{ until: '2026-11-15', hours: 4 }],
      '2026-11-15:4',
      4,
      null,
      { '2026-13-01': 4 },
      { '2026-11-1': 4 },
      { '26-11-15': 4 },
      { 'week 46': 4 },
      { '2026-11-15,2026-11-22': 4 },
      { ...historyOf(11), [`${sundays[11]},${sundays[12]}`]: 4 },
      last('4'),
      last(-1),
      last(1_000_001),
      last(null),
      last(true),
      last({ hours: 4 }),
    ]) {
      await assertFails(aliceUpdates('active-1', { weeklyGoalHistory }));
    }
  });

  it('denies removing the history', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceUpdates('active-1', { weeklyGoalHistory: historyOf(1) }));
    await assertFails(aliceUpdates('active-1', { weeklyGoalHistory: deleteField() }));
  });

  it('denies a history on a new goal: it is written only when the weekly goal changes', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceCreatesDocument('g1', {}));
    await assertFails(aliceCreatesDocument('g2', { weeklyGoalHistory: { '2026-11-15': 4 } }));
    await assertFails(aliceCreatesDocument('g3', { weeklyGoalHistory: historyOf(13) }));
  });

  it("denies a user writing the history of another user's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    const fields = { weeklyGoal: 8, weeklyGoalHistory: [{ until: '2026-11-15', hours: 4 }] };
    await assertFails(aliceCommits(ops.updateGoal('active-1', fields)));
    await assertFails(commitAs(env, 'user', [ops.updateGoal('active-1', fields)], bob));
  });
});

describe('goals: documents of earlier versions (legacy fields)', () => {
  const start = SESSION_START;
  const legacySessions = [
    { id: 's1', start, end: start + HOUR_MS, source: 'timer' as const },
    { id: 's2', start: start + 2 * HOUR_MS, end: start + 3 * HOUR_MS, source: 'manual' as const },
  ];
  const legacyGoal = activeGoal('old', {
    sessions: legacySessions,
    totalTimeSpent: 2,
    weeklyTimeSpent: 2,
    currentLevel: 2,
    practiceDays: ['2024-03-15'],
    medals: ['first'],
    trophies: 0,
    weeklyTrophies: [],
  });

  async function seedLegacy(uid: string = alice) {
    await env.seed({
      [`${GOALS}/old`]: legacyGoalDocument(legacyGoal, uid),
      [`${COUNTERS}/${uid}`]: { active: 1, lastGoalId: 'old' },
    });
  }

  it('allows renaming a legacy goal, keeping its legacy fields', async () => {
    await env.seedProfiles('user');
    await seedLegacy();
    await assertSucceeds(aliceCommits(ops.updateGoal('old', { name: 'Old violin' })));
    const data = await stored(env, `${GOALS}/old`);
    expect(data?.name).toBe('Old violin');
    expect(data?.sessions).toHaveLength(2);
    expect(data?.totalTimeSpent).toBe(2);
  });

  it('allows completing and restoring a legacy goal', async () => {
    await env.seedProfiles('user');
    await seedLegacy();
    await assertSucceeds(aliceCommits(ops.complete('old')));
    await assertSucceeds(aliceCommits(ops.restore('old')));
    expect(await counterOf(alice)).toBe(1);
  });

  it('allows the migration: sessions become documents, legacy fields go, startLevel is set', async () => {
    await env.seedProfiles('user');
    await seedLegacy();
    const sessions = legacySessions.map((s) => ({ ...s, goalId: 'old' }));
    await assertSucceeds(aliceCommits(ops.migrate('old', 2, sessions)));
    const data = await stored(env, `${GOALS}/old`);
    expect(data?.startLevel).toBe(2);
    for (const field of ['sessions', 'totalTimeSpent', 'currentLevel', 'medals', 'trophies']) {
      expect(data).not.toHaveProperty(field);
    }
    expect(await storedSessionIds(env, alice)).toEqual(['s1', 's2']);
  });

  it('allows the migration of a legacy goal with an empty log', async () => {
    await env.seedProfiles('user');
    await env.seed({ [`${GOALS}/old`]: legacyGoalDocument(activeGoal('old'), alice) });
    await assertSucceeds(aliceCommits(ops.migrate('old', 1, [])));
  });

  it('denies the migration with a startLevel outside 1..7', async () => {
    await env.seedProfiles('user');
    await seedLegacy();
    await assertFails(aliceCommits(ops.migrate('old', 0, [])));
  });

  it('denies the replay of a migration that already reached the server', async () => {
    await env.seedProfiles('user');
    await seedLegacy();
    const sessions = legacySessions.map((s) => ({ ...s, goalId: 'old' }));
    await assertSucceeds(aliceCommits(ops.migrate('old', 2, sessions)));
    await assertFails(aliceCommits(ops.migrate('old', 2, sessions)));
  });

  it("denies migrating another user's legacy goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedLegacy(bob);
    const sessions = legacySessions.map((s) => ({ ...s, goalId: 'old' }));
    await assertFails(aliceCommits(ops.migrate('old', 2, sessions)));
    await assertFails(commitAs(env, 'user', [ops.migrate('old', 2, sessions)], bob));
  });

  it('denies changing a legacy field', async () => {
    await env.seedProfiles('user');
    await seedLegacy();
    await assertFails(aliceUpdates('old', { totalTimeSpent: 99 }));
    await assertFails(aliceUpdates('old', { currentLevel: 7 }));
    await assertFails(aliceUpdates('old', { sessions: [] }));
  });

  it('denies adding a legacy field the document does not have', async () => {
    await env.seedProfiles('user');
    const { trophies: _dropped, ...withoutTrophies } = legacyGoalDocument(legacyGoal, alice);
    await env.seed({ [`${GOALS}/old`]: withoutTrophies });
    await assertFails(aliceUpdates('old', { trophies: 5 }));
  });

  it('allows deleting a legacy goal', async () => {
    await env.seedProfiles('user');
    await seedLegacy();
    await assertSucceeds(aliceCommits(ops.deleteGoal('old', true)));
    expect(await counterOf(alice)).toBe(0);
  });
});

describe("goals: another user's goals", () => {
  it("denies a user reading another user's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await assertFails(getDoc(goalRef(env.as('user'), 'active-1')));
  });

  it("denies a user listing another user's goals by filtering their userId", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await assertFails(getDocs(ownGoalsQuery(env.as('user'), bob)));
  });

  it("denies a user editing another user's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await assertFails(aliceCommits(ops.updateGoal('active-1', { name: 'Mine' })));
    await assertFails(commitAs(env, 'user', [ops.updateGoal('active-1', { name: 'Mine' })], bob));
  });

  it("denies a user completing another user's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await assertFails(aliceCommits(ops.complete('active-1')));
    await assertFails(commitAs(env, 'user', [ops.complete('active-1')], bob));
  });

  it("denies a user deleting another user's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedGoals(env, bob, [activeGoal('a1'), completedGoal('done')], { active: 1 });
    await assertFails(deleteDoc(goalRef(env.as('user'), 'done')));
    await assertFails(aliceCommits(ops.deleteGoal('a1', true)));
  });

  it("denies a user overwriting another user's goal with a create", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedGoals(env, bob, [completedGoal('done')]);
    await assertFails(aliceCommits(ops.createGoal(completedGoal('done'))));
  });
});

describe('goals: reading and listing', () => {
  it('allows the owner to read their own goal', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(getDoc(goalRef(env.as('user'), 'active-1')));
  });

  it("allows the owner to list their goals with the client's exact query", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, alice, 2);
    await seedGoals(env, bob, [completedGoal('bobs')]);
    const snapshot = await assertSucceeds(getDocs(ownGoalsQuery(env.as('user'), alice)));
    expect(snapshot.size).toBe(2);
  });

  it('denies a user listing goals without a userId filter', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const allGoals = query(collection(env.as('user'), GOALS), where('type', '==', 'goal'));
    await assertFails(getDocs(allGoals));
  });

  it('allows the administrator to list all goals and read one', async () => {
    await env.seedProfiles('admin');
    await seedActiveGoals(env, alice, 2);
    await seedGoals(env, bob, [completedGoal('bobs')]);
    const snapshot = await assertSucceeds(getDocs(collection(env.as('admin'), GOALS)));
    expect(snapshot.size).toBe(3);
    await assertSucceeds(getDoc(goalRef(env.as('admin'), 'active-1')));
  });

  it('denies the unverified fake administrator listing all goals', async () => {
    await env.seedProfiles('fakeAdmin');
    await seedActiveGoals(env, alice, 1);
    await assertFails(getDocs(collection(env.as('fakeAdmin'), GOALS)));
  });

  it("denies the administrator editing a user's goal", async () => {
    await env.seedProfiles('admin', 'user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(commitAs(env, 'admin', [ops.updateGoal('active-1', { name: 'Admin' })]));
  });

  it('denies an unauthenticated client listing or reading goals', async () => {
    await seedActiveGoals(env, alice, 1);
    await assertFails(getDocs(ownGoalsQuery(env.unauthenticated(), alice)));
    await assertFails(getDoc(goalRef(env.unauthenticated(), 'active-1')));
  });
});

describe('goals: deactivated users and users without a profile', () => {
  it('denies a deactivated user listing or reading their own goals', async () => {
    await env.seedProfiles('inactive');
    await seedActiveGoals(env, inactive.uid, 1);
    await assertFails(getDocs(ownGoalsQuery(env.as('inactive'), inactive.uid)));
    await assertFails(getDoc(goalRef(env.as('inactive'), 'active-1')));
  });

  it('denies a deactivated user creating a goal', async () => {
    await env.seedProfiles('inactive');
    await assertFails(commitAs(env, 'inactive', [ops.createGoal(activeGoal('g1'))]));
    await assertFails(commitAs(env, 'inactive', [ops.createGoal(completedGoal('g2'))]));
  });

  it('denies a deactivated user editing, completing or deleting their own goal', async () => {
    await env.seedProfiles('inactive');
    await seedGoals(env, inactive.uid, [activeGoal('a1'), completedGoal('done')], { active: 1 });
    await assertFails(commitAs(env, 'inactive', [ops.updateGoal('a1', { name: 'Renamed' })]));
    await assertFails(commitAs(env, 'inactive', [ops.complete('a1')]));
    await assertFails(commitAs(env, 'inactive', [ops.deleteGoal('done', false)]));
  });

  it('denies a deactivated user reading their own counter', async () => {
    await env.seedProfiles('inactive');
    await seedActiveGoals(env, inactive.uid, 1);
    await assertFails(getDoc(counterRef(env.as('inactive'), inactive.uid)));
  });

  it('denies a signed-in user without a profile listing their own goals', async () => {
    await seedActiveGoals(env, bob, 1);
    await assertFails(getDocs(ownGoalsQuery(env.as('otherUser'), bob)));
  });
});

describe('goals: deleting', () => {
  it('allows deleting an active goal, moving the counter by -1', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    await assertSucceeds(aliceCommits(ops.deleteGoal('active-1', true)));
    expect(await counterOf(alice)).toBe(1);
  });

  it('allows deleting a goal together with its sessions', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await seedSessions(env, alice, [session('active-1', 's1'), session('active-1', 's2')]);
    await assertSucceeds(aliceCommits(ops.deleteGoal('active-1', true, ['s1', 's2'])));
    expect(await storedSessionIds(env, alice)).toEqual([]);
  });

  it('allows deleting a goal listing a session another device deleted meanwhile', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await seedSessions(env, alice, [session('active-1', 's1')]);
    await assertSucceeds(aliceCommits(ops.deleteGoal('active-1', true, ['s1', 'gone'])));
  });

  it('denies deleting an active goal without the counter write', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    await assertFails(aliceCommits(ops.deleteGoal('active-1', false)));
  });

  it('denies deleting an active goal with the counter naming another goal', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.delete(goalRef(db, 'active-1'));
    batch.set(
      counterRef(db, alice),
      { active: increment(-1), lastGoalId: 'active-2' },
      { merge: true },
    );
    await assertFails(batch.commit());
  });

  it('allows deleting a completed goal, moving only the total by -1', async () => {
    await env.seedProfiles('user');
    const goals = [...activeGoals(1), completedGoal('done')];
    await seedGoals(env, alice, goals, { active: 1, total: 2 });
    await assertSucceeds(aliceCommits(ops.deleteGoal('done', false)));
    expect(await stored(env, `${COUNTERS}/${alice}`)).toMatchObject({ active: 1, total: 1 });
  });

  it('denies deleting a completed goal without the counter write', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [completedGoal('done')], { active: 0, total: 1 });
    await assertFails(deleteDoc(goalRef(env.as('user'), 'done')));
  });

  it('denies deleting a completed goal with the counter moved by -1', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [...activeGoals(1), completedGoal('done')], { active: 1 });
    await assertFails(aliceCommits(ops.deleteGoal('done', true)));
  });

  it('denies the replay of an active delete that already reached the server', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    await assertSucceeds(aliceCommits(ops.deleteGoal('active-1', true)));
    await assertFails(aliceCommits(ops.deleteGoal('active-1', true)));
    expect(await counterOf(alice)).toBe(1);
  });
});

describe('goalCounters', () => {
  it('allows the owner to read their own counter', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(getDoc(counterRef(env.as('user'), alice)));
  });

  it("denies a user reading another user's counter", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 1);
    await assertFails(getDoc(counterRef(env.as('user'), bob)));
  });

  it("allows the administrator to read any user's counter", async () => {
    await env.seedProfiles('admin');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(getDoc(counterRef(env.as('admin'), alice)));
  });

  it("denies a user writing another user's counter", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, bob, 3);
    const write = setDoc(counterRef(env.as('user'), bob), { active: 0, lastGoalId: 'active-1' });
    await assertFails(write);
  });

  it("denies creating an own active goal while moving another user's counter", async () => {
    await env.seedProfiles('user', 'otherUser');
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.set(goalRef(db, 'g1'), toGoalDocument(recordOf(activeGoal('g1')), alice));
    batch.set(counterRef(db, bob), { active: increment(1), lastGoalId: 'g1' }, { merge: true });
    await assertFails(batch.commit());
  });

  it('denies the owner moving their counter without a goal change', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    const ref = counterRef(env.as('user'), alice);
    await assertFails(setDoc(ref, { active: 0, lastGoalId: 'active-1' }));
    await assertFails(
      setDoc(ref, { active: increment(-1), lastGoalId: 'active-1' }, { merge: true }),
    );
  });

  it('denies the owner creating a missing counter without a goal change', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, activeGoals(1));
    const write = setDoc(counterRef(env.as('user'), alice), { active: 1, lastGoalId: 'active-1' });
    await assertFails(write);
  });

  it('denies the owner deleting their counter', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    await assertFails(deleteDoc(counterRef(env.as('user'), alice)));
  });

  it('denies a counter with an extra field', async () => {
    await env.seedProfiles('user');
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.set(goalRef(db, 'g1'), toGoalDocument(recordOf(activeGoal('g1')), alice));
    batch.set(counterRef(db, alice), { active: 1, lastGoalId: 'g1', max: 99 });
    await assertFails(batch.commit());
  });

  it('denies a counter whose active is not an integer', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.set(goalRef(db, 'g2'), toGoalDocument(recordOf(activeGoal('g2')), alice));
    batch.set(counterRef(db, alice), { active: increment(0.5), lastGoalId: 'g2' }, { merge: true });
    await assertFails(batch.commit());
  });

  it('denies a deactivated user moving their counter with a goal change', async () => {
    await env.seedProfiles('inactive');
    await seedActiveGoals(env, inactive.uid, 2);
    await assertFails(commitAs(env, 'inactive', [ops.complete('active-1')]));
  });
});
