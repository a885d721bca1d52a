import { describe, expect, it, vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import { recordOf } from '@/domain/goal-record';
import { addSession, changeSession, deleteGoal } from './goal-actions';
import { useGoals } from './goals.store';
import type { OutboxEntry } from '@/domain/sync/outbox';
import {
  HOUR,
  NOW,
  goal,
  kit,
  outboxKey,
  piano,
  settle,
  setUpGoalsStoreTests,
} from './goals-test-kit';

setUpGoalsStoreTests();

const DAY = 24 * HOUR;
/** A session of `hours` starting `daysAgo` days before NOW (18 Nov 2026, 20:00). */
const past = (id: string, daysAgo: number, hours: number) => ({
  id,
  start: NOW - daysAgo * DAY,
  end: NOW - daysAgo * DAY + hours * HOUR,
  source: 'manual' as const,
});

/** Piano with a year-old session and one from this week. */
function pianoWithHistory(): Goal {
  return { ...piano(), sessions: [past('old', 400, 2), past('recent', 1, 1)] };
}

async function start(goals: Goal[]) {
  goals.forEach((g) => kit.fake.goalStore.seed(g));
  useGoals.getState().start('u1');
  await settle();
}

const loadedIds = (id: string) => goal(id)?.sessions.map((s) => s.id);

describe('the goals page reads recent sessions and the tallies', () => {
  it('shows every figure from the tally while only recent sessions are loaded', async () => {
    const watch = vi.spyOn(kit.fake.goalStore.repo, 'watchSessions');
    await start([pianoWithHistory()]);
    expect(useGoals.getState().status).toBe('ready');
    expect(watch).toHaveBeenCalledTimes(1);
    // This week's sessions only: from Sunday 15 November (NOW is Wednesday the 18th).
    expect(watch.mock.calls[0]![1]).toBe(new Date(2026, 10, 15).getTime());
    expect(loadedIds('g1')).toEqual(['recent']);
    expect(useGoals.getState().sessionsFrom).toBe(new Date(2026, 10, 15).getTime());
    expect(goal('g1')).toMatchObject({ totalTimeSpent: 3, weeklyTimeSpent: 1 });
    expect(goal('g1')?.practiceDays).toHaveLength(2);
  });

  it('counts a new session once: pending, then in the tally', async () => {
    await start([pianoWithHistory()]);
    kit.fake.goalStore.setOffline(true);
    addSession('g1', { id: 'new', start: NOW - 3 * HOUR, end: NOW - 2 * HOUR });
    await settle();
    expect(goal('g1')?.totalTimeSpent).toBe(4);
    kit.fake.goalStore.setOffline(false);
    await settle();
    expect(useGoals.getState().outbox).toHaveLength(0);
    expect(goal('g1')?.totalTimeSpent).toBe(4);
  });

  it('loads every session while a screen asks for them', async () => {
    await start([pianoWithHistory()]);
    const release = useGoals.getState().requestSessionsSince(null);
    await settle();
    expect(useGoals.getState().sessionsFrom).toBeNull();
    expect(loadedIds('g1')).toEqual(['old', 'recent']);
    expect(goal('g1')?.totalTimeSpent).toBe(3);
    vi.useFakeTimers();
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    await settle();
    expect(useGoals.getState().sessionsFrom).not.toBeNull();
    expect(loadedIds('g1')).toEqual(['recent']);
    expect(goal('g1')?.totalTimeSpent).toBe(3);
  });

  it('honours a screen that asked before the store started (a reload on /insights)', async () => {
    kit.fake.goalStore.seed(pianoWithHistory());
    const release = useGoals.getState().requestSessionsSince(null);
    useGoals.getState().start('u1');
    await settle();
    expect(useGoals.getState().sessionsFrom).toBeNull();
    expect(loadedIds('g1')).toEqual(['old', 'recent']);
    release();
  });

  it('reads back to the start a screen asks for, and narrows again after it is done', async () => {
    const goalWith = { ...piano(), sessions: [past('older', 400, 2), past('old', 100, 1)] };
    await start([{ ...goalWith, sessions: [...goalWith.sessions, past('recent', 1, 1)] }]);
    const dayOfOld = new Date(NOW - 100 * DAY);
    dayOfOld.setHours(0, 0, 0, 0);
    const release = useGoals.getState().requestSessionsSince(dayOfOld.getTime());
    await settle();
    expect(useGoals.getState().sessionsFrom).toBe(dayOfOld.getTime());
    expect(loadedIds('g1')).toEqual(['old', 'recent']);
    // Every figure still counts the older session once, from the tally.
    expect(goal('g1')?.totalTimeSpent).toBe(4);
    vi.useFakeTimers();
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    await settle();
    expect(loadedIds('g1')).toEqual(['recent']);
    expect(goal('g1')?.totalTimeSpent).toBe(4);
  });

  it('counts an edit of an old session once while it is on its way, then from the tally', async () => {
    await start([{ ...piano(), sessions: [past('old', 30, 2), past('recent', 1, 1)] }]);
    const dayOfOld = new Date(NOW - 30 * DAY);
    dayOfOld.setHours(0, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // The session log reads back to it; the edit is made offline, then the log is closed.
    const release = useGoals.getState().requestSessionsSince(dayOfOld.getTime());
    await vi.advanceTimersByTimeAsync(0);
    kit.fake.goalStore.setOffline(true);
    const old = past('old', 30, 2);
    expect(changeSession('g1', 'old', { start: old.start, end: old.start + 4 * HOUR })).toBeNull();
    release();
    await vi.advanceTimersByTimeAsync(120_000);
    // The tally does not hold the edit yet: the old day's sessions stay loaded, so it counts once.
    expect(useGoals.getState().outbox).toHaveLength(1);
    expect(useGoals.getState().sessionsFrom).toBe(dayOfOld.getTime());
    expect(goal('g1')?.totalTimeSpent).toBe(5);
    kit.fake.goalStore.setOffline(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(useGoals.getState().outbox).toHaveLength(0);
    expect(goal('g1')?.totalTimeSpent).toBe(5);
    // Once it is in the tally, the goals page reads this week's sessions again.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loadedIds('g1')).toEqual(['recent']);
    expect(useGoals.getState().sessionsFrom).toBe(new Date(2026, 10, 15).getTime());
    expect(goal('g1')?.totalTimeSpent).toBe(5);
  });

  it('counts another tab’s pending delete of an old session once', async () => {
    await start([{ ...piano(), sessions: [past('old', 30, 2), past('recent', 1, 1)] }]);
    kit.fake.goalStore.setOffline(true);
    const old = past('old', 30, 2);
    const other: OutboxEntry = {
      id: 'e9',
      uid: 'u1',
      tab: 'other-tab',
      at: NOW,
      label: 'Delete a session',
      ops: [{ type: 'deleteSession', goalId: 'g1', sessionId: 'old', previous: old }],
    };
    localStorage.setItem(outboxKey('other-tab'), JSON.stringify([other]));
    window.dispatchEvent(new StorageEvent('storage', { key: outboxKey('other-tab') }));
    await settle();
    // The tally still holds it; the old day's sessions are read, and the delete counts once.
    const dayOfOld = new Date(old.start);
    dayOfOld.setHours(0, 0, 0, 0);
    expect(useGoals.getState().sessionsFrom).toBe(dayOfOld.getTime());
    expect(goal('g1')?.totalTimeSpent).toBe(1);
  });

  it('names every session when a goal is deleted, old ones included', async () => {
    await start([pianoWithHistory()]);
    expect(deleteGoal('g1')).toBe(true);
    await settle();
    const ops = kit.fake.goalStore.commits.flat();
    expect(ops).toContainEqual(
      expect.objectContaining({ type: 'deleteGoal', sessionIds: ['old', 'recent'] }),
    );
    expect(kit.fake.goalStore.sessions.size).toBe(0);
    expect(goal('g1')).toBeUndefined();
  });

  it('deletes a session the device never had once the delete reached the server', async () => {
    await start([pianoWithHistory()]);
    kit.fake.goalStore.setOffline(true);
    expect(deleteGoal('g1')).toBe(true);
    await settle();
    // On the server but never seen here (another device's, or not in this device's cache).
    const unseen = { ...past('unseen', 500, 1), goalId: 'g1' };
    kit.fake.goalStore.sessions.set('g1/unseen', unseen);
    const sweep = vi.spyOn(kit.fake.goalStore.repo, 'deleteLeftSessions');
    kit.fake.goalStore.setOffline(false);
    await settle();
    await vi.waitFor(() => expect(kit.fake.goalStore.sessions.size).toBe(0));
    expect(sweep).toHaveBeenCalledWith('u1', 'g1');
    expect(localStorage.getItem('masterly-deleted-goals:u1')).toBeNull();
  });
});

describe("a wider read answered from this device's cache alone", () => {
  /**
   * Reads from before this week are answered first from this device's cache, which holds only
   * this week's sessions, and by the server only once `answer` is called (the device is online).
   */
  function cacheFirst() {
    const repo = kit.fake.goalStore.repo;
    const watch = repo.watchSessions.bind(repo);
    let answer = () => undefined as void;
    vi.spyOn(repo, 'watchSessions').mockImplementation((uid, since, listener, onError) => {
      if (since === new Date(2026, 10, 15).getTime()) return watch(uid, since, listener, onError);
      const thisWeek = (report: Parameters<typeof listener>[0]) =>
        listener({
          ...report,
          value: report.value.filter((s) => s.start >= NOW - 3 * DAY),
          fromCache: true,
        });
      let stop = watch(uid, since, thisWeek, onError);
      answer = () => {
        stop();
        stop = watch(uid, since, listener, onError);
      };
      return () => stop();
    });
    return { answer: () => answer() };
  }

  it('keeps every figure from the tally until the server answers, then lists every session', async () => {
    const server = cacheFirst();
    await start([{ ...pianoWithHistory(), sessions: [past('old', 20, 2), past('recent', 1, 1)] }]);
    expect(goal('g1')?.totalTimeSpent).toBe(3);
    const release = useGoals.getState().requestSessionsSince(NOW - 30 * DAY);
    await settle();
    expect(useGoals.getState()).toMatchObject({
      sessionsFrom: NOW - 30 * DAY,
      sessionsFromCache: true,
    });
    expect(loadedIds('g1')).toEqual(['recent']);
    expect(goal('g1')?.totalTimeSpent).toBe(3);
    expect(goal('g1')?.practiceDays).toHaveLength(2);
    server.answer();
    await settle();
    expect(useGoals.getState()).toMatchObject({
      sessionsFrom: NOW - 30 * DAY,
      sessionsWholeFrom: NOW - 30 * DAY,
      sessionsFromCache: false,
    });
    expect(loadedIds('g1')).toEqual(['old', 'recent']);
    expect(goal('g1')?.totalTimeSpent).toBe(3);
    release();
  });

  it('counts an old session deleted meanwhile once, from the day of the change', async () => {
    cacheFirst();
    const old = past('old', 20, 2);
    await start([{ ...piano(), sessions: [old, past('older', 25, 4), past('recent', 1, 1)] }]);
    useGoals.getState().requestSessionsSince(NOW - 30 * DAY);
    await settle();
    kit.fake.goalStore.setOffline(true);
    // A delete of a session this device read (from the log, say), on its way.
    useGoals.getState().submit({
      label: 'Delete a session',
      ops: [{ type: 'deleteSession', goalId: 'g1', sessionId: 'old', previous: old }],
    });
    await settle();
    expect(goal('g1')?.totalTimeSpent).toBe(5);
  });
});

describe('a goal of an earlier version (no tally yet)', () => {
  function seedUntallied() {
    const goal = pianoWithHistory();
    kit.fake.goalStore.seed(goal);
    const { tallied: _, ...record } = recordOf(goal);
    kit.fake.goalStore.goals.set(goal.id, record);
  }

  it('is derived from all its sessions, counted once, then read like any other', async () => {
    seedUntallied();
    const recount = vi.spyOn(kit.fake.goalStore.repo, 'recountTally');
    useGoals.getState().start('u1');
    await settle();
    expect(recount).toHaveBeenCalledTimes(1);
    expect(recount).toHaveBeenCalledWith('u1', 'g1');
    expect(kit.fake.goalStore.goals.get('g1')?.tallied).toBe(true);
    expect(loadedIds('g1')).toEqual(['recent']);
    expect(goal('g1')?.totalTimeSpent).toBe(3);
  });

  it('keeps all its sessions loaded when the count fails, and tries again next visit', async () => {
    seedUntallied();
    kit.fake.goalStore.failNextWrites(1, 'unavailable');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useGoals.getState().start('u1');
    await settle();
    expect(warn).toHaveBeenCalled();
    expect(loadedIds('g1')).toEqual(['old', 'recent']);
    expect(goal('g1')?.totalTimeSpent).toBe(3);
    useGoals.getState().stop();
    useGoals.getState().start('u1');
    await settle();
    expect(kit.fake.goalStore.goals.get('g1')?.tallied).toBe(true);
    expect(loadedIds('g1')).toEqual(['recent']);
  });
});
