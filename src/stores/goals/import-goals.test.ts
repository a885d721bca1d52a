import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal, markCompleted, type Goal } from '@/domain/goal';
import { MAX_GOALS_PER_ACCOUNT, type PlanKey } from '@/domain/plans';
import { setBackendForTesting } from '@/data/backend';
import { PARTIAL_IMPORT } from '@/data/ports';
import { SESSIONS_FULL } from '@/domain/plans';
import { createFakeBackend } from '@/testing/fake-backend';
import { clock } from '../clock';
import { useSession } from '../session/session.store';
import { useGoals } from './goals.store';
import {
  IMPORT_FAILED_MESSAGE,
  IMPORT_PARTLY_SAVED_MESSAGE,
  IMPORT_SESSIONS_FULL_MESSAGE,
  importGoals,
} from './import-goals';

const NOW = new Date(2026, 10, 18, 20, 0).getTime();
let fake: ReturnType<typeof createFakeBackend>;

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

function signInAs(plan: PlanKey) {
  const user = {
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    role: 'user' as const,
    subscriptionPlan: plan,
    isActive: true,
  };
  useSession.setState({ status: 'signedIn', resolved: true, user });
  fake.signInWithProfile(user);
}

const active = (id: string) => createGoal({ id, name: `Goal ${id}`, now: new Date(NOW) });
const completed = (id: string) => markCompleted(active(id), new Date(NOW));

async function startWith(goals: Goal[]) {
  goals.forEach((goal) => fake.goalStore.seed(goal));
  useGoals.getState().start('u1');
  await settle();
}

const snapshot = () => JSON.stringify([...fake.goalStore.goals.entries()]);

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  signInAs('free');
});

afterEach(() => {
  useGoals.getState().stop();
  vi.restoreAllMocks();
});

describe('importGoals', () => {
  it('writes every goal in one batch with the counter moved by the active ones', async () => {
    await startWith([active('old')]);
    const result = await importGoals([active('i1'), completed('i2'), active('i3')]);
    await settle();
    expect(result).toEqual({ ok: true, count: 3 });
    expect(fake.goalStore.imports).toHaveLength(1);
    expect(fake.goalStore.activeCounter).toBe(3);
    expect(
      useGoals
        .getState()
        .goals.map((g) => g.id)
        .sort(),
    ).toEqual(['i1', 'i2', 'i3', 'old']);
  });

  it('imports completed goals at the cap without moving the counter', async () => {
    await startWith([active('a'), active('b'), active('c')]);
    expect(await importGoals([completed('i1')])).toEqual({ ok: true, count: 1 });
    expect(fake.goalStore.activeCounter).toBe(3);
  });

  it('refuses an import beyond the plan cap and leaves existing goals unchanged', async () => {
    await startWith([active('a'), active('b')]);
    const before = snapshot();
    const result = await importGoals([active('i1'), active('i2')]);
    expect(result).toEqual({
      ok: false,
      message:
        'This import has 2 active goals, but your plan allows 1 more. Upgrade your plan or mark some goals completed in the import.',
    });
    expect(fake.goalStore.imports).toHaveLength(0);
    expect(snapshot()).toBe(before);
    expect(fake.goalStore.activeCounter).toBe(2);
  });

  it('allows a pro user up to 15 active goals', async () => {
    signInAs('pro');
    await startWith([]);
    const fifteen = Array.from({ length: 15 }, (_, i) => active(`i${i}`));
    expect((await importGoals(fifteen)).ok).toBe(true);
    expect((await importGoals([active('x')])).ok).toBe(false);
  });

  it('refuses an import beyond the goals one account may hold, writing nothing', async () => {
    signInAs('enterprise');
    await startWith(
      Array.from({ length: MAX_GOALS_PER_ACCOUNT - 2 }, (_, i) => completed(`c${i}`)),
    );
    const before = snapshot();
    const result = await importGoals([completed('i1'), completed('i2'), completed('i3')]);
    expect(result).toEqual({
      ok: false,
      message:
        'This import has 3 goals, but your account can hold 2 more (at most 1,000 goals, active and completed). Delete some completed goals or import fewer.',
    });
    expect(fake.goalStore.imports).toHaveLength(0);
    expect(snapshot()).toBe(before);
    expect((await importGoals([completed('i1'), completed('i2')])).ok).toBe(true);
  });

  it('retries once after a failure', async () => {
    await startWith([]);
    fake.goalStore.failNextWrites(1);
    expect(await importGoals([active('i1')])).toEqual({ ok: true, count: 1 });
    expect(fake.goalStore.imports).toHaveLength(2);
  });

  it('reports a failed import and writes nothing when both attempts fail', async () => {
    await startWith([active('a')]);
    const before = snapshot();
    fake.goalStore.failNextWrites(2);
    expect(await importGoals([active('i1'), active('i2')])).toEqual({
      ok: false,
      message: IMPORT_FAILED_MESSAGE,
    });
    expect(snapshot()).toBe(before);
    expect(fake.goalStore.activeCounter).toBe(1);
  });

  it('says the goals were saved, without a retry, when only later sessions failed', async () => {
    await startWith([]);
    fake.goalStore.failNextWrites(1, PARTIAL_IMPORT);
    expect(await importGoals([active('i1')])).toEqual({
      ok: false,
      message: IMPORT_PARTLY_SAVED_MESSAGE,
    });
    expect(fake.goalStore.imports).toHaveLength(1);
  });

  it('says so, without a retry, when the sessions would pass the bound per account', async () => {
    await startWith([]);
    fake.goalStore.failNextWrites(1, SESSIONS_FULL);
    expect(await importGoals([active('i1')])).toEqual({
      ok: false,
      message: IMPORT_SESSIONS_FULL_MESSAGE,
    });
    expect(fake.goalStore.imports).toHaveLength(1);
  });

  it('adds sessions to goals imported before without a goal or the plan cap in the way', async () => {
    await startWith([active('a1'), active('a2'), active('a3')]);
    const session = {
      id: 'toggl-0123456789abcdef',
      goalId: 'a1',
      start: NOW - 2 * 3_600_000,
      end: NOW - 3_600_000,
      source: 'import' as const,
    };
    const result = await importGoals([], [session]);
    await settle();
    expect(result).toEqual({ ok: true, count: 0 });
    expect(
      useGoals
        .getState()
        .goals.find((g) => g.id === 'a1')
        ?.sessions.map((s) => s.id),
    ).toEqual(['toggl-0123456789abcdef']);
    expect(fake.goalStore.activeCounter).toBe(3);
  });

  it('refuses an import with neither goals nor sessions', async () => {
    await startWith([]);
    expect(await importGoals([], [])).toEqual({
      ok: false,
      message: 'There are no goals to import.',
    });
  });
});
