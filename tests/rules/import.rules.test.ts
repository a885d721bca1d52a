// Security rules for an import (GoalRepo.importGoals): every imported goal is created in ONE
// batch; for k goals, j of them active, the same batch merges goalCounters/{uid} to
// {active: increment(j), total: increment(k), lastGoalId: '', importIds: [the k ids],
// importActiveIds: [the j ids]}, within the plan's cap and the bound per account. The
// goals' sessions follow as session documents (in the same batch when they fit). Allowed
// imports go through the app's repository; hand-made batches stand for what an attacker sends.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, increment, setDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { toGoalDocument } from '../../src/data/firebase/goal-converter';
import type { Goal } from '../../src/domain/goal';
import { recordOf } from '../../src/domain/goal-record';
import {
  activeGoal,
  activeGoals,
  commitAs,
  completedGoal,
  COUNTERS,
  GOALS,
  HOUR_MS,
  importAs,
  importingRepo,
  ops,
  seedActiveGoals,
  seedGoals,
  SESSION_START,
  stored,
  storedSessionIds,
} from './goal-fixtures';
import { createGoalRepo } from '../../src/data/firebase/goal-repo';
import { identities, profileFor, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const bob = identities.otherUser.uid;

async function seedPlan(subscriptionPlan: string) {
  await env.seed({ [`users/${alice}`]: profileFor('user', { subscriptionPlan }) });
}

const importsAlice = (goals: Goal[]) => importAs(env, 'user', goals);

interface Listing {
  active?: number;
  total?: number;
  /** Any values: the denied cases list what an attacker could. */
  importIds?: unknown[];
  importActiveIds?: unknown[];
}

/**
 * A hand-made import batch: the goals, and the counter moved as `listing` says (by default
 * honestly: every id in importIds, the active ones in importActiveIds, moved by their counts);
 * no counter write when `listing` is null.
 */
function importBatch(goals: Goal[], listing: Listing | null = {}) {
  const db = env.as('user');
  const batch = writeBatch(db);
  for (const goal of goals) {
    batch.set(doc(db, GOALS, goal.id), toGoalDocument(recordOf(goal), alice));
  }
  if (listing) {
    const importIds = listing.importIds ?? goals.map((g) => g.id);
    const importActiveIds =
      listing.importActiveIds ?? goals.filter((g) => !g.completed).map((g) => g.id);
    const counter = {
      active: increment(listing.active ?? importActiveIds.length),
      total: increment(listing.total ?? importIds.length),
      lastGoalId: '',
      importIds,
      importActiveIds,
    };
    batch.set(doc(db, COUNTERS, alice), counter, { merge: true });
  }
  return batch.commit();
}

/** A goal with `n` one-hour sessions on consecutive days. */
function withSessions(goal: Goal, n: number): Goal {
  const sessions = Array.from({ length: n }, (_, i) => ({
    id: `${goal.id}-s${i + 1}`,
    start: SESSION_START + i * 24 * HOUR_MS,
    end: SESSION_START + i * 24 * HOUR_MS + HOUR_MS,
    source: 'import' as const,
  }));
  return { ...goal, sessions };
}

const counterOf = async (uid: string) => stored(env, `${COUNTERS}/${uid}`);

describe('import: active goals and the plan cap', () => {
  it('allows a free user at 0 active goals to import 3 active goals', async () => {
    await seedPlan('free');
    await assertSucceeds(importsAlice(activeGoals(3, 'imp')));
    expect((await counterOf(alice))?.active).toBe(3);
  });

  it('allows a free user at 1 active goal to import 2 more', async () => {
    await seedPlan('free');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(importsAlice(activeGoals(2, 'imp')));
    expect((await counterOf(alice))?.active).toBe(3);
  });

  it('denies a free user at 1 active goal importing 3 (that would be 4)', async () => {
    await seedPlan('free');
    await seedActiveGoals(env, alice, 1);
    await assertFails(importsAlice(activeGoals(3, 'imp')));
    expect((await counterOf(alice))?.active).toBe(1);
    expect(await stored(env, `${GOALS}/imp-1`)).toBeUndefined();
  });

  it('allows the honest hand-made batch (control for the cases below)', async () => {
    await seedPlan('free');
    await assertSucceeds(importBatch([...activeGoals(2, 'imp'), completedGoal('done')]));
    expect(await counterOf(alice)).toMatchObject({ active: 2, total: 3 });
  });

  it('denies a counter that does not move by exactly the number of listed ids', async () => {
    await seedPlan('free');
    await assertFails(importBatch(activeGoals(2, 'imp'), { active: 1 }));
    await assertFails(importBatch(activeGoals(2, 'imp'), { active: 3 }));
    await assertFails(importBatch(activeGoals(2, 'imp'), { total: 1 }));
    await assertFails(importBatch(activeGoals(2, 'imp'), { total: 3 }));
  });

  it('allows a pro user to import 15 active goals and denies 16', async () => {
    await seedPlan('pro');
    await assertFails(importsAlice(activeGoals(16, 'imp')));
    await assertSucceeds(importsAlice(activeGoals(15, 'imp')));
  });

  it('allows a platinum user to import 30 active goals and denies 31', async () => {
    await seedPlan('platinum');
    await assertFails(importsAlice(activeGoals(31, 'imp')));
    await assertSucceeds(importsAlice(activeGoals(30, 'imp')));
  });

  it('allows an enterprise user to import 40 active goals', async () => {
    await seedPlan('enterprise');
    await assertSucceeds(importsAlice(activeGoals(40, 'imp')));
  });

  it('denies more than 50 active goals in one import', async () => {
    await seedPlan('enterprise');
    // Through the full SDK: the emulator explains this refusal at a length (over 10 KB of rules
    // trace) that the lite client's HTTP/2 transport cuts off as a protocol error.
    const fullSdk = createGoalRepo(env.as('user'));
    await assertFails(fullSdk.importGoals(alice, activeGoals(51, 'imp')));
  });
});

describe('import: the importIds list', () => {
  it('denies goals that are not listed in importIds', async () => {
    await seedPlan('free');
    const twoListed = ['imp-1', 'imp-2'];
    const three = activeGoals(3, 'imp');
    await assertFails(importBatch(three, { importIds: twoListed, importActiveIds: twoListed }));
    await assertFails(
      importBatch([...activeGoals(2, 'imp'), completedGoal('done')], { importIds: twoListed }),
    );
  });

  it('denies an active goal listed as if it were completed (not in importActiveIds)', async () => {
    await seedPlan('free');
    await assertFails(importBatch(activeGoals(2, 'imp'), { importActiveIds: ['imp-1'] }));
  });

  it('denies goals imported without any counter write, completed ones included', async () => {
    await seedPlan('free');
    await assertFails(importBatch(activeGoals(2, 'imp'), null));
    await assertFails(importBatch([completedGoal('c1')], null));
  });

  it('denies reusing a stale importIds list in a later batch without moving the counter', async () => {
    await seedPlan('free');
    // Listed three ids but created two: only the owner's own counter is inflated.
    const stale = ['imp-1', 'imp-2', 'later'];
    await assertSucceeds(
      importBatch(activeGoals(2, 'imp'), { importIds: stale, importActiveIds: stale }),
    );
    await assertFails(importBatch([activeGoal('later')], null));
    await assertFails(
      importBatch([activeGoal('later')], {
        active: 0,
        total: 0,
        importIds: stale,
        importActiveIds: stale,
      }),
    );
  });

  it('denies an importIds counter with a lastGoalId, and other extra keys', async () => {
    await seedPlan('free');
    const ref = doc(env.as('user'), COUNTERS, alice);
    const listed = { importIds: ['imp-1'], importActiveIds: ['imp-1'] };
    await assertFails(setDoc(ref, { active: 1, total: 1, lastGoalId: 'imp-1', ...listed }));
    await assertFails(setDoc(ref, { active: 1, total: 1, lastGoalId: '', ...listed, x: 1 }));
  });

  it('lets a later single-goal change replace the import counter', async () => {
    await seedPlan('free');
    await assertSucceeds(importsAlice(activeGoals(2, 'imp')));
    await assertSucceeds(commitAs(env, 'user', [ops.createGoal(activeGoal('g3'))]));
    expect(await counterOf(alice)).toEqual({ active: 3, total: 3, lastGoalId: 'g3' });
  });
});

describe('import: completed goals, sessions and overwrites', () => {
  it('imports completed goals freely, even at the cap', async () => {
    await seedPlan('free');
    await seedActiveGoals(env, alice, 3);
    await assertSucceeds(importsAlice([completedGoal('c1'), completedGoal('c2')]));
    expect(await counterOf(alice)).toMatchObject({ active: 3, total: 2 });
  });

  it('imports active and completed goals together, counting only the active ones', async () => {
    await seedPlan('free');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(importsAlice([activeGoal('a1'), completedGoal('c1'), activeGoal('a2')]));
    expect((await counterOf(alice))?.active).toBe(3);
  });

  it('imports goals with their sessions as session documents', async () => {
    await seedPlan('free');
    const goals = [withSessions(activeGoal('a1'), 2), withSessions(completedGoal('c1'), 1)];
    await assertSucceeds(importsAlice(goals));
    expect(await storedSessionIds(env, alice)).toEqual(['a1-s1', 'a1-s2', 'c1-s1']);
  });

  it('imports 40 goals with sessions in one batch (within the document-access budget)', async () => {
    await seedPlan('enterprise');
    const goals = activeGoals(40, 'imp').map((goal) => withSessions(goal, 2));
    await assertSucceeds(importsAlice(goals));
    expect(await storedSessionIds(env, alice)).toHaveLength(80);
  });

  it('imports 30 goals with 20 sessions each: the sessions that do not fit follow in batches of a few goals', async () => {
    // The first batch holds the goals, the counter and 419 sessions; the other 181 sessions
    // belong to 10 goals that exist by then, and the rules read a session's goal for each.
    await seedPlan('enterprise');
    const goals = activeGoals(30, 'imp').map((goal) => withSessions(goal, 20));
    await assertSucceeds(importsAlice(goals));
    expect(await storedSessionIds(env, alice)).toHaveLength(600);
  }, 60_000);

  it('imports a goal with more sessions than one batch holds', async () => {
    await seedPlan('free');
    await assertSucceeds(importsAlice([withSessions(activeGoal('big'), 500)]));
    expect(await storedSessionIds(env, alice)).toHaveLength(500);
  }, 60_000);

  it('imports 400 goals in one batch, and goals listing 20 resources of 200 characters', async () => {
    await seedPlan('free');
    const resources = Array.from({ length: 20 }, (_, i) => ({
      type: 'tutorial' as const,
      name: `Part ${i}`.padEnd(200, '.'),
      completed: i % 2 === 0,
    }));
    const full = (goal: Goal) => ({ ...goal, settings: { ...goal.settings, resources } });
    await assertSucceeds(importsAlice([full(completedGoal('r1')), full(activeGoal('r2'))]));
    const goals = Array.from({ length: 398 }, (_, i) => completedGoal(`c${i}`));
    await assertSucceeds(importsAlice(goals));
    expect(await counterOf(alice)).toMatchObject({ active: 1, total: 400 });
  }, 60_000);

  it('denies more than 400 goals in one import', async () => {
    await seedPlan('free');
    const goals = Array.from({ length: 401 }, (_, i) => completedGoal(`c${i}`));
    await assertFails(importBatch(goals));
  }, 60_000);

  it('allows an import up to the goals one account may hold and denies one beyond', async () => {
    await seedPlan('free');
    await seedGoals(env, alice, [], { active: 0, total: 997, lastGoalId: 'old' });
    await assertFails(
      importsAlice([
        completedGoal('c1'),
        completedGoal('c2'),
        activeGoal('a1'),
        completedGoal('c3'),
      ]),
    );
    await assertSucceeds(
      importsAlice([completedGoal('c1'), completedGoal('c2'), activeGoal('a1')]),
    );
    expect(await counterOf(alice)).toMatchObject({ active: 1, total: 1000 });
    await assertFails(importsAlice([completedGoal('c4')]));
  });

  it('never overwrites an existing goal', async () => {
    await seedPlan('free');
    const [existing] = await seedActiveGoals(env, alice, 1);
    await assertFails(importsAlice([completedGoal(existing!.id)]));
  });

  it("denies importing goals into another user's account", async () => {
    await seedPlan('free');
    await env.seedProfiles('otherUser');
    await assertFails(importAs(env, 'otherUser', activeGoals(1, 'imp'), alice));
    await assertFails(importAs(env, 'user', [completedGoal('c1')], bob));
  });

  it('denies a deactivated user importing', async () => {
    await env.seedProfiles('inactive');
    await assertFails(importAs(env, 'inactive', [completedGoal('c1')]));
  });
});

describe('import: a re-import adds new sessions to goals imported before', () => {
  const session = (goalId: string, id: string, day: number, hours = 1) => ({
    id,
    goalId,
    start: SESSION_START + day * 24 * HOUR_MS,
    end: SESSION_START + day * 24 * HOUR_MS + hours * HOUR_MS,
    source: 'import' as const,
  });
  const addsAs = (who: 'user' | 'otherUser', added: ReturnType<typeof session>[]) =>
    importingRepo(env, who).importGoals(identities[who].uid, [], added);

  it("adds a new session to the owner's goal without moving the counter", async () => {
    await seedPlan('free');
    await assertSucceeds(importsAlice([withSessions(activeGoal('t1'), 2)]));
    const before = await counterOf(alice);
    await assertSucceeds(addsAs('user', [session('t1', 'toggl-new', 5)]));
    expect(await storedSessionIds(env, alice)).toEqual(['t1-s1', 't1-s2', 'toggl-new']);
    expect(await counterOf(alice)).toEqual(before);
  });

  it('adds sessions to 20 goals imported before (batches of a few goals each)', async () => {
    await seedPlan('enterprise');
    const goals = activeGoals(20, 'imp');
    await assertSucceeds(importsAlice(goals));
    const added = goals.flatMap((g) => [
      session(g.id, `${g.id}-a`, 1),
      session(g.id, `${g.id}-b`, 2),
    ]);
    await assertSucceeds(addsAs('user', added));
    expect(await storedSessionIds(env, alice)).toHaveLength(40);
  });

  it('never writes over a session already stored (a session is written once)', async () => {
    await seedPlan('free');
    await assertSucceeds(importsAlice([withSessions(activeGoal('t1'), 1)]));
    const again = { ...session('t1', 't1-s1', 0), end: SESSION_START + 2 * HOUR_MS };
    await assertFails(addsAs('user', [again]));
    const kept = await stored(env, `${GOALS}/t1/sessions/t1-s1`);
    expect(kept?.end).toBe(SESSION_START + HOUR_MS);
  });

  it("denies adding sessions to another user's goal, and sessions over 24 hours", async () => {
    await seedPlan('free');
    await assertSucceeds(importsAlice([activeGoal('t1')]));
    await assertFails(addsAs('otherUser', [session('t1', 'intruder', 1)]));
    await assertFails(addsAs('user', [session('t1', 'too-long', 1, 25)]));
    expect(await storedSessionIds(env, alice)).toEqual([]);
  });
});

describe('import: the lists hold goal ids, bounded', () => {
  /** A counter write listing `importIds` (none created: it only inflates the own count). */
  const listsOnly = (importIds: unknown[], importActiveIds: unknown[] = []) =>
    importBatch([], { importIds, importActiveIds });

  it('denies a 1,000,000-character entry, maps with nested lists and numbers', async () => {
    await seedPlan('enterprise');
    await assertFails(listsOnly(['x'.repeat(1_000_000)]));
    const nested = Array.from({ length: 400 }, (_, i) => ({ id: `g${i}`, more: ['a', 'b'] }));
    await assertFails(listsOnly(nested));
    await assertFails(listsOnly([1, 2]));
    await assertFails(listsOnly(['ok'], [{ id: 'ok' }]));
    await assertFails(listsOnly(['ok', 'a,b']));
    await assertFails(listsOnly(['x'.repeat(65)]));
    expect(await counterOf(alice)).toBeUndefined();
  });

  it('allows ids as the app makes them, up to 64 characters', async () => {
    await seedPlan('enterprise');
    const uuid = '0b9d6c4e-8f1a-4c2b-9d3e-5f6a7b8c9d0e';
    await assertSucceeds(listsOnly([uuid, 'x'.repeat(64), 'legacy_ID-1'], [uuid]));
    await assertSucceeds(importsAlice([activeGoal(uuid.replace('0b', '1b'))]));
  });
});
