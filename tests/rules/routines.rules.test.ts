// Security rules for routines (docs/adr/0010-routines.md): a goal's routines (at most 3, 1–12
// blocks of 1–240 minutes, a name of 1–60 characters), their last runs, and the routine block a
// running timer names. Allowed writes are the app's own (goal-repo.ts commit()).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Routine } from '../../src/domain/routines/routine';
import {
  activeGoal,
  commitAs,
  GOALS,
  ops,
  seedActiveGoals,
  seedGoals,
  SESSION_START,
  stored,
  TIMERS,
} from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const bob = identities.otherUser.uid;

const aliceCommits = (...writes: Parameters<typeof commitAs>[2]) => commitAs(env, 'user', writes);
const setRoutines = (routines: unknown, goalId = 'active-1') =>
  ops.updateGoal(goalId, { routines });
const blocks = (n: number, minutes = 10) =>
  Array.from({ length: n }, (_, i) => ({ partId: i % 2 ? null : `p${i}`, minutes }));
const routine = (over: Partial<Routine> = {}): Routine => ({
  id: 'r1',
  name: 'Morning',
  blocks: blocks(3),
  ...over,
});
const goalDoc = () => doc(env.as('user'), GOALS, 'active-1');
const write = (fields: Record<string, unknown>) =>
  updateDoc(goalDoc(), { ...fields, updatedAt: serverTimestamp() });

async function aliceWithGoal() {
  await env.seedProfiles('user', 'otherUser');
  await seedActiveGoals(env, alice, 1);
}

describe('routines of a goal', () => {
  it('allows the owner 3 routines of 12 blocks with a 60-character name, stored as texts', async () => {
    await aliceWithGoal();
    const three = ['a', 'b', 'c'].map((id) =>
      routine({ id, name: 'x'.repeat(60), blocks: blocks(12, 240) }),
    );
    await assertSucceeds(aliceCommits(setRoutines(three)));
    await assertSucceeds(aliceCommits(setRoutines([routine({ name: 'Scales | études' })])));
    expect((await stored(env, `${GOALS}/active-1`))?.routines).toEqual([
      'r1|p0:10,*:10,p2:10|Scales | études',
    ]);
    await assertSucceeds(aliceCommits(setRoutines([])));
  });

  it('denies 4 routines, 13 blocks, no block, a 61-character name and out-of-range minutes', async () => {
    await aliceWithGoal();
    const four = ['a', 'b', 'c', 'd'].map((id) => routine({ id }));
    await assertFails(aliceCommits(setRoutines(four)));
    await assertFails(aliceCommits(setRoutines([routine({ blocks: blocks(13) })])));
    await assertFails(aliceCommits(setRoutines([routine({ blocks: [] })])));
    await assertFails(aliceCommits(setRoutines([routine({ name: 'x'.repeat(61) })])));
    await assertFails(aliceCommits(setRoutines([routine({ blocks: blocks(1, 241) })])));
    await assertFails(aliceCommits(setRoutines([routine({ blocks: blocks(1, 0) })])));
  });

  it('denies malformed routines: wrong types, bad ids, control characters, entries glued', async () => {
    await aliceWithGoal();
    await assertFails(write({ routines: 'r1|*:10|Morning' }));
    await assertFails(write({ routines: [42] }));
    await assertFails(write({ routines: ['r 1|*:10|Morning'] }));
    await assertFails(write({ routines: ['r1|*:10|Morn\u0001ing'] }));
    await assertFails(write({ routines: ['r1|*:10|Mo\u0007rning'] }));
    await assertFails(write({ routines: ['r1|*:10|A\u0001r2|*:10|B'] }));
    await assertFails(write({ routines: ['r1|*:ten|Morning'] }));
    await assertSucceeds(write({ routines: ['r1|*:10|Morning'] }));
  });

  it('allows the last runs of 3 routines, denies more, malformed ones and wrong types', async () => {
    await aliceWithGoal();
    const run = '2026-12-08|58|60';
    await assertSucceeds(write({ routineRuns: { a: run, b: run, c: run } }));
    expect((await stored(env, `${GOALS}/active-1`))?.routineRuns).toEqual({
      a: run,
      b: run,
      c: run,
    });
    await assertFails(write({ routineRuns: { a: run, b: run, c: run, d: run } }));
    await assertFails(write({ routineRuns: { a: 'yesterday|58|60' } }));
    await assertFails(write({ routineRuns: { a: '2026-12-08|58|60|1' } }));
    await assertFails(write({ routineRuns: { a: '2026-12-08|58|12345' } }));
    await assertFails(write({ routineRuns: { 'a b': run } }));
    await assertFails(write({ routineRuns: { a: 58 } }));
    await assertFails(write({ routineRuns: [run] }));
  });

  it("denies routines on another person's goal, and on a new goal (added by an update only)", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedGoals(env, bob, [activeGoal('bobs-goal')]);
    await assertFails(commitAs(env, 'user', [setRoutines([routine()], 'bobs-goal')], bob));
    await assertFails(
      updateDoc(doc(env.as('user'), GOALS, 'bobs-goal'), {
        routineRuns: { r1: '2026-12-08|58|60' },
        updatedAt: serverTimestamp(),
      }),
    );
    await seedActiveGoals(env, alice, 1);
    const created = (await stored(env, `${GOALS}/active-1`))!;
    await assertFails(
      setDoc(doc(env.as('user'), GOALS, 'fresh'), {
        ...created,
        id: 'fresh',
        routines: ['r1|*:10|Morning'],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('the routine block a timer runs', () => {
  const start = SESSION_START + 3_600_000;
  const mark = { id: 'r1', block: 1, doneMs: 600_000 };

  it('allows a start naming its routine block, and the next block replacing it', async () => {
    await aliceWithGoal();
    const timer = { goalId: 'active-1', startTime: start, isRunning: true, routine: mark };
    await assertSucceeds(aliceCommits(ops.setTimer(timer)));
    expect((await stored(env, `${TIMERS}/${alice}`))?.routine).toEqual(mark);
    const next = { ...timer, startTime: start + 1_200_000, routine: { ...mark, block: 2 } };
    await assertSucceeds(aliceCommits(ops.setTimer(next)));
    await assertSucceeds(aliceCommits(ops.setTimer({ ...next, isRunning: false })));
  });

  it('denies a malformed routine block: wrong types, block 12, too much time done, extra keys', async () => {
    await aliceWithGoal();
    const timerDoc = doc(env.as('user'), TIMERS, alice);
    const base = { goalId: 'active-1', isRunning: true, updatedAt: serverTimestamp() };
    let t = start;
    const startWith = (routine: unknown) => setDoc(timerDoc, { ...base, startTime: ++t, routine });
    await assertSucceeds(startWith(mark));
    await assertFails(startWith('r1|1'));
    await assertFails(startWith({ ...mark, block: 12 }));
    await assertFails(startWith({ ...mark, block: 1.5 }));
    await assertFails(startWith({ ...mark, doneMs: 158_400_001 }));
    await assertFails(startWith({ ...mark, id: 'not valid!' }));
    await assertFails(startWith({ ...mark, extra: 1 }));
    await assertFails(startWith({ id: 'r1', block: 1 }));
  });

  it("denies a routine block on another person's timer", async () => {
    await aliceWithGoal();
    const bobsTimer = doc(env.as('user'), TIMERS, bob);
    await assertFails(
      setDoc(bobsTimer, {
        goalId: 'active-1',
        startTime: start,
        isRunning: true,
        routine: mark,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
