import { afterEach, describe, expect, it } from 'vitest';
import { useFeedback } from '../feedback/feedback.store';
import { addSession } from './goal-actions';
import { saveSessionJournal } from './journal-actions';
import { useGoals } from './goals.store';
import {
  HOUR,
  NOW,
  goal,
  kit,
  piano,
  settle,
  startWith,
  setUpGoalsStoreTests,
} from './goals-test-kit';
import { addGoalRest, removeGoalRest, undoGoalRestEdit } from './rest-actions';
import { deleteSessionWithUndo } from './undo-actions';

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
    const removed = removeGoalRest('g1', week);
    expect(removed).toEqual({ add: [], remove: [week] });
    expect(addGoalRest('g1', day)).toBeNull();
    undoGoalRestEdit('g1', removed!);
    expect(useGoals.getState().view().records.get('g1')?.restRanges).toEqual([week, day]);
    await settle();
    expect(goal('g1')?.restRanges).toEqual([week, day]);
    expect(kit.fake.goalStore.goals.get('g1')?.restRanges).toEqual([week, day]);
  });
});
