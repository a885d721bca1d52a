import type { Backend } from './ports';

let backend: Promise<Backend> | undefined;

/**
 * Loads the Firebase adapter on first use. Keeping it behind a dynamic import keeps the
 * SDK out of the landing page's first paint.
 */
export function loadBackend(): Promise<Backend> {
  backend ??= import('./firebase/firebase-backend').then((m) => m.createFirebaseBackend());
  return backend;
}

/** Tests inject an in-memory backend instead of Firebase. */
export function setBackendForTesting(fake: Backend | undefined): void {
  backend = fake ? Promise.resolve(fake) : undefined;
}
