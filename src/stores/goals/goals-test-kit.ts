import { afterEach, beforeEach, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
import { setBackendForTesting } from '@/data/backend';
import { createFakeBackend } from '@/testing/fake-backend';
import { clock } from '../clock';
import { useSession } from '../session/session.store';
import { LOCAL_KEY_PREFIXES } from '../storage-keys';
import { useGoals } from './goals.store';

/** Shared set-up for the goals store tests: a fake backend, a movable clock, one user. */
export const HOUR = 3_600_000;
export const NOW = new Date(2026, 10, 18, 20, 0).getTime();

export const kit = {
  fake: undefined as unknown as ReturnType<typeof createFakeBackend>,
  now: NOW,
};

export const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0));
};
export const goal = (id: string) => useGoals.getState().goals.find((g) => g.id === id);
export const piano = () => createGoal({ id: 'g1', name: 'Piano', now: new Date(NOW - 48 * HOUR) });
export const chess = () => createGoal({ id: 'g2', name: 'Chess', now: new Date(NOW) });
export const allOps = () => kit.fake.goalStore.commits.flat();
export const outboxKey = (tab: string) => `${LOCAL_KEY_PREFIXES.outbox}u1:${tab}`;

export function signInAs(
  plan: 'free' | 'pro',
  email = 'ada@example.com',
  role: 'user' | 'admin' = 'user',
) {
  const user = {
    uid: 'u1',
    email,
    displayName: 'Ada',
    role,
    subscriptionPlan: plan,
    isActive: true,
  };
  useSession.setState({ status: 'signedIn', resolved: true, user });
  kit.fake.signInWithProfile(user);
}

export async function startWith(goals: ReturnType<typeof createGoal>[] = []) {
  goals.forEach((g) => kit.fake.goalStore.seed(g));
  useGoals.getState().start('u1');
  await settle();
}

/** Call at the top of a test file. */
export function setUpGoalsStoreTests() {
  beforeEach(() => {
    localStorage.clear();
    kit.now = NOW;
    vi.spyOn(clock, 'now').mockImplementation(() => kit.now);
    kit.fake = createFakeBackend();
    setBackendForTesting(kit.fake.backend);
    signInAs('free');
  });
  afterEach(() => {
    useGoals.getState().stop();
    // Spies first: one on a faked setTimeout would otherwise put the fake back.
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
