/**
 * A system notification through the service worker, only when the person already granted
 * permission (this never asks). Without a ready service worker nothing is shown.
 */
export function showSystemNotification(title: string, body: string, tag: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      registration.showNotification(title, { body, tag, icon: '/icon-192.png' }),
    )
    .catch((error: unknown) => console.error('Could not show a notification', error));
}
