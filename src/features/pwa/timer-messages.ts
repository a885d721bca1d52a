/** The messages between the app and the service worker about the running timer (spec §7). */
export type TimerWorkerMessage =
  | {
      type: 'SHOW_TIMER_NOTIFICATION' | 'UPDATE_TIMER_NOTIFICATION';
      title: string;
      elapsed: string;
      /** The run is paused: the notification says so and offers Resume instead of Pause. */
      paused?: boolean;
    }
  | { type: 'CLEAR_TIMER_NOTIFICATION' };

/** What the worker tells every open tab when a notification action is pressed. */
export const STOP_TIMER = 'STOP_TIMER';
export const PAUSE_TIMER = 'PAUSE_TIMER';
export const RESUME_TIMER = 'RESUME_TIMER';

/** Posts to the active service worker, if there is one (notifications are a nicety). */
export function postToWorker(message: TimerWorkerMessage): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  const target = container.controller;
  if (target) {
    target.postMessage(message);
    return;
  }
  container.ready
    .then((registration) => registration.active?.postMessage(message))
    .catch((error: unknown) => console.warn('No service worker for the timer notification', error));
}
