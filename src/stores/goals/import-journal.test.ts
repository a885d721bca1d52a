import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importedGoal } from '@/testing/imported-goal';
import { setBackendForTesting } from '@/data/backend';
import { createFakeBackend } from '@/testing/fake-backend';
import { clock } from '../clock';
import { useSession } from '../session/session.store';
import { useGoals } from './goals.store';
import { importGoals } from './import-goals';
import { interruptedImport } from './import-journal';
import { FREE_MEMBER } from '@/testing/session-users';

const NOW = new Date(2026, 10, 18, 20, 0).getTime();
const HOUR = 3_600_000;
const KEY = 'masterly:import:u1';
let fake: ReturnType<typeof createFakeBackend>;

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

/** A goal with `count` one-hour sessions, a day apart. */
const withSessions = (id: string, count: number) => importedGoal(id, count, NOW);

/** The journal a page closed midway leaves: another tab's, for these goals. */
function leftBehind(goals: { id: string; name: string; before: number; adds: number }[]) {
  localStorage.setItem(KEY, JSON.stringify({ tab: 'closed-tab', startedAt: NOW, goals }));
}

beforeEach(async () => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  localStorage.clear();
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  const user = { ...FREE_MEMBER, subscriptionPlan: 'pro' as const };
  useSession.setState({ status: 'signedIn', resolved: true, user });
  fake.signInWithProfile(user);
  useGoals.getState().start('u1');
  await settle();
});

afterEach(() => {
  useGoals.getState().stop();
  vi.restoreAllMocks();
});

describe('an import in progress', () => {
  it('shows its progress and keeps a journal on the device until it ends', async () => {
    fake.goalStore.setOffline(true);
    const setItem = vi.spyOn(localStorage, 'setItem');
    const progress: [number, number][] = [];
    const running = importGoals([withSessions('i1', 3), withSessions('i2', 2)], [], (...p) =>
      progress.push(p),
    );
    await vi.waitFor(() => expect(localStorage.getItem(KEY)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(KEY)!).goals).toEqual([
      { id: 'i1', name: 'Goal i1', before: 0, adds: 3 },
      { id: 'i2', name: 'Goal i2', before: 0, adds: 2 },
    ]);
    expect(progress).toEqual([[0, 5]]);
    expect(JSON.parse(localStorage.getItem(KEY)!).sending).toBeUndefined();
    fake.goalStore.setOffline(false);
    expect(await running).toEqual({ ok: true, count: 2 });
    expect(progress.at(-1)).toEqual([5, 5]);
    // The batch on its way was noted while it was, and dropped once it was saved.
    const noted = setItem.mock.calls.filter(([key]) => key === KEY).map(([, v]) => JSON.parse(v));
    expect(noted.map((j) => j.sending?.id)).toEqual([undefined, 'i1-s0', undefined]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('counts what goals imported before held, for sessions added to them', async () => {
    fake.goalStore.seed(withSessions('a1', 2));
    await settle();
    const setItem = vi.spyOn(localStorage, 'setItem');
    const session = {
      id: 'new-1',
      goalId: 'a1',
      start: NOW - HOUR,
      end: NOW,
      source: 'import' as const,
    };
    expect(await importGoals([], [session])).toEqual({ ok: true, count: 0 });
    const [, journal] = setItem.mock.calls.find(([key]) => key === KEY)!;
    expect(JSON.parse(journal).goals).toEqual([{ id: 'a1', name: 'Goal a1', before: 2, adds: 1 }]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('interruptedImport', () => {
  it('tells once what an import cut short by a closed page saved', async () => {
    fake.goalStore.seed(withSessions('i1', 2));
    leftBehind([
      { id: 'i1', name: 'Piano', before: 0, adds: 5 },
      { id: 'i2', name: 'Violin', before: 0, adds: 4 },
    ]);
    expect(await interruptedImport('u1')).toBe(
      "The import that was running when the page closed saved 2 of its 9 sessions (missing some: 'Piano' 2 of 5 sessions, 'Violin' 0 of 4 sessions). Import the same file again to add the rest; sessions already saved are skipped.",
    );
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await interruptedImport('u1')).toBeNull();
  });

  it('counts once the batch sent as the page closed is saved', async () => {
    const sent = withSessions('i1', 3);
    fake.goalStore.seed({ ...sent, sessions: sent.sessions.slice(0, 2) });
    const sending = { goalId: 'i1', id: 'i1-s2', at: Date.now() };
    const goals = [{ id: 'i1', name: 'Piano', before: 0, adds: 5 }];
    localStorage.setItem(
      KEY,
      JSON.stringify({ tab: 'closed-tab', startedAt: NOW, goals, sending }),
    );
    const holds = vi.spyOn(fake.goalStore.repo, 'holdsSession');
    const told = interruptedImport('u1');
    await vi.waitFor(() => expect(holds).toHaveBeenCalled());
    await expect(holds.mock.results[0]!.value).resolves.toBe(false);
    fake.goalStore.seed(sent); // the batch on its way arrives
    expect(await told).toMatch(/saved 3 of its 5 sessions/);
  });

  it('takes a batch sent long ago and not saved as lost', async () => {
    fake.goalStore.seed(withSessions('i1', 2));
    const sending = { goalId: 'i1', id: 'i1-s2', at: Date.now() - 60_000 };
    const goals = [{ id: 'i1', name: 'Piano', before: 0, adds: 5 }];
    localStorage.setItem(
      KEY,
      JSON.stringify({ tab: 'closed-tab', startedAt: NOW, goals, sending }),
    );
    expect(await interruptedImport('u1')).toMatch(/saved 2 of its 5 sessions/);
  });

  it('says nothing while the import runs in this tab', async () => {
    fake.goalStore.setOffline(true);
    const running = importGoals([withSessions('i1', 1)]);
    await vi.waitFor(() => expect(localStorage.getItem(KEY)).not.toBeNull());
    expect(await interruptedImport('u1')).toBeNull();
    fake.goalStore.setOffline(false);
    await running;
  });

  it('keeps the journal when the count fails, to tell on the next visit', async () => {
    leftBehind([{ id: 'i1', name: 'Piano', before: 0, adds: 5 }]);
    vi.spyOn(fake.goalStore.repo, 'countSessions').mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await interruptedImport('u1')).toBeNull();
    expect(localStorage.getItem(KEY)).not.toBeNull();
    expect(await interruptedImport('u1')).toMatch(/did not save any of its 5 sessions/);
  });
});
