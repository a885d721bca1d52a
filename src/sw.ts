/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa injectManifest): precaches the app shell so the app
// starts offline, falls back to index.html for navigations, and shows the running timer as a
// notification (spec §7 "Local storage and notifications").
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { TimerWorkerMessage } from './features/pwa/timer-messages';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every navigation inside the app is the single-page shell (Firebase's /__/ paths excepted).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/__\//] }),
);

// registerType 'prompt': a new version waits until the person chooses Reload (the app then sends
// SKIP_WAITING), so open tabs are never reloaded under someone typing. The first install takes
// over at once.
clientsClaim();

const TAG = 'timer';

/** Fields the DOM typings lack but browsers support for persistent notifications. */
type TimerNotificationOptions = NotificationOptions & {
  renotify: boolean;
  actions: { action: string; title: string }[];
};

/** Its actions: Pause (or Resume) beside Stop. */
async function showTimer(title: string, elapsed: string, paused: boolean) {
  const options: TimerNotificationOptions = {
    body: paused ? `Paused · ${elapsed}` : elapsed,
    tag: TAG,
    renotify: false,
    silent: true,
    requireInteraction: true,
    icon: '/icon-192.png',
    actions: [
      paused ? { action: 'resume', title: 'Resume' } : { action: 'pause', title: 'Pause' },
      { action: 'stop', title: 'Stop' },
    ],
  };
  await self.registration.showNotification(title, options);
}

async function clearTimer() {
  const shown = await self.registration.getNotifications({ tag: TAG });
  shown.forEach((notification) => notification.close());
}

self.addEventListener('message', (event) => {
  const data = event.data as TimerWorkerMessage | { type: 'SKIP_WAITING' } | null;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'SKIP_WAITING') {
    event.waitUntil(self.skipWaiting());
  } else if (data.type === 'SHOW_TIMER_NOTIFICATION' || data.type === 'UPDATE_TIMER_NOTIFICATION') {
    event.waitUntil(showTimer(String(data.title), String(data.elapsed), data.paused === true));
  } else if (data.type === 'CLEAR_TIMER_NOTIFICATION') {
    event.waitUntil(clearTimer());
  }
});

const ACTION_MESSAGES: Record<string, string> = {
  stop: 'STOP_TIMER',
  pause: 'PAUSE_TIMER',
  resume: 'RESUME_TIMER',
};

/** An action pressed on the notification: every open tab hears it (the outbox sends it once). */
async function tellTabs(type: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  windows.forEach((client) => client.postMessage({ type }));
}

async function focusApp() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const first = windows[0];
  if (first) await first.focus();
  else await self.clients.openWindow('/goals');
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const message = ACTION_MESSAGES[event.action];
  event.waitUntil(message ? tellTabs(message) : focusApp());
});
