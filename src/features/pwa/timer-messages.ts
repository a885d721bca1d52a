/** The messages between the app and the service worker about the running timer (spec §7). */
export type TimerWorkerMessage =
  | {
      type: 'SHOW_TIMER_NOTIFICATION' | 'UPDATE_TIMER_NOTIFICATION';
      title: string;
      elapsed: string;
    }
  | { type: 'CLEAR_TIMER_NOTIFICATION' };

export const STOP_TIMER = 'STOP_TIMER';

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
