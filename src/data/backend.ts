import { lazyOnce } from './lazy-once';
import type { Backend } from './ports';

const loadFirebaseBackend = lazyOnce(() =>
  import('./firebase/firebase-backend').then((m) => m.createFirebaseBackend()),
);
let fakeBackend: Promise<Backend> | undefined;

/**
 * Loads the Firebase adapter on first use. Keeping it behind a dynamic import keeps the
 * SDK out of the landing page's first paint.
 */
export function loadBackend(): Promise<Backend> {
  return fakeBackend ?? loadFirebaseBackend();
}

/** Tests inject an in-memory backend instead of Firebase. */
export function setBackendForTesting(fake: Backend | undefined): void {
  fakeBackend = fake && Promise.resolve(fake);
}
