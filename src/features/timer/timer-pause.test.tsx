import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
import type { Change } from '@/domain/sync/timer-changes';
import type { TimerRecord } from '@/domain/timer';
import { storedPauseFields } from '@/domain/timer-pause';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';
import { TimerWidget } from './timer-widget';

const MIN = 60_000;
const HOUR = 60 * MIN;
const NOW = Date.UTC(2026, 2, 18, 15, 30);
const START = NOW - 50 * MIN;
const violin = createGoal({ id: 'g1', name: 'Violin', now: new Date(NOW - 30 * 24 * HOUR) });
const initialGoals = useGoals.getState();
const initialTimer = useTimer.getState();
const submit = vi.fn<(...changes: Change[]) => void>();
const submittedOps = () => submit.mock.calls.flat().flatMap((change) => change.ops);
const running: TimerRecord = { goalId: 'g1', startTime: START, isRunning: true };
/** Paused at 10 minutes in. */
const pausedRun: TimerRecord = {
  ...running,
  pausedAt: START + 10 * MIN,
  pausedMs: 0,
  resumedAt: START,
};

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  submit.mockReset();
  useGoals.setState({ goals: [violin], uid: 'u1', status: 'ready', submit });
});
afterEach(() => {
  useGoals.setState({ timer: null });
  useGoals.setState(initialGoals, true);
  useTimer.setState(initialTimer, true);
  vi.restoreAllMocks();
});

const showTimer = (timer: TimerRecord) => act(() => useGoals.setState({ timer }));
const widget = (name: string) => screen.getByRole('complementary', { name });

describe('pausing the timer from the widget', () => {
  it('pauses with the keyboard, writing only the pause', async () => {
    render(<TimerWidget />);
    showTimer(running);
    const user = userEvent.setup();
    const pause = within(widget('Running timer')).getByRole('button', { name: 'Pause' });
    pause.focus();
    await user.keyboard('{Enter}');
    expect(submittedOps()).toEqual([
      { type: 'pauseTimer', timer: { ...running, pausedAt: NOW, pausedMs: 0, resumedAt: START } },
    ]);
    expect(submit.mock.calls[0]?.[0]?.label).toBe('Pause the timer of “Violin”');
  });

  it('shows a paused run as paused, its practiced time standing still', () => {
    render(<TimerWidget />);
    showTimer(pausedRun);
    const paused = widget('Paused timer');
    expect(paused).toHaveTextContent('Paused · Violin');
    expect(within(paused).getByRole('timer')).toHaveTextContent('00:10:00');
    expect(within(paused).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(within(paused).queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('resumes, counting the pause out; the clock shows practiced time', async () => {
    render(<TimerWidget />);
    showTimer({ ...pausedRun });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    const resumed = { ...running, pausedAt: null, pausedMs: 40 * MIN, resumedAt: NOW };
    expect(submittedOps()).toEqual([{ type: 'resumeTimer', timer: resumed }]);
    // Another tab or device resumed it at 30 minutes: 10 + 20 minutes practised by now.
    showTimer({ ...running, pausedAt: null, pausedMs: 20 * MIN, resumedAt: START + 30 * MIN });
    expect(within(widget('Running timer')).getByRole('timer')).toHaveTextContent('00:30:00');
  });

  it('Stop while paused logs only the practiced time', async () => {
    render(<TimerWidget />);
    showTimer(pausedRun);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop' }));
    expect(submittedOps()).toEqual([
      {
        type: 'putSession',
        session: {
          id: `timer-${START}`,
          goalId: 'g1',
          start: START,
          end: START + 10 * MIN,
          source: 'timer',
        },
      },
      {
        type: 'setTimer',
        timer: {
          goalId: 'g1',
          startTime: START,
          isRunning: false,
          ...storedPauseFields(pausedRun),
        },
        stoppedAt: NOW,
      },
    ]);
  });

  it('never asks "Still practicing?" while paused, however long ago it started', async () => {
    render(<TimerWidget />);
    showTimer({
      ...pausedRun,
      startTime: NOW - 6 * HOUR,
      resumedAt: NOW - 6 * HOUR,
      pausedAt: NOW - 5 * HOUR,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('a timer paused for over 12 hours', () => {
  const longAgo: TimerRecord = {
    goalId: 'g1',
    startTime: NOW - 14 * HOUR,
    isRunning: true,
    pausedAt: NOW - 13 * HOUR - 30 * MIN,
    pausedMs: 0,
    resumedAt: NOW - 14 * HOUR,
  };

  async function question() {
    render(<TimerWidget />);
    showTimer(longAgo);
    return screen.findByRole('alertdialog', {
      name: 'Your timer has been paused for over 12 hours',
    });
  }

  it('asks on the visit whether to log what was practiced, and logs it', async () => {
    const dialog = await question();
    expect(dialog).toHaveTextContent('The timer for Violin was paused on');
    expect(dialog).toHaveTextContent('after 30 min of practice. Log that time, or discard it?');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Log 30 min' }));
    const start = longAgo.startTime;
    expect(submittedOps()).toEqual([
      {
        type: 'putSession',
        session: {
          id: `timer-${start}`,
          goalId: 'g1',
          start,
          end: start + 30 * MIN,
          source: 'timer',
        },
      },
      {
        type: 'setTimer',
        timer: { goalId: 'g1', startTime: start, isRunning: false, ...storedPauseFields(longAgo) },
        stoppedAt: NOW,
      },
    ]);
  });

  it('discards only after a confirmation; Cancel goes back to the question', async () => {
    const user = userEvent.setup();
    await user.click(within(await question()).getByRole('button', { name: 'Discard…' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Discard this practice?' });
    expect(confirm).toHaveTextContent('The 30 min practiced on Violin will not be logged');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('alertdialog', { name: /paused for over 12 hours/ });
    expect(submit).not.toHaveBeenCalled();
    await user.click(within(again).getByRole('button', { name: 'Discard…' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Discard this practice?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    expect(submittedOps()).toEqual([
      { type: 'setTimer', timer: { goalId: 'g1', startTime: longAgo.startTime, isRunning: false } },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Keep it paused closes it for this visit, logging nothing', async () => {
    const user = userEvent.setup();
    await user.click(within(await question()).getByRole('button', { name: 'Keep it paused' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(widget('Paused timer')).toBeInTheDocument();
  });

  it('Escape closes it too, logging nothing', async () => {
    await question();
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('does not ask about a pause of 12 hours or less', async () => {
    render(<TimerWidget />);
    showTimer({ ...longAgo, pausedAt: NOW - 12 * HOUR });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
