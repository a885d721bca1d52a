import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveTimer } from '@/domain/timer';
import { useTimer, type StopResult } from '@/stores/timer/timer.store';
import { TimerNotifications } from './timer-notifications';

const START = Date.UTC(2026, 2, 1, 9, 0, 0);
const running: ActiveTimer = { goalId: 'g1', isRunning: true, startTime: START, elapsedTime: 0 };

let permission: NotificationPermission;
const requestPermission = vi.fn(async () => {
  permission = 'granted';
  return permission;
});
const posted: unknown[] = [];
const worker = new EventTarget();

beforeEach(() => {
  permission = 'default';
  posted.length = 0;
  requestPermission.mockClear();
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.assign(worker, { controller: { postMessage: (m: unknown) => posted.push(m) } });
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  useTimer.setState({ timer: running, now: START });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useTimer.setState({ timer: null });
});

const question = () => screen.queryByText('Keep timer visible in status bar?');

describe('TimerNotifications', () => {
  it('asks while a timer runs with the permission undecided; Allow requests it', async () => {
    render(<TimerNotifications />);
    expect(question()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(question()).not.toBeInTheDocument();
    // The notification is posted from an effect after the granted permission renders.
    await waitFor(() =>
      expect(posted[0]).toMatchObject({ type: 'SHOW_TIMER_NOTIFICATION', elapsed: '00:00:00' }),
    );
  });

  it('No dismisses the question without asking the browser', async () => {
    render(<TimerNotifications />);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(question()).not.toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(posted).toHaveLength(0);
  });

  it('does not ask when no timer runs or the user already decided', () => {
    permission = 'denied';
    render(<TimerNotifications />);
    expect(question()).not.toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('when granted: shows, updates every tick with HH:MM:SS, and clears on stop', () => {
    permission = 'granted';
    render(<TimerNotifications />);
    expect(question()).not.toBeInTheDocument();
    expect(posted.at(-1)).toMatchObject({ type: 'SHOW_TIMER_NOTIFICATION', elapsed: '00:00:00' });
    act(() => useTimer.setState({ now: START + 3_661_000 }));
    expect(posted.at(-1)).toMatchObject({
      type: 'UPDATE_TIMER_NOTIFICATION',
      elapsed: '01:01:01',
    });
    expect((posted.at(-1) as { title: string }).title).toBeTruthy();
    act(() => useTimer.setState({ timer: null }));
    expect(posted.at(-1)).toEqual({ type: 'CLEAR_TIMER_NOTIFICATION' });
  });

  it('stops the timer when the worker sends STOP_TIMER', () => {
    const original = useTimer.getState().stop;
    const stop = vi.fn((): StopResult => ({ ok: true }));
    useTimer.setState({ stop });
    try {
      render(<TimerNotifications />);
      act(() => {
        worker.dispatchEvent(new MessageEvent('message', { data: { type: 'STOP_TIMER' } }));
      });
      expect(stop).toHaveBeenCalledOnce();
    } finally {
      useTimer.setState({ stop: original });
    }
  });

  it('shows the practiced time of a paused run, as paused (Resume beside Stop)', () => {
    permission = 'granted';
    const paused = { ...running, pausedAt: START + 600_000, pausedMs: 0, resumedAt: START };
    useTimer.setState({ timer: paused, now: START + 3_600_000 });
    render(<TimerNotifications />);
    expect(posted.at(-1)).toMatchObject({ elapsed: '00:10:00', paused: true });
    act(() => useTimer.setState({ now: START + 7_200_000 }));
    expect(posted.at(-1)).toMatchObject({ elapsed: '00:10:00', paused: true });
  });

  it('pauses and resumes the timer when the worker sends PAUSE_TIMER or RESUME_TIMER', () => {
    const original = useTimer.getState();
    const pause = vi.fn();
    const resume = vi.fn();
    useTimer.setState({ pause, resume });
    try {
      render(<TimerNotifications />);
      act(() => {
        worker.dispatchEvent(new MessageEvent('message', { data: { type: 'PAUSE_TIMER' } }));
        worker.dispatchEvent(new MessageEvent('message', { data: { type: 'RESUME_TIMER' } }));
      });
      expect(pause).toHaveBeenCalledOnce();
      expect(resume).toHaveBeenCalledOnce();
    } finally {
      useTimer.setState({ pause: original.pause, resume: original.resume });
    }
  });
});
