import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InCornerStack } from '@/components/ui/corner-stack';
import { appConfig } from '@/config';
import { elapsedMs, formatClock } from '@/domain/timer';
import { isPaused } from '@/domain/timer-pause';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';
import { PAUSE_TIMER, postToWorker, RESUME_TIMER, STOP_TIMER } from './timer-messages';

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** The notification's title: the running goal's name, or the product's. */
function timerTitle(goalId: string): string {
  const goal = useGoals.getState().goals.find((g) => g.id === goalId);
  return goal ? `${goal.name} · ${appConfig.productName}` : appConfig.productName;
}

/** Mirrors the running timer into a status-bar notification through the service worker. */
function useTimerNotification(enabled: boolean) {
  const timer = useTimer((s) => s.timer);
  const now = useTimer((s) => s.now);
  const shownFor = useRef<number | null>(null);
  const running = enabled && timer?.isRunning ? timer : null;

  useEffect(() => {
    if (!running) {
      if (shownFor.current !== null) postToWorker({ type: 'CLEAR_TIMER_NOTIFICATION' });
      shownFor.current = null;
      return;
    }
    const message = {
      title: timerTitle(running.goalId),
      elapsed: formatClock(elapsedMs(running, now)),
      paused: isPaused(running),
    };
    const first = shownFor.current !== running.startTime;
    shownFor.current = running.startTime;
    postToWorker({
      type: first ? 'SHOW_TIMER_NOTIFICATION' : 'UPDATE_TIMER_NOTIFICATION',
      ...message,
    });
  }, [running, now]);

  useEffect(() => {
    return () => {
      if (shownFor.current !== null) postToWorker({ type: 'CLEAR_TIMER_NOTIFICATION' });
    };
  }, []);
}

/**
 * Stop, Pause or Resume pressed on the notification: the worker tells every open tab. A second
 * tab's copy of the same change is a repeat the server refuses and the sender drops (the same
 * session id; a later pause over an earlier one; a resume of a running timer).
 */
function useActionsFromWorker() {
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const type = (event.data as { type?: string } | null)?.type;
      const timer = useTimer.getState();
      if (type === STOP_TIMER) timer.stop();
      else if (type === PAUSE_TIMER) timer.pause();
      else if (type === RESUME_TIMER) timer.resume();
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, []);
}

/**
 * Asks once per run whether to keep the timer in the status bar (spec §4 "Timer notification
 * permission"), then keeps the notification up to date.
 */
export function TimerNotifications() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [dismissed, setDismissed] = useState(false);
  const running = useTimer((s) => s.timer?.isRunning === true);

  useTimerNotification(permission === 'granted');
  useActionsFromWorker();

  if (!running || permission !== 'default' || dismissed) return null;

  async function allow() {
    try {
      setPermission(await Notification.requestPermission());
    } catch (error) {
      console.error('Asking for notifications failed', error);
      setDismissed(true);
    }
  }

  return (
    <InCornerStack place="timerQuestion">
      <section
        aria-labelledby="timer-notification-title"
        className="w-full max-w-xs rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
      >
        <p id="timer-notification-title" className="text-sm font-medium text-slate-900">
          Keep timer visible in status bar?
        </p>
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
            No
          </Button>
          <Button size="sm" onClick={() => void allow()}>
            Allow
          </Button>
        </div>
      </section>
    </InCornerStack>
  );
}
