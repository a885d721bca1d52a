import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
import type { OutboxEntry } from '@/domain/sync/outbox';
import type { WriteOp } from '@/domain/sync/write-ops';
import { setBackendForTesting } from '@/data/backend';
import { createFakeBackend } from '@/testing/fake-backend';
import { clock } from '../clock';
import { useSession } from '../session/session.store';
import { OUTBOX_PREFIX, readAll } from '../sync/outbox-storage';
import { TAB_ID } from '../sync/tab-presence';
import { TIMER_MIRROR_KEY } from '../sync/timer-mirror';
import { useTimer } from '../timer/timer.store';
import { useGoals } from './goals.store';
import {
  addGoal,
  addSession,
  changeSession,
  completeGoal,
  deleteGoal,
  removeSession,
  renameGoal,
  restoreGoals,
  setGoalNote,
} from './goal-actions';

const HOUR = 3_600_000;
const NOW = new Date(2026, 10, 18, 20, 0).getTime();
let fake: ReturnType<typeof createFakeBackend>;
let now = NOW;

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0));
};
const goal = (id: string) => useGoals.getState().goals.find((g) => g.id === id);
const piano = () => createGoal({ id: 'g1', name: 'Piano', now: new Date(NOW - 48 * HOUR) });
const allOps = () => fake.goalStore.commits.flat();
const outboxKey = (tab: string) => `${OUTBOX_PREFIX}u1:${tab}`;

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

async function startWith(goals: ReturnType<typeof createGoal>[] = []) {
  goals.forEach((g) => fake.goalStore.seed(g));
  useGoals.getState().start('u1');
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  now = NOW;
  vi.spyOn(clock, 'now').mockImplementation(() => now);
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  signInAs('free');
});

afterEach(() => {
  useGoals.getState().stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('creating goals', () => {
  it('writes one new goal and shows it', async () => {
    await startWith();
    const result = addGoal({ name: '  Piano  ', note: 'Scales first' });
    await settle();
    expect(result.ok).toBe(true);
    expect(fake.goalStore.commits).toHaveLength(1);
    expect(fake.goalStore.commits[0]).toMatchObject([
      { type: 'createGoal', goal: { name: 'Piano', note: 'Scales first', completed: false } },
    ]);
    expect(fake.goalStore.activeCounter).toBe(1);
    expect(useGoals.getState().goals.map((g) => g.name)).toEqual(['Piano']);
  });

  it('stops a free user at 3 active goals and names the limit', async () => {
    await startWith();
    for (const name of ['A', 'B', 'C']) addGoal({ name, note: '' });
    expect(addGoal({ name: 'D', note: '' })).toEqual({ ok: false, reason: 'limit', limit: 3 });
    await settle();
    expect(fake.goalStore.goals.size).toBe(3);
  });

  it('counts only active goals against the cap', async () => {
    await startWith([
      { ...createGoal({ id: 'done', name: 'Done', now: new Date(NOW) }), completed: true },
    ]);
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
    await settle();
    expect(fake.goalStore.commits).toHaveLength(0);
  });
});

describe('changing goals: only what changed is written', () => {
  it('writes a rename as the name alone, and a note as the note alone', async () => {
    await startWith([piano()]);
    expect(renameGoal('g1', '   ')).toBe(false);
    expect(renameGoal('g1', ' Grand piano ')).toBe(true);
    expect(setGoalNote('g1', 'Hanon')).toBeNull();
    await settle();
    expect(allOps()).toEqual([
      { type: 'updateGoal', goalId: 'g1', fields: { name: 'Grand piano' } },
      { type: 'updateGoal', goalId: 'g1', fields: { note: 'Hanon' } },
    ]);
    expect(goal('g1')).toMatchObject({ name: 'Grand piano', note: 'Hanon' });
  });

  it('keeps a rename and a session made elsewhere meanwhile: nothing is overwritten', async () => {
    await startWith([piano()]);
    fake.goalStore.setOffline(true);
    renameGoal('g1', 'Grand piano');
    // Another device logs an hour while this one is offline.
    fake.goalStore.writeFromElsewhere([
      {
        type: 'putSession',
        session: {
          id: 'other',
          goalId: 'g1',
          start: NOW - 3 * HOUR,
          end: NOW - 2 * HOUR,
          source: 'timer',
        },
      },
    ]);
    expect(fake.goalStore.goals.get('g1')?.name).toBe('Piano');
    fake.goalStore.setOffline(false);
    await settle();
    expect(fake.goalStore.goals.get('g1')?.name).toBe('Grand piano');
    expect(fake.goalStore.sessions.has('g1/other')).toBe(true);
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(1);
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

  it('deletes the goal with its sessions; a running timer for it stops unlogged', async () => {
    const withLog = {
      ...piano(),
      sessions: [
        { id: 's1', start: NOW - 5 * HOUR, end: NOW - 4 * HOUR, source: 'manual' as const },
      ],
    };
    await startWith([withLog]);
    useTimer.getState().start('g1');
    await settle();
    expect(deleteGoal('g1')).toBe(true);
    await settle();
    expect(fake.goalStore.goals.has('g1')).toBe(false);
    expect(fake.goalStore.sessions.size).toBe(0);
    expect(fake.goalStore.activeCounter).toBe(0);
    expect(fake.goalStore.timer?.isRunning).toBe(false);
    expect(useTimer.getState().timer).toBeNull();
  });

  it('adds, edits and deletes sessions one by one', async () => {
    await startWith([piano()]);
    expect(addSession('g1', { id: 'm1', start: NOW - 3 * HOUR, end: NOW - 2 * HOUR })).toBeNull();
    await settle();
    expect(changeSession('g1', 'm1', { start: NOW - 3 * HOUR, end: NOW - HOUR })).toBeNull();
    await settle();
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(2);
    expect(removeSession('g1', 'm1')).toBeNull();
    await settle();
    expect(allOps().map((op) => op.type)).toEqual(['putSession', 'putSession', 'deleteSession']);
    expect(allOps()[1]).toMatchObject({ session: { editedAt: NOW } });
    expect(goal('g1')?.totalTimeSpent).toBe(0);
    expect(addSession('nope', { id: 'x', start: 0, end: 1 })).toBe('That goal no longer exists.');
  });

  it('moves a legacy in-document log to session documents before editing one of it', async () => {
    const legacy = {
      ...piano(),
      sessions: [
        { id: 'old', start: NOW - 9 * HOUR, end: NOW - 8 * HOUR, source: 'timer' as const },
      ],
    };
    fake.goalStore.seed(legacy);
    fake.goalStore.sessions.clear();
    fake.goalStore.goals.set('g1', {
      ...fake.goalStore.goals.get('g1')!,
      legacySessions: legacy.sessions,
    });
    useGoals.getState().start('u1');
    await settle();
    // The one-off migration moves it out on the first load from the server.
    expect(allOps()[0]).toMatchObject({ type: 'migrateSessions', goalId: 'g1' });
    expect(fake.goalStore.sessions.has('g1/old')).toBe(true);
    expect(fake.goalStore.goals.get('g1')?.legacySessions).toBeUndefined();
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(1);
  });
});

describe('the timer: one per account', () => {
  it('writes two small writes per stop (the session, then the stop) and derives figures', async () => {
    await startWith([piano(), createGoal({ id: 'g2', name: 'Chess', now: new Date(NOW) })]);
    useTimer.getState().start('g1');
    await settle();
    now = NOW + 2.5 * HOUR;
    const before = fake.goalStore.commits.length;
    expect(useTimer.getState().stop()).toEqual({ ok: true });
    await settle();
    const stopWrites = fake.goalStore.commits.slice(before);
    expect(stopWrites.map((ops) => ops.map((op) => op.type))).toEqual([
      ['putSession'],
      ['setTimer'],
    ]);
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(2.5);
    expect(useTimer.getState().timer).toBeNull();
  });

  it('logs the running timer when another goal starts', async () => {
    await startWith([piano(), createGoal({ id: 'g2', name: 'Chess', now: new Date(NOW) })]);
    useTimer.getState().start('g1');
    now = NOW + HOUR;
    useTimer.getState().start('g2');
    await settle();
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(1);
    expect(useTimer.getState().timer).toMatchObject({ goalId: 'g2', startTime: NOW + HOUR });
  });

  it('asks about a run over 24 h and logs nothing until the person chooses', async () => {
    await startWith([piano()]);
    useTimer.getState().start('g1');
    await settle();
    now = NOW + 25 * HOUR;
    expect(useTimer.getState().stop()).toEqual({ ok: false, tooLongMs: 25 * HOUR });
    await settle();
    expect(useTimer.getState().timer?.goalId).toBe('g1');
    useTimer.getState().stopLogging(24 * HOUR);
    await settle();
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(24);
    expect(useTimer.getState().timer).toBeNull();
  });

  it('shows a timer started on another device and logs it when another device replaces it', async () => {
    await startWith([piano(), createGoal({ id: 'g2', name: 'Chess', now: new Date(NOW) })]);
    fake.goalStore.seedTimer({ goalId: 'g1', startTime: NOW, isRunning: true });
    await settle();
    expect(useTimer.getState().timer).toMatchObject({ goalId: 'g1', startTime: NOW });
    // Another device starts Chess an hour later without stopping Piano first.
    fake.goalStore.seedTimer({ goalId: 'g2', startTime: NOW + HOUR, isRunning: true });
    await settle();
    expect(fake.goalStore.sessions.get(`g1/timer-${NOW}`)).toMatchObject({
      start: NOW,
      end: NOW + HOUR,
    });
    expect(useTimer.getState().timer?.goalId).toBe('g2');
  });

  it('logs this device’s start, refused as older than one from elsewhere, up to that start', async () => {
    await startWith([piano(), createGoal({ id: 'g2', name: 'Chess', now: new Date(NOW) })]);
    fake.goalStore.setOffline(true);
    useTimer.getState().start('g1'); // offline, at NOW
    await settle();
    fake.goalStore.setOffline(false);
    // Meanwhile another device had started Chess later.
    fake.goalStore.seedTimer({ goalId: 'g2', startTime: NOW + 30 * 60_000, isRunning: true });
    fake.goalStore.setOffline(true);
    fake.goalStore.setOffline(false);
    await settle();
    await new Promise((r) => setTimeout(r, 1100));
    await settle();
    expect(fake.goalStore.timer?.goalId).toBe('g2');
    expect(fake.goalStore.sessions.get(`g1/timer-${NOW}`)).toMatchObject({
      end: NOW + 30 * 60_000,
    });
    expect(useGoals.getState().outbox).toEqual([]);
  });

  it('stops when pressed before the goals have loaded, using the timer kept on the device', async () => {
    localStorage.setItem(
      TIMER_MIRROR_KEY,
      JSON.stringify({
        uid: 'u1',
        timer: { goalId: 'g1', startTime: NOW - HOUR, isRunning: true },
      }),
    );
    fake.goalStore.seed(piano());
    fake.goalStore.seedTimer({ goalId: 'g1', startTime: NOW - HOUR, isRunning: true });
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    const watchRecords = fake.goalStore.repo.watchRecords.bind(fake.goalStore.repo);
    vi.spyOn(fake.goalStore.repo, 'watchRecords').mockImplementation((uid, listener, onError) => {
      let stop = () => undefined as void;
      void slow.then(() => {
        stop = watchRecords(uid, listener, onError);
      });
      return () => stop();
    });
    useGoals.getState().start('u1');
    expect(useTimer.getState().timer?.goalId).toBe('g1');
    expect(useGoals.getState().status).toBe('loading');
    expect(useTimer.getState().stop()).toEqual({ ok: true });
    release();
    await settle();
    expect(fake.goalStore.sessions.get(`g1/timer-${NOW - HOUR}`)).toMatchObject({ end: NOW });
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(1);
  });
});

describe('durability: a change shown is a change kept', () => {
  it('is in local storage the moment it is made, before any database call', async () => {
    await startWith([piano()]);
    const commit = vi.spyOn(fake.backend.goals, 'commit');
    renameGoal('g1', 'Grand piano');
    const kept = readAll('u1');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.ops).toEqual([
      { type: 'updateGoal', goalId: 'g1', fields: { name: 'Grand piano' } },
    ]);
    await settle();
    expect(commit).toHaveBeenCalledTimes(1);
    expect(readAll('u1')).toEqual([]);
  });

  it('sends on the next visit what a closed tab left behind, once', async () => {
    fake.goalStore.seed(piano());
    const left: OutboxEntry = {
      id: 'e1',
      uid: 'u1',
      tab: 'closed-tab',
      at: NOW - 1000,
      label: 'Log the timer of “Piano”',
      ops: [
        {
          type: 'putSession',
          session: {
            id: 'timer-1',
            goalId: 'g1',
            start: NOW - HOUR,
            end: NOW - 60_000,
            source: 'timer',
          },
        },
      ],
    };
    localStorage.setItem(outboxKey('closed-tab'), JSON.stringify([left]));
    useGoals.getState().start('u1');
    // Shown at once, before the server has it.
    expect(goal('g1')).toBeUndefined();
    await settle();
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(59 / 60);
    expect(fake.goalStore.sessions.has('g1/timer-1')).toBe(true);
    expect(localStorage.getItem(outboxKey('closed-tab'))).toBeNull();
    expect(readAll('u1')).toEqual([]);
  });

  it('drops a replayed change the server already has, without calling it a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    fake.goalStore.seed({
      ...piano(),
      sessions: [{ id: 'timer-1', start: NOW - HOUR, end: NOW, source: 'timer' }],
    });
    const repeat: WriteOp = {
      type: 'putSession',
      session: { id: 'timer-1', goalId: 'g1', start: NOW - HOUR, end: NOW, source: 'timer' },
    };
    localStorage.setItem(
      outboxKey('closed-tab'),
      JSON.stringify([
        { id: 'e1', uid: 'u1', tab: 'closed-tab', at: NOW, label: 'Log', ops: [repeat] },
      ]),
    );
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(1500);
    expect(useGoals.getState().outbox).toEqual([]);
    expect(goal('g1')?.sessions).toHaveLength(1);
  });
});

describe('refused changes stay until retried or discarded', () => {
  it('retries once after 1 second, then keeps it with the reason, across a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    fake.goalStore.seed(piano());
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    fake.goalStore.failNextWrites(2, 'permission-denied');
    vi.spyOn(fake.backend.goals, 'readServer').mockImplementation(async () => {
      // The server's copy still has the old name: a real refusal.
      return {
        records: new Map([['g1', fake.goalStore.goals.get('g1')!]]),
        sessions: new Map(),
        timer: null,
      };
    });
    renameGoal('g1', 'Violin');
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.goalStore.commits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.goalStore.commits).toHaveLength(2);
    const [refused] = useGoals.getState().outbox;
    expect(refused?.refused).toMatch(/refused/);
    expect(goal('g1')?.name).toBe('Violin'); // still shown as the person left it

    // A reload: the refused change is still there.
    useGoals.getState().stop();
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    expect(useGoals.getState().outbox.map((e) => e.refused)).toEqual([refused?.refused]);
    expect(goal('g1')?.name).toBe('Violin');

    useGoals.getState().retry(refused!.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.goalStore.goals.get('g1')?.name).toBe('Violin');
    expect(useGoals.getState().outbox).toEqual([]);
  });

  it('discards a refused change and shows the server’s version again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    fake.goalStore.seed(piano());
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    fake.goalStore.failNextWrites(2, 'invalid-argument');
    renameGoal('g1', 'Violin');
    await vi.advanceTimersByTimeAsync(1000);
    const [refused] = useGoals.getState().outbox;
    expect(refused?.refused).toBe('The server refused this change (invalid-argument).');
    useGoals.getState().discard(refused!.id);
    expect(useGoals.getState().outbox).toEqual([]);
    expect(goal('g1')?.name).toBe('Piano');
  });

  it('keeps a change that failed for a passing reason waiting, not refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    fake.goalStore.seed(piano());
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    fake.goalStore.failNextWrites(1, 'unavailable');
    renameGoal('g1', 'Cello');
    await vi.advanceTimersByTimeAsync(0);
    expect(useGoals.getState().outbox[0]?.refused).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.goalStore.goals.get('g1')?.name).toBe('Cello');
    expect(useGoals.getState().outbox).toEqual([]);
  });

  it('forgets a goal the server refused when it is deleted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    fake.goalStore.setCap(0);
    const created = addGoal({ name: 'Over the cap', note: '' });
    await vi.advanceTimersByTimeAsync(1000);
    if (!created.ok) throw new Error('not created');
    expect(useGoals.getState().outbox[0]?.refused).toMatch(/limit of active goals/);
    expect(deleteGoal(created.goal.id)).toBe(true);
    expect(useGoals.getState().goals).toHaveLength(0);
    expect(useGoals.getState().outbox).toEqual([]);
  });
});

describe('other tabs', () => {
  it('shows another open tab’s change at once and leaves sending it to that tab', async () => {
    await startWith([piano()]);
    const other: OutboxEntry = {
      id: 'e9',
      uid: 'u1',
      tab: 'other-tab',
      at: NOW,
      label: 'Rename',
      ops: [{ type: 'updateGoal', goalId: 'g1', fields: { name: 'From the other tab' } }],
    };
    // jsdom has no Web Locks: every other tab counts as open only while a lock says so.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: () => new Promise(() => undefined),
        query: async () => ({
          held: [{ name: 'masterly-tab:other-tab' }, { name: `masterly-tab:${TAB_ID}` }],
        }),
      },
    });
    localStorage.setItem(outboxKey('other-tab'), JSON.stringify([other]));
    window.dispatchEvent(new StorageEvent('storage', { key: outboxKey('other-tab') }));
    expect(goal('g1')?.name).toBe('From the other tab');
    useGoals.getState().start('u1');
    await settle();
    expect(fake.goalStore.commits).toHaveLength(0);
    Reflect.deleteProperty(navigator, 'locks');
  });
});
