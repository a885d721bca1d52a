// Security rules for an import (GoalRepo.importGoals): every imported goal is created in ONE
// batch; when k of them are active the same batch sets goalCounters/{uid} to
// {active: old + k, lastGoalId: '', importIds: [the k ids]}, within the plan's cap.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  activeGoal,
  activeGoals,
  completedGoal,
  COUNTERS,
  importGoalsBatch,
  saveGoal,
  seedActiveGoals,
} from './goal-fixtures';
import { identities, profileFor, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;

async function seedPlan(subscriptionPlan: string) {
  await env.seed({ [`users/${alice}`]: profileFor('user', { subscriptionPlan }) });
}

async function counterOf(uid: string) {
  let data: Record<string, unknown> | undefined;
  await env.testEnv.withSecurityRulesDisabled(async (context) => {
    const snap = await getDoc(doc(context.firestore() as never, COUNTERS, uid));
    data = snap.data();
  });
  return data;
}

describe('import: active goals and the plan cap', () => {
  it('allows a free user at 0 active goals to import 3 active goals', async () => {
    await seedPlan('free');
    const goals = activeGoals(3, 'imp');
    await assertSucceeds(importGoalsBatch(env.as('user'), alice, goals, { active: 3 }));
    expect((await counterOf(alice))?.active).toBe(3);
  });

  it('denies a free user at 1 active goal importing 3 (that would be 4)', async () => {
    await seedPlan('free');
    await seedActiveGoals(env, alice, 1);
    await assertFails(
      importGoalsBatch(env.as('user'), alice, activeGoals(3, 'imp'), { active: 4 }),
    );
  });

  it('denies a counter that does not move by exactly the number of listed ids', async () => {
    await seedPlan('free');
    await assertFails(
      importGoalsBatch(env.as('user'), alice, activeGoals(2, 'imp'), { active: 1 }),
    );
    await assertFails(
      importGoalsBatch(env.as('user'), alice, activeGoals(2, 'imp'), { active: 3 }),
    );
  });

  it('allows a pro user to import 15 active goals', async () => {
    await seedPlan('pro');
    await assertSucceeds(
      importGoalsBatch(env.as('user'), alice, activeGoals(15, 'imp'), { active: 15 }),
    );
  });

  it('denies a pro user importing 16 active goals', async () => {
    await seedPlan('pro');
    await assertFails(
      importGoalsBatch(env.as('user'), alice, activeGoals(16, 'imp'), { active: 16 }),
    );
  });

  it('allows an enterprise user to import 40 active goals', async () => {
    await seedPlan('enterprise');
    await assertSucceeds(
      importGoalsBatch(env.as('user'), alice, activeGoals(40, 'imp'), { active: 40 }),
    );
  });

  it('denies more than 50 ids in one import', async () => {
    await seedPlan('enterprise');
    await assertFails(
      importGoalsBatch(env.as('user'), alice, activeGoals(51, 'imp'), { active: 51 }),
    );
  });
});

describe('import: the importIds list', () => {
  it('denies active goals that are not listed in importIds', async () => {
    await seedPlan('free');
    const goals = activeGoals(3, 'imp');
    const write = importGoalsBatch(env.as('user'), alice, goals, {
      active: 2,
      importIds: ['imp-1', 'imp-2'],
    });
    await assertFails(write);
  });

  it('denies active goals imported without any counter write', async () => {
    await seedPlan('free');
    await assertFails(importGoalsBatch(env.as('user'), alice, activeGoals(2, 'imp')));
  });

  it('denies reusing a stale importIds list in a later batch without moving the counter', async () => {
    await seedPlan('free');
    const db = env.as('user');
    // Listed three ids but created two: only the owner's own counter is inflated.
    await assertSucceeds(
      importGoalsBatch(db, alice, activeGoals(2, 'imp'), {
        active: 3,
        importIds: ['imp-1', 'imp-2', 'later'],
      }),
    );
    await assertFails(importGoalsBatch(db, alice, [activeGoal('later')]));
    await assertFails(
      importGoalsBatch(db, alice, [activeGoal('later')], {
        active: 3,
        importIds: ['imp-1', 'imp-2', 'later'],
      }),
    );
  });

  it('denies an importIds counter with a lastGoalId, and other extra keys', async () => {
    await seedPlan('free');
    const db = env.as('user');
    const goal = activeGoal('imp-1');
    await assertFails(
      setDoc(doc(db, COUNTERS, alice), { active: 1, lastGoalId: 'imp-1', importIds: ['imp-1'] }),
    );
    await assertFails(
      setDoc(doc(db, COUNTERS, alice), { active: 1, lastGoalId: '', importIds: [], x: 1 }),
    );
    await assertFails(saveGoal(db, alice, goal, { isNew: true, activeCount: 1, lastGoalId: '' }));
  });

  it('lets a later single-goal write replace the import counter', async () => {
    await seedPlan('free');
    const db = env.as('user');
    await assertSucceeds(importGoalsBatch(db, alice, activeGoals(2, 'imp'), { active: 2 }));
    await assertSucceeds(saveGoal(db, alice, activeGoal('g3'), { isNew: true, activeCount: 3 }));
    expect(await counterOf(alice)).toEqual({ active: 3, lastGoalId: 'g3' });
  });
});

describe('import: completed goals and overwrites', () => {
  it('imports completed goals freely, even at the cap', async () => {
    await seedPlan('free');
    await seedActiveGoals(env, alice, 3);
    const goals = [completedGoal('c1'), completedGoal('c2'), completedGoal('c3')];
    await assertSucceeds(importGoalsBatch(env.as('user'), alice, goals));
  });

  it('imports active and completed goals together, counting only the active ones', async () => {
    await seedPlan('free');
    await seedActiveGoals(env, alice, 1);
    const goals = [activeGoal('a1'), completedGoal('c1'), activeGoal('a2')];
    await assertSucceeds(importGoalsBatch(env.as('user'), alice, goals, { active: 3 }));
  });

  it('never overwrites an existing goal', async () => {
    await seedPlan('free');
    const [existing] = await seedActiveGoals(env, alice, 1);
    await assertFails(importGoalsBatch(env.as('user'), alice, [completedGoal(existing!.id)]));
  });

  it("denies importing goals into another user's account", async () => {
    await seedPlan('free');
    await env.seedProfiles('otherUser');
    await assertFails(
      importGoalsBatch(env.as('otherUser'), alice, activeGoals(1, 'imp'), { active: 1 }),
    );
  });
});
