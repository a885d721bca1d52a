import { describe, expect, it, vi } from 'vitest';
import { useGoals } from '../goals/goals.store';
import {
  HOUR,
  NOW,
  chess,
  goal,
  kit,
  piano,
  settle,
  startWith,
  setUpGoalsStoreTests,
} from '../goals/goals-test-kit';
import { LOCAL_KEYS } from '../storage-keys';
import { useTimer } from './timer.store';

setUpGoalsStoreTests();

describe('the timer: one per account', () => {
  it('writes the session and the stop in one batch and derives figures', async () => {
    await startWith([piano(), chess()]);
    useTimer.getState().start('g1');
    await settle();
    kit.now = NOW + 2.5 * HOUR;
    const before = kit.fake.goalStore.commits.length;
    expect(useTimer.getState().stop()).toEqual({ ok: true });
    await settle();
    const stopWrites = kit.fake.goalStore.commits.slice(before);
    expect(stopWrites.map((ops) => ops.map((op) => op.type))).toEqual([['putSession', 'setTimer']]);
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(2.5);
    expect(useTimer.getState().timer).toBeNull();
  });

  it('logs the running timer when another goal starts', async () => {
    await startWith([piano(), chess()]);
    useTimer.getState().start('g1');
    kit.now = NOW + HOUR;
    useTimer.getState().start('g2');
    await settle();
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(1);
    expect(useTimer.getState().timer).toMatchObject({ goalId: 'g2', startTime: NOW + HOUR });
  });

  it('asks about a run over 24 h and logs nothing until the person chooses', async () => {
    await startWith([piano()]);
    useTimer.getState().start('g1');
    await settle();
    kit.now = NOW + 25 * HOUR;
    expect(useTimer.getState().stop()).toEqual({ ok: false, tooLongMs: 25 * HOUR });
    await settle();
    expect(useTimer.getState().timer?.goalId).toBe('g1');
    useTimer.getState().stopLogging(24 * HOUR);
    await settle();
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(24);
    expect(useTimer.getState().timer).toBeNull();
  });

  it('shows a timer started on another device and logs it when another device replaces it', async () => {
    await startWith([piano(), chess()]);
    kit.fake.goalStore.seedTimer({ goalId: 'g1', startTime: NOW, isRunning: true });
    await settle();
    expect(useTimer.getState().timer).toMatchObject({ goalId: 'g1', startTime: NOW });
    // Another device starts Chess an hour later without stopping Piano first.
    kit.fake.goalStore.seedTimer({ goalId: 'g2', startTime: NOW + HOUR, isRunning: true });
    await settle();
    expect(kit.fake.goalStore.sessions.get(`g1/timer-${NOW}`)).toMatchObject({
      start: NOW,
      end: NOW + HOUR,
    });
    expect(useTimer.getState().timer?.goalId).toBe('g2');
  });

  it('logs this device’s start, refused as older than one from elsewhere, up to that start', async () => {
    await startWith([piano(), chess()]);
    kit.fake.goalStore.setOffline(true);
    useTimer.getState().start('g1'); // offline, at NOW
    await settle();
    kit.fake.goalStore.setOffline(false);
    // Meanwhile another device had started Chess later.
    kit.fake.goalStore.seedTimer({ goalId: 'g2', startTime: NOW + 30 * 60_000, isRunning: true });
    kit.fake.goalStore.setOffline(true);
    kit.fake.goalStore.setOffline(false);
    await settle();
    await new Promise((r) => setTimeout(r, 1100));
    await settle();
    expect(kit.fake.goalStore.timer?.goalId).toBe('g2');
    expect(kit.fake.goalStore.sessions.get(`g1/timer-${NOW}`)).toMatchObject({
      end: NOW + 30 * 60_000,
    });
    expect(useGoals.getState().outbox).toEqual([]);
  });

  it('stops when pressed before the goals have loaded, using the timer kept on the device', async () => {
    localStorage.setItem(
      LOCAL_KEYS.timerMirror,
      JSON.stringify({
        uid: 'u1',
        timer: { goalId: 'g1', startTime: NOW - HOUR, isRunning: true },
      }),
    );
    kit.fake.goalStore.seed(piano());
    kit.fake.goalStore.seedTimer({ goalId: 'g1', startTime: NOW - HOUR, isRunning: true });
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    const watchRecords = kit.fake.goalStore.repo.watchRecords.bind(kit.fake.goalStore.repo);
    vi.spyOn(kit.fake.goalStore.repo, 'watchRecords').mockImplementation(
      (uid, listener, onError) => {
        let stop = () => undefined as void;
        void slow.then(() => {
          stop = watchRecords(uid, listener, onError);
        });
        return () => stop();
      },
    );
    useGoals.getState().start('u1');
    expect(useTimer.getState().timer?.goalId).toBe('g1');
    expect(useGoals.getState().status).toBe('loading');
    expect(useTimer.getState().stop()).toEqual({ ok: true });
    release();
    await settle();
    expect(kit.fake.goalStore.sessions.get(`g1/timer-${NOW - HOUR}`)).toMatchObject({ end: NOW });
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(1);
  });
});
