import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
import { setBackendForTesting } from '@/data/backend';
import { createFakeBackend } from '@/testing/fake-backend';
import { clock } from '../clock';
import { useSession } from '../session/session.store';
import { useGoals } from './goals.store';
import {
  addGoal,
  completeGoal,
  deleteGoal,
  recordTimerStop,
  renameGoal,
  restoreGoals,
} from './goal-actions';

const HOUR = 3_600_000;
const NOW = new Date(2026, 10, 18, 20, 0).getTime();
let fake: ReturnType<typeof createFakeBackend>;

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

function signInAs(
  plan: 'free' | 'pro',
  email = 'ada@example.com',
  role: 'user' | 'admin' = 'user',
) {
  useSession.setState({
    status: 'signedIn',
    resolved: true,
    user: { uid: 'u1', email, displayName: 'Ada', role, subscriptionPlan: plan, isActive: true },
  });
}

async function startWith(goals = [] as ReturnType<typeof createGoal>[]) {
  goals.forEach((goal) => fake.goalStore.seed(goal));
  useGoals.getState().start('u1');
  await settle();
}

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  signInAs('free');
});

afterEach(() => {
  useGoals.getState().stop();
  vi.useRealTimers();
});

describe('creating goals', () => {
  it('writes the goal together with the active counter old + 1', async () => {
    await startWith();
    const result = addGoal({ name: '  Piano  ', note: 'Scales first' });
    await settle();
    expect(result.ok).toBe(true);
    expect(fake.goalStore.writes).toHaveLength(1);
    expect(fake.goalStore.writes[0]).toMatchObject({ kind: 'save', isNew: true, activeCount: 1 });
    expect(useGoals.getState().goals.map((g) => g.name)).toEqual(['Piano']);
  });

  it('stops a free user at 3 active goals and names the limit', async () => {
    await startWith();
    for (const name of ['A', 'B', 'C']) addGoal({ name, note: '' });
    await settle();
    expect(addGoal({ name: 'D', note: '' })).toEqual({ ok: false, reason: 'limit', limit: 3 });
    expect(fake.goalStore.goals.size).toBe(3);
  });

  it('counts only active goals against the cap', async () => {
    const done = {
      ...createGoal({ id: 'done', name: 'Done', now: new Date(NOW) }),
      completed: true,
    };
    await startWith([done]);
    for (const name of ['A', 'B', 'C']) addGoal({ name, note: '' });
    await settle();
    expect(useGoals.getState().goals).toHaveLength(4);
    expect(addGoal({ name: 'D', note: '' }).ok).toBe(false);
  });

  it('lets the administrator past any cap', async () => {
    signInAs('free', 'admin@masterly.app', 'admin');
    await startWith();
    for (const name of ['A', 'B', 'C', 'D', 'E']) expect(addGoal({ name, note: '' }).ok).toBe(true);
  });

  it('refuses a blank name without writing', async () => {
    await startWith();
    expect(addGoal({ name: '   ', note: '' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(fake.goalStore.writes).toHaveLength(0);
  });
});

describe('changing goals', () => {
  const piano = () => createGoal({ id: 'g1', name: 'Piano', now: new Date(NOW - 48 * HOUR) });

  it('writes exactly one goal per timer stop and derives the figures', async () => {
    await startWith([piano(), createGoal({ id: 'g2', name: 'Chess', now: new Date(NOW) })]);
    expect(recordTimerStop('g1', NOW - 2.5 * HOUR, NOW)).toBeNull();
    await settle();
    expect(fake.goalStore.writes).toHaveLength(1);
    const written = fake.goalStore.writes[0];
    expect(written?.kind === 'save' && written.goal.id).toBe('g1');
    expect(written?.activeCount).toBeUndefined();
    const goal = useGoals.getState().goals.find((g) => g.id === 'g1');
    expect(goal?.totalTimeSpent).toBeCloseTo(2.5);
    expect(goal?.practiceDays).toEqual(['2026-11-18']);
  });

  it('saves a trimmed rename and ignores a blank one', async () => {
    await startWith([piano()]);
    expect(renameGoal('g1', '   ')).toBe(false);
    expect(renameGoal('g1', ' Grand piano ')).toBe(true);
    await settle();
    expect(fake.goalStore.goals.get('g1')?.name).toBe('Grand piano');
  });

  it('moves the counter down on completion and up on restore', async () => {
    await startWith([piano()]);
    completeGoal('g1');
    await settle();
    expect(fake.goalStore.activeCounter).toBe(0);
    expect(fake.goalStore.goals.get('g1')?.completedDate).toBe(new Date(NOW).toISOString());
    restoreGoals(['g1']);
    await settle();
    expect(fake.goalStore.activeCounter).toBe(1);
    expect(fake.goalStore.goals.get('g1')?.completedDate).toBeUndefined();
  });

  it('deletes on the server, moving the counter for an active goal', async () => {
    await startWith([piano()]);
    await expect(deleteGoal('g1')).resolves.toBe(true);
    expect(fake.goalStore.goals.has('g1')).toBe(false);
    expect(fake.goalStore.activeCounter).toBe(0);
  });
});

describe('failed writes', () => {
  it('retries once after 1 second, then keeps the change as unsaved', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const goal = createGoal({ id: 'g1', name: 'Piano', now: new Date(NOW) });
    fake.goalStore.seed(goal);
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    fake.goalStore.failNextWrites(2);
    renameGoal('g1', 'Violin');
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.goalStore.writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.goalStore.writes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.keys(useGoals.getState().unsaved)).toEqual(['g1']);
    expect(useGoals.getState().goals[0]?.name).toBe('Violin');

    useGoals.getState().retryUnsaved();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.goalStore.goals.get('g1')?.name).toBe('Violin');
    expect(useGoals.getState().unsaved).toEqual({});
  });

  it('recovers on the retry without marking anything unsaved', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fake.goalStore.seed(createGoal({ id: 'g1', name: 'Piano', now: new Date(NOW) }));
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    fake.goalStore.failNextWrites(1);
    renameGoal('g1', 'Cello');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.goalStore.goals.get('g1')?.name).toBe('Cello');
    expect(useGoals.getState().unsaved).toEqual({});
  });
});

describe('the active-goal counter', () => {
  it('sends old + 1 for each of several goals added in one go', async () => {
    await startWith();
    for (const name of ['A', 'B']) addGoal({ name, note: '' });
    await settle();
    expect(fake.goalStore.writes.map((w) => w.activeCount)).toEqual([1, 2]);
    expect(fake.goalStore.activeCounter).toBe(2);
  });

  it('gives back a failed claim, so the retry carries the current count', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    fake.goalStore.failNextWrites(2);
    addGoal({ name: 'A', note: '' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.goalStore.writes.map((w) => w.activeCount)).toEqual([1, 1]);
    expect(useGoals.getState().activeCounter).toBe(0);
    useGoals.getState().retryUnsaved();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.goalStore.activeCounter).toBe(1);
  });

  it('forgets a goal that never reached the server when it is deleted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    fake.goalStore.failNextWrites(2);
    const created = addGoal({ name: 'Offline only', note: '' });
    await vi.advanceTimersByTimeAsync(1000);
    if (!created.ok) throw new Error('not created');
    expect(useGoals.getState().goals).toHaveLength(1);
    await expect(deleteGoal(created.goal.id)).resolves.toBe(true);
    expect(useGoals.getState().goals).toHaveLength(0);
    expect(fake.goalStore.writes).toHaveLength(2);
  });
});
