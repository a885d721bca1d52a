// Security rules for goals/{goalId} and goalCounters/{uid} (spec §3 "Goal", §6, §7 "goals
// collection", §9 "Plans"; ARCHITECTURE.md "Data decisions", "Security model"). Every client
// write below is the batch goal-repo.ts sends: the goal set with merge, plus the owner's
// counter {active: old ± 1, lastGoalId} when the goal's active status changes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { markActive, markCompleted } from '../../src/domain/goal';
import {
  activeGoal,
  activeGoals,
  clientGoalDocument,
  completedGoal,
  COUNTERS,
  deleteGoal,
  GOALS,
  saveAllGoals,
  saveGoal,
  saveGoalDocument,
  seedActiveGoals,
  seedGoals,
} from './goal-fixtures';
import { identities, profileFor, useRulesEnv, type Identity } from './rules-env';

const env = useRulesEnv();

const { user, otherUser, admin, inactive } = identities;
const alice = user.uid;
const NOW = new Date('2024-03-15T10:00:00.000Z');
const LONG_AGO = Timestamp.fromDate(new Date('2020-01-01T00:00:00.000Z'));

function goalRef(db: Firestore, goalId: string) {
  return doc(db, GOALS, goalId);
}

function counterRef(db: Firestore, uid: string) {
  return doc(db, COUNTERS, uid);
}

/** The goals query of goal-repo.ts watch(): own goals, newest update first. */
function ownGoalsQuery(db: Firestore, uid: string) {
  return query(
    collection(db, GOALS),
    where('type', '==', 'goal'),
    where('userId', '==', uid),
    orderBy('updatedAt', 'desc'),
  );
}

async function seedProfileWithPlan(who: Identity, subscriptionPlan: string) {
  await env.seed({ [`users/${identities[who].uid}`]: profileFor(who, { subscriptionPlan }) });
}

/** An existing goal of alice's, re-saved by her with some fields replaced (no counter). */
function aliceSaves(goalId: string, fields: DocumentData) {
  const data = { ...clientGoalDocument(activeGoal(goalId), alice, false), ...fields };
  return saveGoalDocument(env.as('user'), alice, goalId, data);
}

describe('goals: creating a goal', () => {
  it('allows the owner to create an active goal with the missing counter set to 1', async () => {
    await env.seedProfiles('user');
    const write = saveGoal(env.as('user'), alice, activeGoal('g1'), {
      isNew: true,
      activeCount: 1,
    });
    await assertSucceeds(write);
  });

  it('allows the owner to create an active goal with the counter moved from 2 to 3', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    const write = saveGoal(env.as('user'), alice, activeGoal('g3'), {
      isNew: true,
      activeCount: 3,
    });
    await assertSucceeds(write);
  });

  it('denies creating an active goal without the counter write', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(saveGoal(env.as('user'), alice, activeGoal('g2'), { isNew: true }));
  });

  it('denies creating an active goal with the counter moved by +2', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const write = saveGoal(env.as('user'), alice, activeGoal('g2'), {
      isNew: true,
      activeCount: 3,
    });
    await assertFails(write);
  });

  it('denies creating an active goal with the counter left at its old value', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const write = saveGoal(env.as('user'), alice, activeGoal('g2'), {
      isNew: true,
      activeCount: 1,
    });
    await assertFails(write);
  });

  it("denies creating an active goal whose counter's lastGoalId names another goal", async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const options = { isNew: true, activeCount: 2, lastGoalId: 'some-other-goal' };
    await assertFails(saveGoal(env.as('user'), alice, activeGoal('g2'), options));
  });

  it('allows creating a completed goal (an import) without a counter change', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(saveGoal(env.as('user'), alice, completedGoal('g1'), { isNew: true }));
  });

  it('denies creating a completed goal with the counter moved by +1', async () => {
    await env.seedProfiles('user');
    const write = saveGoal(env.as('user'), alice, completedGoal('g1'), {
      isNew: true,
      activeCount: 1,
    });
    await assertFails(write);
  });

  it("denies creating a goal with someone else's userId", async () => {
    await env.seedProfiles('user', 'otherUser');
    const data = clientGoalDocument(completedGoal('g1'), otherUser.uid, true);
    await assertFails(saveGoalDocument(env.as('user'), alice, 'g1', data));
  });

  it('denies creating a goal whose id field differs from the document id', async () => {
    await env.seedProfiles('user');
    const data = clientGoalDocument(completedGoal('g1'), alice, true);
    await assertFails(saveGoalDocument(env.as('user'), alice, 'g2', data));
  });

  it('denies creating a goal without createdAt', async () => {
    await env.seedProfiles('user');
    const data = clientGoalDocument(completedGoal('g1'), alice, true);
    delete data.createdAt;
    await assertFails(saveGoalDocument(env.as('user'), alice, 'g1', data));
  });

  it('denies creating a goal with a createdAt that is not the server time', async () => {
    await env.seedProfiles('user');
    const data = { ...clientGoalDocument(completedGoal('g1'), alice, true), createdAt: LONG_AGO };
    await assertFails(saveGoalDocument(env.as('user'), alice, 'g1', data));
  });

  it("denies creating a goal with type other than 'goal'", async () => {
    await env.seedProfiles('user');
    const data = { ...clientGoalDocument(completedGoal('g1'), alice, true), type: 'template' };
    await assertFails(saveGoalDocument(env.as('user'), alice, 'g1', data));
  });

  it('allows creating a goal carrying imported time and a completedDate', async () => {
    await env.seedProfiles('user');
    const imported = { totalHours: 12.5, weeks: [], practiceDays: ['2024-03-01'] };
    const goal = completedGoal('g1', { imported });
    await assertSucceeds(saveGoal(env.as('user'), alice, goal, { isNew: true }));
  });

  it('denies an unauthenticated client creating a goal', async () => {
    const data = clientGoalDocument(completedGoal('g1'), alice, true);
    await assertFails(saveGoalDocument(env.unauthenticated(), alice, 'g1', data));
  });
});

describe('goals: the active-goal cap of each plan', () => {
  it('allows a free user at 2 active goals to create a 3rd', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    const write = saveGoal(env.as('user'), alice, activeGoal('new'), {
      isNew: true,
      activeCount: 3,
    });
    await assertSucceeds(write);
  });

  it('denies a free user at 3 active goals creating a 4th', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    const write = saveGoal(env.as('user'), alice, activeGoal('new'), {
      isNew: true,
      activeCount: 4,
    });
    await assertFails(write);
  });

  it('allows a free user at 3 active goals to create a completed goal', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    await assertSucceeds(saveGoal(env.as('user'), alice, completedGoal('new'), { isNew: true }));
  });

  it('allows a pro user at 14 active goals to create a 15th', async () => {
    await seedProfileWithPlan('user', 'pro');
    await seedActiveGoals(env, alice, 14);
    const options = { isNew: true, activeCount: 15 };
    await assertSucceeds(saveGoal(env.as('user'), alice, activeGoal('new'), options));
  });

  it('denies a pro user at 15 active goals creating a 16th', async () => {
    await seedProfileWithPlan('user', 'pro');
    await seedActiveGoals(env, alice, 15);
    const options = { isNew: true, activeCount: 16 };
    await assertFails(saveGoal(env.as('user'), alice, activeGoal('new'), options));
  });

  it('allows a platinum user at 29 active goals to create a 30th', async () => {
    await seedProfileWithPlan('user', 'platinum');
    await seedActiveGoals(env, alice, 29);
    const options = { isNew: true, activeCount: 30 };
    await assertSucceeds(saveGoal(env.as('user'), alice, activeGoal('new'), options));
  });

  it('denies a platinum user at 30 active goals creating a 31st', async () => {
    await seedProfileWithPlan('user', 'platinum');
    await seedActiveGoals(env, alice, 30);
    const options = { isNew: true, activeCount: 31 };
    await assertFails(saveGoal(env.as('user'), alice, activeGoal('new'), options));
  });

  it('allows an enterprise user at 30 active goals to create a 31st', async () => {
    await seedProfileWithPlan('user', 'enterprise');
    await seedActiveGoals(env, alice, 30);
    const options = { isNew: true, activeCount: 31 };
    await assertSucceeds(saveGoal(env.as('user'), alice, activeGoal('new'), options));
  });

  it('allows the administrator (plan free) at 30 active goals to create a 31st', async () => {
    await env.seedProfiles('admin');
    await seedActiveGoals(env, admin.uid, 30);
    const options = { isNew: true, activeCount: 31 };
    await assertSucceeds(saveGoal(env.as('admin'), admin.uid, activeGoal('new'), options));
  });

  it('denies a downgraded free user at 5 active goals creating a 6th', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 5);
    const write = saveGoal(env.as('user'), alice, activeGoal('new'), {
      isNew: true,
      activeCount: 6,
    });
    await assertFails(write);
  });
});

describe('goals: completing and restoring', () => {
  it('allows completing an active goal with the counter moved by -1', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 3);
    const write = saveGoal(env.as('user'), alice, markCompleted(goal!, NOW), { activeCount: 2 });
    await assertSucceeds(write);
  });

  it('denies completing an active goal without the counter write', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 3);
    await assertFails(saveGoal(env.as('user'), alice, markCompleted(goal!, NOW)));
  });

  it('denies completing an active goal with the counter moved by +1', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 2);
    const write = saveGoal(env.as('user'), alice, markCompleted(goal!, NOW), { activeCount: 3 });
    await assertFails(write);
  });

  it('allows restoring a completed goal with the counter moved by +1', async () => {
    await env.seedProfiles('user');
    const goal = completedGoal('done');
    await seedGoals(env, alice, [...activeGoals(2), goal], { active: 2 });
    const write = saveGoal(env.as('user'), alice, markActive(goal), { activeCount: 3 });
    await assertSucceeds(write);
  });

  it('denies restoring a completed goal without the counter write', async () => {
    await env.seedProfiles('user');
    const goal = completedGoal('done');
    await seedGoals(env, alice, [...activeGoals(2), goal], { active: 2 });
    await assertFails(saveGoal(env.as('user'), alice, markActive(goal)));
  });

  it('denies a free user at 3 active goals restoring a 4th', async () => {
    await env.seedProfiles('user');
    const goal = completedGoal('done');
    await seedGoals(env, alice, [...activeGoals(3), goal], { active: 3 });
    const write = saveGoal(env.as('user'), alice, markActive(goal), { activeCount: 4 });
    await assertFails(write);
  });

  it('allows a pro user at 3 active goals to restore a 4th', async () => {
    await seedProfileWithPlan('user', 'pro');
    const goal = completedGoal('done');
    await seedGoals(env, alice, [...activeGoals(3), goal], { active: 3 });
    const write = saveGoal(env.as('user'), alice, markActive(goal), { activeCount: 4 });
    await assertSucceeds(write);
  });

  it('denies completing two goals in one batch with a single counter move', async () => {
    await env.seedProfiles('user');
    const [first, second] = await seedActiveGoals(env, alice, 2);
    const db = env.as('user');
    const batch = writeBatch(db);
    for (const goal of [first!, second!]) {
      const data = clientGoalDocument(markCompleted(goal, NOW), alice, false);
      batch.set(goalRef(db, goal.id), data, { merge: true });
    }
    batch.set(counterRef(db, alice), { active: 1, lastGoalId: first!.id });
    await assertFails(batch.commit());
  });
});

describe('goals: other updates by the owner', () => {
  it('allows renaming a goal without a counter write', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    await assertSucceeds(saveGoal(env.as('user'), alice, { ...goal!, name: 'Violin' }));
  });

  it('allows a timer stop (new session and figures) without a counter write', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    const start = Date.parse('2024-03-15T09:00:00.000Z');
    const stopped = {
      ...goal!,
      sessions: [{ id: 's1', start, end: start + 90 * 60_000, source: 'timer' as const }],
      totalTimeSpent: 1.5,
      weeklyTimeSpent: 1.5,
      practiceDays: ['2024-03-15'],
    };
    await assertSucceeds(saveGoal(env.as('user'), alice, stopped));
  });

  it('allows editing a completed goal without a counter write', async () => {
    await env.seedProfiles('user');
    const goal = completedGoal('done');
    await seedGoals(env, alice, [goal], { active: 0, lastGoalId: 'done' });
    await assertSucceeds(saveGoal(env.as('user'), alice, { ...goal, note: 'Finished!' }));
  });

  it('allows the manual Save of 40 goals in one batch (within the document-access budget)', async () => {
    await seedProfileWithPlan('user', 'enterprise');
    const goals = await seedActiveGoals(env, alice, 40);
    const renamed = goals.map((goal) => ({ ...goal, note: `Saved ${goal.id}` }));
    await assertSucceeds(saveAllGoals(env.as('user'), alice, renamed));
  });

  it('denies a manual Save batch in which one goal was completed without the counter', async () => {
    await env.seedProfiles('user');
    const goals = await seedActiveGoals(env, alice, 3);
    const [first, ...others] = goals;
    await assertFails(saveAllGoals(env.as('user'), alice, [markCompleted(first!, NOW), ...others]));
  });

  it('denies an owner update that changes userId', async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { userId: otherUser.uid }));
  });

  it('denies an owner update that changes createdAt', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { createdAt: serverTimestamp() }));
  });

  it('denies an owner update that changes the id field', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { id: 'another-id' }));
  });

  it('denies an owner update that changes type', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { type: 'template' }));
  });

  it('denies an owner update whose updatedAt is not the server time', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { updatedAt: LONG_AGO }));
  });

  it('denies adding a field that is not part of a goal', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { isPremium: true }));
  });

  it('denies removing a required field (name)', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { name: deleteField() }));
  });

  it('denies an empty name', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { name: '' }));
  });

  it('allows a name of exactly 100 characters', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceSaves('active-1', { name: 'x'.repeat(100) }));
  });

  it('allows a name of 100 non-ASCII characters', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceSaves('active-1', { name: 'é'.repeat(100) }));
  });

  it('denies a name longer than 100 characters', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { name: 'x'.repeat(101) }));
  });

  it('allows a note of exactly 5000 characters', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceSaves('active-1', { note: 'n'.repeat(5000) }));
  });

  it('denies a note longer than 5000 characters', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { note: 'n'.repeat(5001) }));
  });

  it('denies trophies given as a string', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { trophies: '3' }));
  });

  it('denies completed given as a string', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { completed: 'false' }));
  });

  it('denies a negative totalTimeSpent', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { totalTimeSpent: -1 }));
  });

  it('allows currentLevel 7 (God)', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceSaves('active-1', { currentLevel: 7 }));
  });

  it('denies currentLevel 8', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { currentLevel: 8 }));
  });

  it('denies currentLevel 0', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { currentLevel: 0 }));
  });

  it('denies more than 5000 practice days', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const practiceDays = Array.from({ length: 5001 }, (_, i) => `d${i}`);
    await assertFails(aliceSaves('active-1', { practiceDays }));
  });

  it('denies more than 100 medals', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { medals: Array.from({ length: 101 }, () => 'm') }));
  });

  it('denies a settings frequency outside daily, weekly and monthly', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    const settings = { ...goal!.settings, frequency: 'yearly' };
    await assertFails(aliceSaves('active-1', { settings }));
  });

  it('denies settings with reminders given as a string', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    const settings = { ...goal!.settings, reminders: 'yes' };
    await assertFails(aliceSaves('active-1', { settings }));
  });

  it('denies settings with an extra key', async () => {
    await env.seedProfiles('user');
    const [goal] = await seedActiveGoals(env, alice, 1);
    const settings = { ...goal!.settings, theme: 'dark' };
    await assertFails(aliceSaves('active-1', { settings }));
  });

  it('denies imported given as a number', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceSaves('active-1', { imported: 12 }));
  });

  it('denies a save with merge that would create a goal deleted meanwhile', async () => {
    await env.seedProfiles('user');
    await assertFails(saveGoal(env.as('user'), alice, completedGoal('gone')));
  });
});

describe("goals: another user's goals", () => {
  it("denies a user reading another user's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, otherUser.uid, 1);
    await assertFails(getDoc(goalRef(env.as('user'), 'active-1')));
  });

  it("denies a user listing another user's goals by filtering their userId", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, otherUser.uid, 1);
    await assertFails(getDocs(ownGoalsQuery(env.as('user'), otherUser.uid)));
  });

  it("denies a user updating another user's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, otherUser.uid, 1);
    const data = { ...clientGoalDocument(activeGoal('active-1'), alice, false), name: 'Mine' };
    await assertFails(saveGoalDocument(env.as('user'), alice, 'active-1', data));
  });

  it("denies a user updating another user's goal keeping its userId", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, otherUser.uid, 1);
    const data = { ...clientGoalDocument(activeGoal('active-1'), otherUser.uid, false) };
    await assertFails(saveGoalDocument(env.as('user'), alice, 'active-1', data));
  });

  it("denies a user deleting another user's completed goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedGoals(env, otherUser.uid, [completedGoal('done')]);
    await assertFails(deleteDoc(goalRef(env.as('user'), 'done')));
  });

  it("denies a user deleting another user's active goal with the counter moved", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, otherUser.uid, 1);
    await assertFails(deleteGoal(env.as('user'), alice, 'active-1', { activeCount: 0 }));
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
    await seedGoals(env, otherUser.uid, [completedGoal('bobs')]);
    const snapshot = await assertSucceeds(getDocs(ownGoalsQuery(env.as('user'), alice)));
    if (snapshot.size !== 2) throw new Error(`expected alice's 2 goals, got ${snapshot.size}`);
  });

  it('denies a user listing goals without a userId filter', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const allGoals = query(
      collection(env.as('user'), GOALS),
      where('type', '==', 'goal'),
      orderBy('updatedAt', 'desc'),
    );
    await assertFails(getDocs(allGoals));
  });

  it('allows the administrator to list all goals (to count goals per user)', async () => {
    await env.seedProfiles('admin');
    await seedActiveGoals(env, alice, 2);
    await seedGoals(env, otherUser.uid, [completedGoal('bobs')]);
    const snapshot = await assertSucceeds(getDocs(collection(env.as('admin'), GOALS)));
    if (snapshot.size !== 3) throw new Error(`expected 3 goals, got ${snapshot.size}`);
  });

  it("allows the administrator to read a user's goal", async () => {
    await env.seedProfiles('admin');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(getDoc(goalRef(env.as('admin'), 'active-1')));
  });

  it('denies the unverified fake administrator listing all goals', async () => {
    await env.seedProfiles('fakeAdmin');
    await seedActiveGoals(env, alice, 1);
    await assertFails(getDocs(collection(env.as('fakeAdmin'), GOALS)));
  });

  it("denies the administrator updating a user's goal", async () => {
    await env.seedProfiles('admin', 'user');
    await seedActiveGoals(env, alice, 1);
    const data = { ...clientGoalDocument(activeGoal('active-1'), alice, false), name: 'Admin' };
    await assertFails(saveGoalDocument(env.as('admin'), admin.uid, 'active-1', data));
  });

  it('denies an unauthenticated client listing goals', async () => {
    await seedActiveGoals(env, alice, 1);
    await assertFails(getDocs(ownGoalsQuery(env.unauthenticated(), alice)));
  });

  it('denies an unauthenticated client reading a goal', async () => {
    await seedActiveGoals(env, alice, 1);
    await assertFails(getDoc(goalRef(env.unauthenticated(), 'active-1')));
  });
});

describe('goals: deactivated users and users without a profile', () => {
  it('denies a deactivated user listing their own goals', async () => {
    await env.seedProfiles('inactive');
    await seedActiveGoals(env, inactive.uid, 1);
    await assertFails(getDocs(ownGoalsQuery(env.as('inactive'), inactive.uid)));
  });

  it('denies a deactivated user reading their own goal', async () => {
    await env.seedProfiles('inactive');
    await seedActiveGoals(env, inactive.uid, 1);
    await assertFails(getDoc(goalRef(env.as('inactive'), 'active-1')));
  });

  it('denies a deactivated user creating a goal', async () => {
    await env.seedProfiles('inactive');
    const write = saveGoal(env.as('inactive'), inactive.uid, activeGoal('g1'), {
      isNew: true,
      activeCount: 1,
    });
    await assertFails(write);
  });

  it('denies a deactivated user updating their own goal', async () => {
    await env.seedProfiles('inactive');
    const [goal] = await seedActiveGoals(env, inactive.uid, 1);
    await assertFails(saveGoal(env.as('inactive'), inactive.uid, { ...goal!, name: 'Renamed' }));
  });

  it('denies a deactivated user deleting their own completed goal', async () => {
    await env.seedProfiles('inactive');
    await seedGoals(env, inactive.uid, [completedGoal('done')]);
    await assertFails(deleteGoal(env.as('inactive'), inactive.uid, 'done'));
  });

  it('denies a deactivated user reading their own counter', async () => {
    await env.seedProfiles('inactive');
    await seedActiveGoals(env, inactive.uid, 1);
    await assertFails(getDoc(counterRef(env.as('inactive'), inactive.uid)));
  });

  it('denies a signed-in user without a profile creating a goal', async () => {
    const write = saveGoal(env.as('otherUser'), otherUser.uid, completedGoal('g1'), {
      isNew: true,
    });
    await assertFails(write);
  });

  it('denies a signed-in user without a profile listing their own goals', async () => {
    await seedActiveGoals(env, otherUser.uid, 1);
    await assertFails(getDocs(ownGoalsQuery(env.as('otherUser'), otherUser.uid)));
  });
});

describe('goals: deleting', () => {
  it('allows deleting an active goal with the counter moved by -1', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    await assertSucceeds(deleteGoal(env.as('user'), alice, 'active-1', { activeCount: 1 }));
  });

  it('denies deleting an active goal without the counter write', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    await assertFails(deleteGoal(env.as('user'), alice, 'active-1'));
  });

  it('denies deleting an active goal with the counter naming another goal', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 2);
    const options = { activeCount: 1, lastGoalId: 'active-2' };
    await assertFails(deleteGoal(env.as('user'), alice, 'active-1', options));
  });

  it('allows deleting a completed goal without a counter change', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [...activeGoals(1), completedGoal('done')], { active: 1 });
    await assertSucceeds(deleteGoal(env.as('user'), alice, 'done'));
  });

  it('denies deleting a completed goal with the counter moved by -1', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [...activeGoals(1), completedGoal('done')], { active: 1 });
    await assertFails(deleteGoal(env.as('user'), alice, 'done', { activeCount: 0 }));
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
    await seedActiveGoals(env, otherUser.uid, 1);
    await assertFails(getDoc(counterRef(env.as('user'), otherUser.uid)));
  });

  it("allows the administrator to read any user's counter", async () => {
    await env.seedProfiles('admin');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(getDoc(counterRef(env.as('admin'), alice)));
  });

  it("denies a user writing another user's counter", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, otherUser.uid, 3);
    const write = setDoc(counterRef(env.as('user'), otherUser.uid), {
      active: 0,
      lastGoalId: 'active-1',
    });
    await assertFails(write);
  });

  it("denies creating an own active goal while moving another user's counter", async () => {
    await env.seedProfiles('user', 'otherUser');
    const options = { isNew: true, activeCount: 1, counterUid: otherUser.uid };
    await assertFails(saveGoal(env.as('user'), alice, activeGoal('g1'), options));
  });

  it('denies the owner setting their counter to 0 without a goal change', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    const write = setDoc(counterRef(env.as('user'), alice), { active: 0, lastGoalId: 'active-1' });
    await assertFails(write);
  });

  it('denies the owner lowering their counter by 1 without a goal change', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 3);
    const write = setDoc(counterRef(env.as('user'), alice), { active: 2, lastGoalId: 'active-1' });
    await assertFails(write);
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
    const data = clientGoalDocument(activeGoal('g1'), alice, true);
    batch.set(goalRef(db, 'g1'), data, { merge: true });
    batch.set(counterRef(db, alice), { active: 1, lastGoalId: 'g1', max: 99 });
    await assertFails(batch.commit());
  });

  it('denies a counter whose active is not an integer', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const write = saveGoal(env.as('user'), alice, activeGoal('g2'), {
      isNew: true,
      activeCount: 1.5,
    });
    await assertFails(write);
  });

  it('denies a deactivated user moving their counter with a goal change', async () => {
    await env.seedProfiles('inactive');
    const [goal] = await seedActiveGoals(env, inactive.uid, 2);
    const write = saveGoal(env.as('inactive'), inactive.uid, markCompleted(goal!, NOW), {
      activeCount: 1,
    });
    await assertFails(write);
  });
});
