import { describe, expect, it, vi } from 'vitest';
import type { WriteOp } from '@/domain/sync/write-ops';
import { readAll } from '../sync/device-storage';
import { UNANSWERED_MS } from '@/sync/sender';
import { useGoals } from './goals.store';
import { renameGoal } from './goal-actions';
import { HOUR, NOW, goal, kit, outboxKey, piano, setUpGoalsStoreTests } from './goals-test-kit';

setUpGoalsStoreTests();

const never = () => new Promise<never>(() => undefined);
const put: WriteOp = {
  type: 'putSession',
  session: { id: 'timer-1', goalId: 'g1', start: NOW - HOUR, end: NOW, source: 'timer' },
};

/** Piano on the server; `before` runs just before the store starts. */
async function startedWithPiano(before: () => void = () => undefined) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
  kit.fake.goalStore.seed(piano());
  before();
  useGoals.getState().start('u1');
  await vi.advanceTimersByTimeAsync(0);
}

function leftByClosedTab(ops: WriteOp[]) {
  localStorage.setItem(
    outboxKey('closed-tab'),
    JSON.stringify([{ id: 'e1', uid: 'u1', tab: 'closed-tab', at: NOW, label: 'Log', ops }]),
  );
}

describe('a database answer that never comes', () => {
  it('clears its unanswered-commit timer once the answer comes', async () => {
    await startedWithPiano();
    const started = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    renameGoal('g1', 'Violin');
    await vi.advanceTimersByTimeAsync(0);
    expect(readAll('u1')).toEqual([]);
    expect(kit.fake.goalStore.goals.get('g1')?.name).toBe('Violin');
    const unanswered = started.mock.results.filter(
      (_, i) => started.mock.calls[i]?.[1] === UNANSWERED_MS,
    );
    expect(unanswered).toHaveLength(1);
    expect(cleared.mock.calls.map(([id]) => id)).toContain(unanswered[0]?.value);
  });

  it('leaves the outbox once the server is found holding the change', async () => {
    await startedWithPiano();
    // The write reached the server, but its answer was lost on the way back to this tab.
    const commit = vi.spyOn(kit.fake.backend.goals, 'commit').mockImplementation((_uid, ops) => {
      kit.fake.goalStore.writeFromElsewhere([...ops]);
      return never();
    });
    renameGoal('g1', 'Violin');
    await vi.advanceTimersByTimeAsync(UNANSWERED_MS - 1);
    expect(readAll('u1')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(readAll('u1')).toEqual([]);
    expect(commit).toHaveBeenCalledOnce();
    expect(goal('g1')?.name).toBe('Violin');
  });

  it('keeps waiting, neither refused nor sent twice, while the server does not hold it', async () => {
    await startedWithPiano();
    const commit = vi.spyOn(kit.fake.backend.goals, 'commit').mockImplementation(never);
    renameGoal('g1', 'Violin');
    await vi.advanceTimersByTimeAsync(3 * UNANSWERED_MS);
    expect(commit).toHaveBeenCalledOnce();
    expect(useGoals.getState().outbox.map((e) => e.refused)).toEqual([undefined]);
    expect(kit.fake.goalStore.goals.get('g1')?.name).toBe('Piano');

    // It arrives after all: the next look finds it there.
    kit.fake.goalStore.writeFromElsewhere([
      { type: 'updateGoal', goalId: 'g1', fields: { name: 'Violin' } },
    ]);
    await vi.advanceTimersByTimeAsync(UNANSWERED_MS);
    expect(readAll('u1')).toEqual([]);
  });

  it('logs the run of an unanswered Start that the server holds a newer Start over', async () => {
    await startedWithPiano();
    vi.spyOn(kit.fake.backend.goals, 'commit').mockImplementation(never);
    const started = NOW - HOUR;
    useGoals.getState().submit({
      label: 'Start the timer of “Piano”',
      ops: [{ type: 'setTimer', timer: { goalId: 'g1', startTime: started, isRunning: true } }],
    });
    // Another device started the timer 20 minutes later; this device's answer never comes.
    const newer = started + 20 * 60_000;
    kit.fake.goalStore.seedTimer({ goalId: 'g1', startTime: newer, isRunning: true });
    await vi.advanceTimersByTimeAsync(UNANSWERED_MS);
    const logged = useGoals
      .getState()
      .outbox.flatMap((e) => e.ops)
      .filter((op) => op.type === 'putSession');
    expect(logged).toEqual([
      expect.objectContaining({ session: expect.objectContaining({ start: started, end: newer }) }),
    ]);
    expect(useGoals.getState().outbox.map((e) => e.label)).toEqual(['Log the timer of “Piano”']);
  });

  it('compares a closed tab’s change even when the database never reports its queue sent', async () => {
    vi.spyOn(kit.fake.backend, 'waitForPendingWrites').mockImplementation(never);
    await startedWithPiano(() => {
      kit.fake.goalStore.writeFromElsewhere([put]);
      leftByClosedTab([put]);
    });
    expect(readAll('u1')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(UNANSWERED_MS);
    expect(readAll('u1')).toEqual([]);
    expect(kit.fake.goalStore.commits).toEqual([]);
  });

  it('sends a closed tab’s change the server lacks even when that queue never reports', async () => {
    vi.spyOn(kit.fake.backend, 'waitForPendingWrites').mockImplementation(never);
    await startedWithPiano(() => leftByClosedTab([put]));
    await vi.advanceTimersByTimeAsync(UNANSWERED_MS);
    expect(readAll('u1')).toEqual([]);
    expect(kit.fake.goalStore.commits).toEqual([[put]]);
    expect(goal('g1')?.sessions).toHaveLength(1);
  });
});
