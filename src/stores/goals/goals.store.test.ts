import { describe, expect, it } from 'vitest';
import { createGoal } from '@/domain/goal';
import { ACCOUNT_FULL_MESSAGE, MAX_GOALS_PER_ACCOUNT } from '@/domain/plans';
import { useDefaultSettings } from '../settings/default-settings.store';
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
  updateGoalSettings,
} from './goal-actions';
import {
  HOUR,
  NOW,
  allOps,
  goal,
  kit,
  chess,
  piano,
  settle,
  signInAs,
  startWith,
  setUpGoalsStoreTests,
} from './goals-test-kit';

setUpGoalsStoreTests();

describe('creating goals', () => {
  it('writes one new goal and shows it', async () => {
    await startWith();
    const result = addGoal({ name: '  Piano  ', note: 'Scales first' });
    await settle();
    expect(result.ok).toBe(true);
    expect(kit.fake.goalStore.commits).toHaveLength(1);
    expect(kit.fake.goalStore.commits[0]).toMatchObject([
      { type: 'createGoal', goal: { name: 'Piano', note: 'Scales first', completed: false } },
    ]);
    expect(kit.fake.goalStore.activeCounter).toBe(1);
    expect(useGoals.getState().goals.map((g) => g.name)).toEqual(['Piano']);
  });

  it('takes the weekly goal from the default hours target, so the card shows one figure', async () => {
    await startWith();
    const defaults = useDefaultSettings.getState().settings;
    useDefaultSettings.setState({
      settings: { ...defaults, frequency: 'daily', target: { type: 'hours', value: 1.5 } },
    });
    addGoal({ name: 'Piano', note: '' });
    useDefaultSettings.setState({ settings: defaults });
    await settle();
    expect(kit.fake.goalStore.commits[0]).toMatchObject([
      { type: 'createGoal', goal: { weeklyGoal: 10.5, targetHours: 10.5 } },
    ]);
  });

  it('stops a free user at 3 active goals and names the limit', async () => {
    await startWith();
    for (const name of ['A', 'B', 'C']) addGoal({ name, note: '' });
    expect(addGoal({ name: 'D', note: '' })).toEqual({ ok: false, reason: 'limit', limit: 3 });
    await settle();
    expect(kit.fake.goalStore.goals.size).toBe(3);
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

  it('stops every account at the goals one account may hold, completed ones included', async () => {
    signInAs('pro');
    const held = Array.from({ length: MAX_GOALS_PER_ACCOUNT }, (_, i) => ({
      ...createGoal({ id: `old-${i}`, name: `Old ${i}`, now: new Date(NOW) }),
      completed: i > 0,
    }));
    await startWith(held);
    expect(addGoal({ name: 'One more', note: '' })).toEqual({
      ok: false,
      reason: 'invalid',
      message: ACCOUNT_FULL_MESSAGE,
    });
    await settle();
    expect(kit.fake.goalStore.commits).toHaveLength(0);
  });

  it('refuses a blank name without writing', async () => {
    await startWith();
    expect(addGoal({ name: '   ', note: '' })).toMatchObject({ ok: false, reason: 'invalid' });
    await settle();
    expect(kit.fake.goalStore.commits).toHaveLength(0);
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
    kit.fake.goalStore.setOffline(true);
    renameGoal('g1', 'Grand piano');
    // Another device logs an hour while this one is offline.
    kit.fake.goalStore.writeFromElsewhere([
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
    expect(kit.fake.goalStore.goals.get('g1')?.name).toBe('Piano');
    kit.fake.goalStore.setOffline(false);
    await settle();
    expect(kit.fake.goalStore.goals.get('g1')?.name).toBe('Grand piano');
    expect(kit.fake.goalStore.sessions.has('g1/other')).toBe(true);
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(1);
  });

  it('moves the weekly goal from this week on: past weeks keep their trophies', async () => {
    // NOW is Wednesday 18 November 2026; its week starts on Sunday 15 November.
    const lastWeek = new Date(2026, 10, 10, 9).getTime();
    const thisWeek = new Date(2026, 10, 16, 9).getTime();
    const withLog = {
      ...piano(),
      sessions: [
        { id: 's1', start: lastWeek, end: lastWeek + 8 * HOUR, source: 'manual' as const },
        { id: 's2', start: thisWeek, end: thisWeek + 8 * HOUR, source: 'manual' as const },
      ],
    };
    await startWith([withLog]);
    expect(goal('g1')?.trophies).toBe(4);
    const settings = { ...withLog.settings, target: { type: 'hours' as const, value: 8 } };
    updateGoalSettings('g1', settings);
    await settle();
    const weeklyGoalHistory = [{ until: '2026-11-15', hours: 4 }];
    expect(allOps()).toEqual([
      {
        type: 'updateGoal',
        goalId: 'g1',
        fields: { settings, weeklyGoal: 8, weeklyGoalHistory, targetHours: 8 },
      },
    ]);
    expect(goal('g1')?.weeklyTrophies.map((w) => w.trophies)).toEqual([2, 1]);
    expect(goal('g1')?.trophies).toBe(3);
    // Saving the settings again writes no history: it already covers the weeks before.
    updateGoalSettings('g1', { ...settings, reminders: true });
    await settle();
    expect(allOps()[1]).not.toHaveProperty('fields.weeklyGoalHistory');
    expect(goal('g1')?.trophies).toBe(3);
  });

  it('moves the counter down on completion and up on restore', async () => {
    await startWith([piano()]);
    completeGoal('g1');
    await settle();
    expect(kit.fake.goalStore.activeCounter).toBe(0);
    expect(kit.fake.goalStore.goals.get('g1')?.completedDate).toBe(new Date(NOW).toISOString());
    restoreGoals(['g1']);
    await settle();
    expect(kit.fake.goalStore.activeCounter).toBe(1);
    expect(kit.fake.goalStore.goals.get('g1')?.completedDate).toBeUndefined();
  });

  it('stops and logs a timer running for a goal being completed', async () => {
    await startWith([piano(), chess()]);
    useTimer.getState().start('g1');
    await settle();
    kit.now = NOW + HOUR;
    completeGoal('g1');
    await settle();
    expect([...kit.fake.goalStore.sessions.values()]).toEqual([
      expect.objectContaining({ goalId: 'g1', start: NOW, end: NOW + HOUR, source: 'timer' }),
    ]);
    expect(kit.fake.goalStore.timer?.isRunning).toBe(false);
    expect(kit.fake.goalStore.goals.get('g1')?.completed).toBe(true);
    expect(useTimer.getState().timer).toBeNull();
  });

  it("leaves another goal's timer running when a goal is completed", async () => {
    await startWith([piano(), chess()]);
    useTimer.getState().start('g2');
    await settle();
    completeGoal('g1');
    await settle();
    expect(useTimer.getState().timer?.goalId).toBe('g2');
    expect(kit.fake.goalStore.sessions.size).toBe(0);
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
    expect(kit.fake.goalStore.goals.has('g1')).toBe(false);
    expect(kit.fake.goalStore.sessions.size).toBe(0);
    expect(kit.fake.goalStore.activeCounter).toBe(0);
    expect(kit.fake.goalStore.timer?.isRunning).toBe(false);
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
    kit.fake.goalStore.seed(legacy);
    kit.fake.goalStore.sessions.clear();
    kit.fake.goalStore.goals.set('g1', {
      ...kit.fake.goalStore.goals.get('g1')!,
      legacySessions: legacy.sessions,
    });
    useGoals.getState().start('u1');
    await settle();
    // The one-off migration moves it out on the first load from the server.
    expect(allOps()[0]).toMatchObject({ type: 'migrateSessions', goalId: 'g1' });
    expect(kit.fake.goalStore.sessions.has('g1/old')).toBe(true);
    expect(kit.fake.goalStore.goals.get('g1')?.legacySessions).toBeUndefined();
    expect(goal('g1')?.totalTimeSpent).toBeCloseTo(1);
  });
});
