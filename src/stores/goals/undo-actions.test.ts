import { afterEach, describe, expect, it } from 'vitest';
import { useFeedback } from '../feedback/feedback.store';
import { addSession, completeGoal } from './goal-actions';
import { saveSessionJournal } from './journal-actions';
import { useGoals } from './goals.store';
import {
  HOUR,
  NOW,
  allOps,
  goal,
  kit,
  piano,
  settle,
  startWith,
  setUpGoalsStoreTests,
} from './goals-test-kit';
import { addGoalRest, removeGoalRest, undoGoalRestEdit } from './rest-actions';
import { saveGoalParts } from './part-actions';
import { deleteSessionWithUndo, reopenGoal, restorePart } from './undo-actions';

setUpGoalsStoreTests();
afterEach(() => useFeedback.setState({ toast: null }));

describe('deleting a session with Undo', () => {
  it('offers Undo, and Undo writes the same session back to the server', async () => {
    await startWith([piano()]);
    expect(addSession('g1', { id: 'm1', start: NOW - 3 * HOUR, end: NOW - 2 * HOUR })).toBeNull();
    await settle();
    const saved = kit.fake.goalStore.sessions.get('g1/m1');
    expect(saved).toBeDefined();

    expect(deleteSessionWithUndo('g1', 'm1')).toBeNull();
    await settle();
    expect(kit.fake.goalStore.sessions.has('g1/m1')).toBe(false);
    expect(goal('g1')?.sessions).toHaveLength(0);
    const toast = useFeedback.getState().toast;
    expect(toast?.title).toBe('Session deleted');
    expect(toast?.description).toBe('From “Piano”.');
    expect(toast?.action?.label).toBe('Undo');
    expect(toast?.duration).toBe(7000);

    kit.now += 2000;
    expect(useFeedback.getState().undoLatest()).toBe(true);
    expect(useFeedback.getState().toast).toBeNull();
    expect(goal('g1')?.sessions.map((s) => s.id)).toEqual(['m1']);
    await settle();
    expect(kit.fake.goalStore.sessions.get('g1/m1')).toEqual(saved);
    expect(useGoals.getState().outbox).toEqual([]);
  });

  it('writes back a note and value, and undoes only once', async () => {
    await startWith([piano()]);
    addSession('g1', { id: 'm1', start: NOW - 3 * HOUR, end: NOW - 2 * HOUR });
    await settle();
    expect(saveSessionJournal('g1', 'm1', { note: 'Scales, slowly', value: '92' })).toBeNull();
    await settle();
    deleteSessionWithUndo('g1', 'm1');
    kit.now += 2000;
    expect(useFeedback.getState().undoLatest()).toBe(true);
    expect(useFeedback.getState().undoLatest()).toBe(false);
    await settle();
    expect(kit.fake.goalStore.sessions.get('g1/m1')).toMatchObject({
      note: 'Scales, slowly',
      value: 92,
    });
    expect(goal('g1')?.sessions).toHaveLength(1);
  });

  it('says why when the session is gone already, and offers no Undo', async () => {
    await startWith([piano()]);
    expect(deleteSessionWithUndo('g1', 'nope')).toBe('That session no longer exists.');
    expect(useFeedback.getState().toast).toBeNull();
  });
});

describe('removing rest with Undo', () => {
  it('puts the same entries back on the server, keeping rest added meanwhile', async () => {
    await startWith([piano()]);
    const week = { from: '2026-11-23', to: '2026-11-27' };
    const day = { from: '2026-11-30', to: '2026-11-30' };
    expect(addGoalRest('g1', week)).toBeNull();
    await settle();
    kit.now += 1000;
    const removed = removeGoalRest('g1', week);
    expect(removed).toEqual({ add: [], remove: [week] });
    kit.now += 1000;
    expect(addGoalRest('g1', day)).toBeNull();
    kit.now += 1000;
    undoGoalRestEdit('g1', removed!);
    console.log(
      'DBG',
      JSON.stringify(useGoals.getState().outbox.map((e) => e.ops)),
      JSON.stringify(useGoals.getState().view().records.get('g1')?.restRanges),
      JSON.stringify(kit.fake.goalStore.goals.get('g1')?.restRanges),
    );
    expect(useGoals.getState().view().records.get('g1')?.restRanges).toEqual([week, day]);
    await settle();
    expect(goal('g1')?.restRanges).toEqual([week, day]);
    expect(kit.fake.goalStore.goals.get('g1')?.restRanges).toEqual([week, day]);
  });
});

describe('completing a goal, undone', () => {
  it('makes it active again on the server, its counter moved back', async () => {
    await startWith([piano()]);
    const active = kit.fake.goalStore.activeCounter;
    completeGoal('g1');
    await settle();
    expect(kit.fake.goalStore.goals.get('g1')?.completed).toBe(true);
    expect(kit.fake.goalStore.activeCounter).toBe(active - 1);
    kit.now += 2000;
    reopenGoal('g1');
    await settle();
    expect(kit.fake.goalStore.goals.get('g1')?.completed).toBe(false);
    expect(kit.fake.goalStore.goals.get('g1')).not.toHaveProperty('completedDate');
    expect(kit.fake.goalStore.activeCounter).toBe(active);
    expect(goal('g1')?.completed).toBe(false);
  });

  it('does nothing for a goal that is active already', async () => {
    await startWith([piano()]);
    reopenGoal('g1');
    await settle();
    expect(allOps()).toEqual([]);
  });
});

describe('deleting a part, undone', () => {
  it('writes the same part back in its place on the server', async () => {
    await startWith([piano()]);
    const parts = [
      { id: 'scales', name: 'Scales' },
      { id: 'etudes', name: 'Etudes' },
      { id: 'pieces', name: 'Pieces' },
    ];
    expect(saveGoalParts('g1', parts)).toBeNull();
    await settle();
    const stored = goal('g1')!.parts!;
    const etudes = stored.find((p) => p.id === 'etudes')!;
    expect(
      saveGoalParts(
        'g1',
        stored.filter((p) => p.id !== 'etudes'),
      ),
    ).toBeNull();
    await settle();
    expect(goal('g1')?.parts?.map((p) => p.id)).toEqual(['scales', 'pieces']);
    kit.now += 2000;
    restorePart('g1', etudes);
    await settle();
    expect(goal('g1')?.parts).toEqual(stored);
    expect(kit.fake.goalStore.goals.get('g1')?.parts).toEqual(stored);
  });
});
