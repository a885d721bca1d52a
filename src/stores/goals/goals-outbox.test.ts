import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/domain/sync/outbox';
import type { WriteOp } from '@/domain/sync/write-ops';
import { setClockCorrection } from '../clock';
import { readAll } from '../sync/device-storage';
import { TAB_ID } from '../sync/tab-presence';
import { useGoals } from './goals.store';
import { addGoal, deleteGoal, renameGoal } from './goal-actions';
import {
  HOUR,
  NOW,
  goal,
  kit,
  outboxKey,
  piano,
  settle,
  startWith,
  setUpGoalsStoreTests,
} from './goals-test-kit';

setUpGoalsStoreTests();

describe('durability: a change shown is a change kept', () => {
  it('is in local storage the moment it is made, before any database call', async () => {
    await startWith([piano()]);
    const commit = vi.spyOn(kit.fake.backend.goals, 'commit');
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
    kit.fake.goalStore.seed(piano());
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
    expect(kit.fake.goalStore.sessions.has('g1/timer-1')).toBe(true);
    expect(localStorage.getItem(outboxKey('closed-tab'))).toBeNull();
    expect(readAll('u1')).toEqual([]);
  });

  it('drops a replayed change the server already has, without calling it a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    kit.fake.goalStore.seed({
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
    expect(kit.fake.goalStore.commits).toEqual([]); // asked first, not sent to be refused
  });

  it('compares a closed tab’s change only once the database’s own queue has sent its copy', async () => {
    kit.fake.goalStore.seed(piano());
    const put: WriteOp = {
      type: 'putSession',
      session: { id: 'timer-1', goalId: 'g1', start: NOW - HOUR, end: NOW, source: 'timer' },
    };
    localStorage.setItem(
      outboxKey('closed-tab'),
      JSON.stringify([
        { id: 'e1', uid: 'u1', tab: 'closed-tab', at: NOW, label: 'Log', ops: [put] },
      ]),
    );
    // The closed tab had handed the session to the database, which sends it by itself.
    vi.spyOn(kit.fake.backend, 'waitForPendingWrites').mockImplementation(async () => {
      kit.fake.goalStore.writeFromElsewhere([put]);
    });
    useGoals.getState().start('u1');
    await settle();
    expect(useGoals.getState().outbox).toEqual([]);
    expect(kit.fake.goalStore.commits).toEqual([]);
    expect(goal('g1')?.sessions).toHaveLength(1);
  });
});

describe('a replayed delete', () => {
  it('is dropped quietly when the goal is already gone from the server', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const repeat: WriteOp = { type: 'deleteGoal', goalId: 'g1', wasActive: true, sessionIds: [] };
    localStorage.setItem(
      outboxKey('closed-tab'),
      JSON.stringify([
        { id: 'e1', uid: 'u1', tab: 'closed-tab', at: NOW, label: 'Delete', ops: [repeat] },
      ]),
    );
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(1500);
    expect(useGoals.getState().outbox).toEqual([]);
    expect(readAll('u1')).toEqual([]);
  });
});

describe('refused changes stay until retried or discarded', () => {
  it('retries once after 1 second, then keeps it with the reason, across a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    kit.fake.goalStore.seed(piano());
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    kit.fake.goalStore.failNextWrites(2, 'permission-denied');
    vi.spyOn(kit.fake.backend.goals, 'readServer').mockImplementation(async () => {
      // The server's copy still has the old name: a real refusal.
      return {
        records: new Map([['g1', kit.fake.goalStore.goals.get('g1')!]]),
        sessions: new Map(),
        timer: null,
      };
    });
    renameGoal('g1', 'Violin');
    await vi.advanceTimersByTimeAsync(999);
    expect(kit.fake.goalStore.commits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(kit.fake.goalStore.commits).toHaveLength(2);
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
    expect(kit.fake.goalStore.goals.get('g1')?.name).toBe('Violin');
    expect(useGoals.getState().outbox).toEqual([]);
  });

  it('keeps a refused repeat waiting, not refused, while the server copy cannot be read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    kit.fake.goalStore.seed(piano());
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    kit.fake.goalStore.failNextWrites(2, 'permission-denied');
    const readServer = vi
      .spyOn(kit.fake.backend.goals, 'readServer')
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renameGoal('g1', 'Violin');
    await vi.advanceTimersByTimeAsync(1000);
    expect(readServer).toHaveBeenCalledOnce();
    expect(useGoals.getState().outbox.map((e) => e.refused)).toEqual([undefined]);

    // The next try reaches the server.
    await vi.advanceTimersByTimeAsync(5000);
    expect(kit.fake.goalStore.goals.get('g1')?.name).toBe('Violin');
    expect(useGoals.getState().outbox).toEqual([]);
  });

  it('discards a refused change and shows the server’s version again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    kit.fake.goalStore.seed(piano());
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    kit.fake.goalStore.failNextWrites(2, 'invalid-argument');
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
    kit.fake.goalStore.seed(piano());
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    kit.fake.goalStore.failNextWrites(1, 'unavailable');
    renameGoal('g1', 'Cello');
    await vi.advanceTimersByTimeAsync(0);
    expect(useGoals.getState().outbox[0]?.refused).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5000);
    expect(kit.fake.goalStore.goals.get('g1')?.name).toBe('Cello');
    expect(useGoals.getState().outbox).toEqual([]);
  });

  it('forgets a goal the server refused when it is deleted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    kit.fake.goalStore.setCap(0);
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
    expect(kit.fake.goalStore.commits).toHaveLength(0);
    Reflect.deleteProperty(navigator, 'locks');
  });
});

describe('a device clock running fast', () => {
  afterEach(() => setClockCorrection(0));

  it('corrects a Start made before the clock was found 10 minutes fast, and sends it again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    kit.fake.goalStore.seed(piano());
    let answer: (serverMs: number) => void = () => undefined;
    vi.spyOn(kit.fake.backend.auth, 'serverTime').mockReturnValue(
      new Promise((resolve) => (answer = resolve)),
    );
    const pressedAt = Date.now();
    const start: OutboxEntry = {
      id: 'e1',
      uid: 'u1',
      tab: TAB_ID,
      at: pressedAt,
      label: 'Start the timer of “Piano”',
      ops: [{ type: 'setTimer', timer: { goalId: 'g1', startTime: pressedAt, isRunning: true } }],
    };
    localStorage.setItem(outboxKey(TAB_ID), JSON.stringify([start]));
    // The server refuses a start that lies 10 minutes in its future.
    kit.fake.goalStore.failNextWrites(1, 'permission-denied');
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    expect(kit.fake.goalStore.commits).toHaveLength(1);

    const serverNow = Date.now() - 10 * 60_000;
    answer(serverNow - (serverNow % 1000));
    await vi.advanceTimersByTimeAsync(1000);
    const startTime = kit.fake.goalStore.timer?.startTime ?? 0;
    expect(Math.abs(startTime - (pressedAt - 10 * 60_000))).toBeLessThan(1000);
    expect(useGoals.getState().outbox).toEqual([]);
  });
});
