import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal, type Goal } from '@/domain/goal';
import { recomputeGoal } from '@/domain/goal-progress';
import { recordOf } from '@/domain/goal-record';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { EMPTY_SYNC_STATE } from '@/domain/sync/sync-state';
import { clock } from '../clock';
import { useFeedback } from '../feedback/feedback.store';
import { useGoals } from '../goals/goals.store';
import { LOCAL_KEYS } from '../storage-keys';
import { TAB_ID } from '../sync/tab-presence';
import { useTimer } from '../timer/timer.store';
import { startMilestones } from './milestone-watcher';
import { checkReminders } from './reminder-scheduler';

/** Wednesday 14 January 2026, local time. */
const at = (h: number, min = 0, day = 14) => new Date(2026, 0, day, h, min).getTime();
const submit = vi.fn();

function violin(over: Partial<Goal['settings']> = {}): Goal {
  const goal = createGoal({ id: 'g1', name: 'Violin', now: new Date(2026, 0, 1) });
  return {
    ...goal,
    settings: { ...goal.settings, reminders: true, reminderTime: '19:00', ...over },
  };
}

function seed(goals: Goal[], outbox: OutboxEntry[] = []) {
  const records = new Map(goals.map((g) => [g.id, recordOf(g)]));
  useGoals.setState({
    goals,
    uid: 'u1',
    status: 'ready',
    outbox,
    fromCache: true,
    submit,
    view: () => ({ ...EMPTY_SYNC_STATE, records }),
  });
}

const initialGoals = useGoals.getState();
let now = at(18, 59);
beforeEach(() => {
  now = at(18, 59);
  vi.spyOn(clock, 'now').mockImplementation(() => now);
  submit.mockReset();
  localStorage.clear();
  useFeedback.setState({ toast: null });
});
afterEach(() => {
  useGoals.setState(initialGoals, true);
  vi.restoreAllMocks();
});

describe('checkReminders', () => {
  it('reminds at the time with a Start timer action, once per day', async () => {
    seed([violin()]);
    await checkReminders();
    expect(useFeedback.getState().toast).toBeNull();

    now = at(19, 0);
    await checkReminders();
    const toast = useFeedback.getState().toast;
    expect(toast?.title).toBe('Time to practice Violin');
    expect(toast?.action?.label).toBe('Start timer');

    const start = vi.spyOn(useTimer.getState(), 'start').mockImplementation(() => {});
    toast?.action?.run();
    expect(start).toHaveBeenCalledWith('g1');

    useFeedback.setState({ toast: null });
    now = at(21, 0);
    await checkReminders();
    expect(useFeedback.getState().toast).toBeNull();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.remindedDays) ?? '{}')).toEqual({
      g1: '2026-01-14',
    });
  });

  it('does not repeat what another tab of this browser already reminded today', async () => {
    localStorage.setItem(LOCAL_KEYS.remindedDays, JSON.stringify({ g1: '2026-01-14' }));
    seed([violin()]);
    now = at(19, 30);
    await checkReminders();
    expect(useFeedback.getState().toast).toBeNull();
  });

  it('reminds nobody about a completed goal or one practiced today', async () => {
    const practised = { ...violin(), practiceDays: ['2026-01-14'] };
    seed([
      { ...violin(), completed: true },
      { ...practised, id: 'g2' },
    ]);
    now = at(20, 0);
    await checkReminders();
    expect(useFeedback.getState().toast).toBeNull();
  });
});

describe('milestones', () => {
  function practised(goal: Goal, hours: number): Goal {
    const start = at(9);
    return recomputeGoal(
      { ...goal, sessions: [{ id: 's1', start, end: start + hours * 3_600_000, source: 'timer' }] },
      new Date(at(12)),
    );
  }
  const entry = (tab: string): OutboxEntry => ({
    id: `e-${tab}`,
    uid: 'u1',
    tab,
    at: at(12),
    label: 'Log',
    ops: [
      {
        type: 'putSession',
        session: { id: 's1', goalId: 'g1', start: at(9), end: at(13), source: 'timer' },
      },
    ],
  });

  it('announces what practice in this tab achieved, for goals with notifications on', async () => {
    const before = violin({ notifications: true });
    seed([before]);
    const stop = startMilestones();
    seed([practised(before, 4)], [entry(TAB_ID)]);
    stop();
    const toast = useFeedback.getState().toast;
    expect(toast?.title).toBe('Weekly goal reached');
    expect(toast?.description).toContain('New trophy');
    expect(toast?.description).toContain('New medal: First session');
    // The medals follow the log in a write of their own, after the notification round.
    await Promise.resolve();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        ops: [{ type: 'updateGoal', goalId: 'g1', fields: { medals: ['first-session'] } }],
      }),
    );
  });

  it('stays quiet for practice synced from another tab, and with notifications off', async () => {
    const before = violin({ notifications: true });
    seed([before]);
    const stop = startMilestones();
    seed([practised(before, 4)], [entry('another-tab')]);
    expect(useFeedback.getState().toast).toBeNull();

    const quiet = violin({ notifications: false });
    seed([quiet]);
    seed([practised(quiet, 4)], [entry(TAB_ID)]);
    stop();
    expect(useFeedback.getState().toast).toBeNull();
  });

  it('stores the medals once for a goal that never had them, from figures the server confirmed', async () => {
    const earned = practised({ ...violin(), id: 'g9' }, 1);
    seed([earned]);
    const stop = startMilestones();
    // From this device's cache: nothing is written.
    useGoals.setState({ goals: [...useGoals.getState().goals] });
    await Promise.resolve();
    expect(submit).not.toHaveBeenCalled();
    // Confirmed by the server: written once, not again on the next change.
    useGoals.setState({ goals: [...useGoals.getState().goals], fromCache: false });
    useGoals.setState({ goals: [...useGoals.getState().goals] });
    await Promise.resolve();
    stop();
    expect(submit).toHaveBeenCalledOnce();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        ops: [{ type: 'updateGoal', goalId: 'g9', fields: { medals: ['first-session'] } }],
      }),
    );
    expect(useFeedback.getState().toast).toBeNull();
  });
});
