/**
 * What holds the signed-in person's data in memory registers here when it takes that data (a
 * listener, a cache), and is let go on every way a session ends: sign-out, a forced sign-out,
 * a sign-out in another tab or an expired session (session-controller.ts).
 */
export type CleanupPhase =
  /** Winds down work in flight while the data is still there (e.g. log a running timer). */
  | 'finish'
  /** Lets go of the data (e.g. stop listening to goals, forget a cache). */
  | 'detach';

const cleanups: Record<CleanupPhase, Set<() => void>> = { finish: new Set(), detach: new Set() };

/** Registering the same function again is a no-op. */
export function registerSignOutCleanup(phase: CleanupPhase, cleanup: () => void): void {
  cleanups[phase].add(cleanup);
}

/** Every 'finish' cleanup runs before any 'detach' one; one failing does not stop the rest. */
export function runSignOutCleanup(): void {
  for (const phase of ['finish', 'detach'] as const) {
    for (const cleanup of cleanups[phase]) {
      try {
        cleanup();
      } catch (error) {
        console.error('Sign-out clean-up failed', error);
      }
    }
  }
}
