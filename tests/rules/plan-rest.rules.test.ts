// Security rules for a goal's practice plan (settings.plan) and its rest days (restDays), and
// the rest days of all goals kept in users/{uid} (domain practice-plan.ts, rest-ranges.ts).
// Allowed writes go through the app's own repository; denied ones are hand-made.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { activeGoal, commitAs, GOALS, ops, seedActiveGoals } from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;

const aliceCommits = (...writes: Parameters<typeof commitAs>[2]) => commitAs(env, 'user', writes);

function aliceUpdates(fields: DocumentData) {
  return updateDoc(doc(env.as('user'), GOALS, 'active-1'), {
    ...fields,
    updatedAt: serverTimestamp(),
  });
}

const hundredDays = Array.from(
  { length: 100 },
  (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
);

beforeEach(async () => {
  await env.seedProfiles('user', 'otherUser');
});

describe('goals: the practice plan', () => {
  it('allows each kind of plan, written with the settings', async () => {
    const [goal] = await seedActiveGoals(env, alice, 1);
    for (const plan of ['every-day', 'weekdays:12345', 'weekdays:0', 'per-week:3', 'per-week:7']) {
      const settings = { ...goal!.settings, plan };
      await assertSucceeds(aliceCommits(ops.updateGoal('active-1', { settings })));
    }
  });

  it('allows a new goal with a plan', async () => {
    const goal = activeGoal('planned');
    goal.settings = { ...goal.settings, plan: 'weekdays:135' };
    await assertSucceeds(aliceCommits(ops.createGoal(goal)));
  });

  it('denies a malformed plan', async () => {
    const [goal] = await seedActiveGoals(env, alice, 1);
    const base = { ...goal!.settings, resources: [] };
    for (const plan of [
      'weekdays:',
      'weekdays:7',
      'weekdays:54321',
      'per-week:0',
      'per-week:8',
      'every day',
      'every-day'.repeat(3),
      3,
      { kind: 'every-day' },
    ]) {
      await assertFails(aliceUpdates({ settings: { ...base, plan } }));
    }
  });
});

describe('goals: rest days and breaks', () => {
  it('allows single days and ranges, and clearing them', async () => {
    await seedActiveGoals(env, alice, 1);
    const restRanges = [
      { from: '2026-11-14', to: '2026-11-14' },
      { from: '2026-12-20', to: '2027-01-03' },
    ];
    await assertSucceeds(aliceCommits(ops.updateGoal('active-1', { restRanges })));
    await assertSucceeds(aliceCommits(ops.updateGoal('active-1', { restRanges: [] })));
  });

  it('allows 100 entries and denies 101', async () => {
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(aliceUpdates({ restDays: hundredDays }));
    await assertFails(aliceUpdates({ restDays: [...hundredDays, '2026-02-01'] }));
  });

  it('allows a new goal with rest days (an import)', async () => {
    const goal = {
      ...activeGoal('rested'),
      restRanges: [{ from: '2026-11-01', to: '2026-11-07' }],
    };
    await assertSucceeds(aliceCommits(ops.createGoal(goal)));
  });

  it('denies malformed rest days', async () => {
    await seedActiveGoals(env, alice, 1);
    for (const restDays of [
      '2026-11-14',
      ['2026-11-14/'],
      ['1999-12-31'],
      ['2026-13-01'],
      ['2026-11-32'],
      ['26-11-14'],
      ['2026-11-14/2026-11-20/2026-11-30'],
      ['2026-11-14 '],
      [20261114],
      [{ from: '2026-11-14', to: '2026-11-14' }],
      // An entry hiding others behind the separator may not pass the length bound.
      [hundredDays.join(',')],
    ]) {
      await assertFails(aliceUpdates({ restDays }));
    }
  });

  it("denies writing another person's goal rest days", async () => {
    await seedActiveGoals(env, alice, 1);
    await assertFails(
      updateDoc(doc(env.as('otherUser'), GOALS, 'active-1'), {
        restDays: ['2026-11-14'],
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('users: rest days of all goals and the default plan', () => {
  const write = (fields: DocumentData, who: 'user' | 'otherUser' = 'user') =>
    updateDoc(doc(env.as(who), 'users', alice), fields);

  it('allows rest days of all goals and a default plan', async () => {
    await assertSucceeds(write({ restDays: ['2026-12-24/2026-12-26', '2027-01-01'] }));
    await assertSucceeds(write({ restDays: hundredDays }));
    await assertSucceeds(write({ restDays: [] }));
    await assertSucceeds(write({ 'defaultSettings.plan': 'weekdays:12345' }));
  });

  it('denies malformed or too many rest days, a bad default plan, and other people', async () => {
    for (const fields of [
      { restDays: '2026-12-24' },
      { restDays: ['1999-01-01'] },
      { restDays: ['2026-12-24/x'] },
      { restDays: [...hundredDays, '2026-03-01'] },
      { 'defaultSettings.plan': 'weekdays:' },
      { 'defaultSettings.plan': 'per-week:9' },
    ]) {
      await assertFails(write(fields));
    }
    await assertFails(write({ restDays: ['2026-12-24'] }, 'otherUser'));
  });
});
