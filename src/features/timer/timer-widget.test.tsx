import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
import type { Change } from '@/domain/sync/timer-changes';
import type { ActiveTimer } from '@/domain/timer';
import { clock } from '@/stores/clock';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer, type StopResult } from '@/stores/timer/timer.store';
import { TimerWidget } from './timer-widget';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 2, 18, 15, 30);
const piano = createGoal({ id: 'g1', name: 'Piano', now: new Date(NOW - 30 * 24 * HOUR) });
const initialGoals = useGoals.getState();
const initialTimer = useTimer.getState();
const submit = vi.fn<(...changes: Change[]) => void>();
const submittedOps = () => submit.mock.calls.flat().flatMap((change) => change.ops);

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  submit.mockReset();
  useGoals.setState({ goals: [piano], uid: 'u1', status: 'ready', submit });
});
afterEach(() => {
  useGoals.setState({ timer: null });
  useGoals.setState(initialGoals, true);
  useTimer.setState(initialTimer, true);
  vi.restoreAllMocks();
});

describe('TimerWidget Stop (display only)', () => {
  const running: ActiveTimer = {
    goalId: 'g1',
    isRunning: true,
    startTime: NOW - 30 * HOUR,
    elapsedTime: 0,
  };

  function renderWidget(result: StopResult) {
    const stop = vi.fn((): StopResult => {
      if (!result.ok && 'tooLongMs' in result) useTimer.setState({ longRunMs: result.tooLongMs });
      return result;
    });
    const stopLogging = vi.fn<(lengthMs: number) => void>();
    useTimer.setState({
      timer: running,
      now: NOW,
      askingStillPracticing: false,
      stop,
      stopLogging,
    });
    render(<TimerWidget />);
    return { user: userEvent.setup(), stop, stopLogging };
  }

  it('opens the long-run dialog when the run is over 24 hours', async () => {
    const { user, stop, stopLogging } = renderWidget({ ok: false, tooLongMs: 30 * HOUR });
    const widget = screen.getByRole('complementary', { name: 'Running timer' });
    expect(widget).toHaveTextContent('Piano');
    await user.click(within(widget).getByRole('button', { name: 'Stop' }));
    expect(stop).toHaveBeenCalledOnce();
    const dialog = await screen.findByRole('alertdialog', { name: 'Log a long session' });
    expect(dialog).toHaveTextContent('The timer for Piano has run for 30.0 hours');
    expect(stopLogging).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Log 24 h' }));
    expect(stopLogging).toHaveBeenCalledExactlyOnceWith(24 * HOUR);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens nothing when the stop logged the run', async () => {
    const { user, stop } = renderWidget({ ok: true });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(stop).toHaveBeenCalledOnce();
    // The dialog is loaded lazily: give it the chance to appear.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('TimerWidget with the timer store', () => {
  function runTimerFor(ms: number, goalId = 'g1') {
    const startTime = NOW - ms;
    act(() => useGoals.setState({ timer: { goalId, startTime, isRunning: true } }));
    return startTime;
  }

  it('Stop logs a run of up to 24 hours and stops the timer', async () => {
    render(<TimerWidget />);
    const startTime = runTimerFor(2 * HOUR);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop' }));
    expect(submittedOps()).toEqual([
      {
        type: 'putSession',
        session: {
          id: `timer-${startTime}`,
          goalId: 'g1',
          start: startTime,
          end: NOW,
          source: 'timer',
        },
      },
      {
        type: 'setTimer',
        timer: { goalId: 'g1', startTime, isRunning: false },
        stoppedAt: NOW,
      },
    ]);
    expect(screen.queryByRole('alertdialog', { name: 'Log a long session' })).toBeNull();
  });

  it('a run over 24 hours logs nothing until a length is chosen', async () => {
    render(<TimerWidget />);
    const startTime = runTimerFor(30 * HOUR);
    const user = userEvent.setup();
    // Left running this long, the timer asks whether the person is still practicing.
    const question = await screen.findByRole('alertdialog', { name: 'Still practicing?' });
    await user.click(within(question).getByRole('button', { name: 'Stop and choose what to log' }));
    expect(submit).not.toHaveBeenCalled();

    const dialog = await screen.findByRole('alertdialog', { name: 'Log a long session' });
    expect(screen.queryByRole('alertdialog', { name: 'Still practicing?' })).toBeNull();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Hours practiced' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Log this length' }));
    expect(submittedOps()).toEqual([
      {
        type: 'putSession',
        session: {
          id: `timer-${startTime}`,
          goalId: 'g1',
          start: startTime,
          end: startTime + 3 * HOUR,
          source: 'timer',
        },
      },
      {
        type: 'setTimer',
        timer: { goalId: 'g1', startTime, isRunning: false },
        stoppedAt: NOW,
      },
    ]);
  });

  it("'Keep running' leaves the timer running and logs nothing", async () => {
    render(<TimerWidget />);
    runTimerFor(25 * HOUR);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Still practicing?' })).getByRole(
        'button',
        { name: 'Stop and choose what to log' },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Log a long session' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep running' }));
    expect(screen.queryByRole('alertdialog', { name: 'Log a long session' })).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(useTimer.getState().timer?.goalId).toBe('g1');
  });

  it('Reset asks first; Cancel keeps the run, Reset throws it away unlogged', async () => {
    render(<TimerWidget />);
    runTimerFor(HOUR);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset the timer?' });
    expect(confirm).toHaveTextContent('The time of this run of Piano will not be logged.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useTimer.getState().timer?.goalId).toBe('g1');
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const again = await screen.findByRole('alertdialog', { name: 'Reset the timer?' });
    await user.click(within(again).getByRole('button', { name: 'Reset' }));
    expect(submittedOps().some((op) => op.type === 'putSession')).toBe(false);
    expect(submittedOps()).toContainEqual(expect.objectContaining({ type: 'setTimer' }));
  });

  describe('when the goal was deleted on another device', () => {
    it('Stop asks where to log the time, and logs it to the goal chosen', async () => {
      render(<TimerWidget />);
      const startTime = runTimerFor(20 * 60_000, 'gone');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Stop' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'This goal was deleted' });
      expect(dialog).toHaveTextContent('Log the 00:20:00 to another goal, or discard it.');
      expect(submit).not.toHaveBeenCalled();
      expect(within(dialog).getByRole('combobox', { name: 'Log to' })).toHaveValue('g1');
      await user.click(within(dialog).getByRole('button', { name: 'Log time' }));
      expect(submittedOps()).toEqual([
        {
          type: 'putSession',
          session: {
            id: `timer-${startTime}`,
            goalId: 'g1',
            start: startTime,
            end: NOW,
            source: 'timer',
          },
        },
        {
          type: 'setTimer',
          timer: { goalId: 'gone', startTime, isRunning: false },
          stoppedAt: NOW,
        },
      ]);
    });

    it('asks at once when that device’s delete stopped the run here, and logs it elsewhere', async () => {
      const viola = createGoal({ id: 'g2', name: 'Viola', now: new Date(NOW - HOUR) });
      useGoals.setState({ goals: [piano, viola] });
      render(<TimerWidget />);
      const startTime = runTimerFor(20 * 60_000, 'g1');
      // The other device resets the run, then its goal's delete arrives.
      act(() => useGoals.setState({ timer: { goalId: 'g1', startTime, isRunning: false } }));
      expect(screen.queryByRole('complementary')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      act(() => useGoals.setState({ goals: [viola] }));
      const dialog = await screen.findByRole('alertdialog', { name: 'This goal was deleted' });
      expect(dialog).toHaveTextContent('deleted on another device, which stopped the timer');
      expect(within(dialog).queryByRole('button', { name: 'Keep running' })).toBeNull();
      await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Log time' }));
      // Only the session: the timer is stopped already.
      expect(submittedOps()).toEqual([
        {
          type: 'putSession',
          session: {
            id: `timer-${startTime}`,
            goalId: 'g2',
            start: startTime,
            end: NOW,
            source: 'timer',
          },
        },
      ]);
    });

    it('asks nothing when the run was stopped here, logged elsewhere, or reset with its goal kept', async () => {
      render(<TimerWidget />);
      useFeedback.setState({ toast: null });
      // Stopped on another device, its session logged, then its goal deleted there.
      const logged = runTimerFor(30 * 60_000, 'g1');
      const session = {
        id: `timer-${logged}`,
        goalId: 'g1',
        start: logged,
        end: NOW,
        source: 'timer' as const,
      };
      const view = {
        records: new Map(),
        sessions: new Map([['g1', new Map([[session.id, session]])]]),
        timer: null,
      };
      vi.spyOn(useGoals.getState(), 'view').mockReturnValue(view);
      act(() =>
        useGoals.setState({ timer: { goalId: 'g1', startTime: logged, isRunning: false } }),
      );
      // Said, with what was logged there (issue 49), rather than the timer going without a word.
      expect(useFeedback.getState().toast).toMatchObject({
        title: 'Timer stopped on another device',
        description: '30 min logged to “Piano”.',
      });
      useFeedback.setState({ toast: null });
      act(() => useGoals.setState({ goals: [] }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      vi.mocked(useGoals.getState().view).mockRestore();
      act(() => useGoals.setState({ goals: [piano] }));
      // Reset on another device, the goal kept.
      const first = runTimerFor(20 * 60_000, 'g1');
      act(() => useGoals.setState({ timer: { goalId: 'g1', startTime: first, isRunning: false } }));
      act(() => useGoals.setState({ goals: [{ ...piano }] }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(useFeedback.getState().toast).toBeNull();
      // Reset here (the goal's delete on this device): its change is in this device's outbox.
      const second = runTimerFor(10 * 60_000, 'g1');
      const reset = { goalId: 'g1', startTime: second, isRunning: false };
      act(() =>
        useGoals.setState({
          outbox: [
            {
              id: 'e1',
              uid: 'u1',
              tab: 't1',
              at: NOW,
              label: 'Reset',
              ops: [{ type: 'setTimer', timer: reset }],
            },
          ],
          timer: reset,
        }),
      );
      act(() => useGoals.setState({ goals: [] }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('Discard stops the timer and logs nothing; Keep running changes nothing', async () => {
      render(<TimerWidget />);
      const startTime = runTimerFor(20 * 60_000, 'gone');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Stop' }));
      let dialog = await screen.findByRole('alertdialog', { name: 'This goal was deleted' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep running' }));
      expect(submit).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Stop' }));
      dialog = await screen.findByRole('alertdialog', { name: 'This goal was deleted' });
      await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
      expect(submittedOps()).toEqual([
        { type: 'setTimer', timer: { goalId: 'gone', startTime, isRunning: false } },
      ]);
    });
  });
});
