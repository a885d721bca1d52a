import { describe, expect, it, vi } from 'vitest';
import { tallyDays } from '@/domain/tally';
import { useGoals } from './goals.store';
import { HOUR, NOW, kit, piano, settle, setUpGoalsStoreTests } from './goals-test-kit';

setUpGoalsStoreTests();

/** Piano with a session a year ago and one yesterday. */
function pianoWithHistory() {
  const goal = piano();
  goal.sessions = [
    {
      id: 'old',
      start: NOW - 400 * 24 * HOUR,
      end: NOW - 400 * 24 * HOUR + HOUR,
      source: 'manual',
    },
    { id: 'new', start: NOW - 24 * HOUR, end: NOW - 22 * HOUR, source: 'manual' },
  ];
  return goal;
}

describe('the tallies, before the sessions are read', () => {
  it('are published once the goals and their tallies are read, and kept once all is read', async () => {
    kit.fake.goalStore.seed(pianoWithHistory());
    const watch = kit.fake.goalStore.repo.watchSessions;
    // The sessions' answer is held back until released.
    let release = () => undefined as unknown;
    vi.spyOn(kit.fake.goalStore.repo, 'watchSessions').mockImplementation((...args) => {
      let stop = () => undefined as unknown;
      release = () => (stop = watch(...args));
      return () => stop();
    });
    expect(useGoals.getState().tallies).toBeNull();
    useGoals.getState().start('u1');
    await settle();
    expect(useGoals.getState().status).toBe('loading');
    const days = tallyDays(useGoals.getState().tallies?.get('g1') ?? new Map());
    expect([...days.values()].map((d) => d.ms)).toEqual([HOUR, 2 * HOUR]);
    release();
    await settle();
    expect(useGoals.getState().status).toBe('ready');
    expect(useGoals.getState().tallies?.has('g1')).toBe(true);
    useGoals.getState().stop();
    expect(useGoals.getState().tallies).toBeNull();
  });

  it("are not published while a goal has none (an earlier version's goal)", async () => {
    kit.fake.goalStore.seed(pianoWithHistory());
    const records = kit.fake.goalStore.repo.watchRecords;
    vi.spyOn(kit.fake.goalStore.repo, 'watchRecords').mockImplementation((uid, listener, onError) =>
      records(
        uid,
        (report) =>
          listener({ ...report, value: report.value.map((r) => ({ ...r, tallied: false })) }),
        onError,
      ),
    );
    useGoals.getState().start('u1');
    await settle();
    expect(useGoals.getState().status).toBe('ready');
    expect(useGoals.getState().tallies).toBeNull();
  });
});
