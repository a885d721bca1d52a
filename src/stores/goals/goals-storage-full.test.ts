import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFullStorage } from '@/testing/full-storage';
import { useFeedback } from '../feedback/feedback.store';
import { LOCAL_KEY_PREFIXES } from '../storage-keys';
import { readAll } from '../sync/device-storage';
import {
  STORAGE_FULL_REPEAT_MS,
  STORAGE_FULL_TEXT,
  STORAGE_FULL_TITLE,
  resetStorageFullNotice,
} from '../sync/storage-full-notice';
import { TAB_ID } from '../sync/tab-presence';
import { forgetUnstoredOutbox } from '../sync/unstored-outbox';
import { useGoals } from './goals.store';
import { renameGoal, setGoalNote } from './goal-actions';
import {
  goal,
  kit,
  outboxKey,
  piano,
  settle,
  setUpGoalsStoreTests,
  startWith,
} from './goals-test-kit';

setUpGoalsStoreTests();

/** Local storage is full for the outbox; the rest of the app's keys still fit. */
const fillOutboxStorage = () => stubFullStorage((key) => key.startsWith(LOCAL_KEY_PREFIXES.outbox));

const toasts = () => {
  const shown: string[] = [];
  const stop = useFeedback.subscribe((state, before) => {
    if (state.toast && state.toast !== before.toast) shown.push(state.toast.title);
  });
  return { shown, stop };
};

// Each refused write is logged; here they are expected.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  forgetUnstoredOutbox();
  resetStorageFullNotice();
  useFeedback.setState({ toast: null });
});

describe('a change made while local storage is full', () => {
  it('is shown as pending, sent, and told once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    kit.fake.goalStore.seed(piano());
    useGoals.getState().start('u1');
    await vi.advanceTimersByTimeAsync(0);
    const full = fillOutboxStorage();
    const { shown, stop } = toasts();
    kit.fake.goalStore.setOffline(true);

    renameGoal('g1', 'Grand piano');
    kit.now += 1000;
    setGoalNote('g1', 'Scales first');
    // Shown at once and pending, though storage kept none of it.
    expect(goal('g1')?.name).toBe('Grand piano');
    const pending = useGoals.getState().outbox;
    expect(pending).toHaveLength(2);
    expect(pending[0]?.label).toBe('Rename “Piano” to “Grand piano”');
    expect(readAll('u1')).toEqual(useGoals.getState().outbox);
    expect(localStorage.getItem(outboxKey(TAB_ID))).toBeNull();
    expect(useFeedback.getState().toast).toMatchObject({
      title: STORAGE_FULL_TITLE,
      description: STORAGE_FULL_TEXT,
    });
    expect(shown).toEqual([STORAGE_FULL_TITLE]);

    // Back online: both reach the server and leave the outbox.
    kit.fake.goalStore.setOffline(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(kit.fake.goalStore.goals.get('g1')).toMatchObject({
      name: 'Grand piano',
      note: 'Scales first',
    });
    expect(useGoals.getState().outbox).toEqual([]);
    expect(readAll('u1')).toEqual([]);
    expect(shown).toEqual([STORAGE_FULL_TITLE]);

    // Once storage takes changes again, they are kept there as before.
    full.full = false;
    kit.fake.goalStore.setOffline(true);
    renameGoal('g1', 'Cello');
    expect(JSON.parse(localStorage.getItem(outboxKey(TAB_ID))!)).toHaveLength(1);
    expect(shown).toEqual([STORAGE_FULL_TITLE]);
    stop();
  });

  it('tells it again a minute later while storage stays full', async () => {
    await startWith([piano()]);
    fillOutboxStorage();
    const { shown, stop } = toasts();
    renameGoal('g1', 'Cello');
    kit.now += STORAGE_FULL_REPEAT_MS - 1;
    renameGoal('g1', 'Viola');
    expect(shown).toEqual([STORAGE_FULL_TITLE]);
    kit.now += 1;
    renameGoal('g1', 'Violin');
    expect(shown).toEqual([STORAGE_FULL_TITLE, STORAGE_FULL_TITLE]);
    await settle();
    expect(kit.fake.goalStore.goals.get('g1')?.name).toBe('Violin');
    expect(useGoals.getState().outbox).toEqual([]);
    stop();
  });
});
