import { useEffect } from 'react';
import { useGoals } from './goals.store';

/** Whether the loaded sessions reach back to `since` (null: every session). */
const reaches = (from: number | null | undefined, since: number | null) =>
  from === null || (from !== undefined && since !== null && from <= since);

/**
 * Holds the sessions from `since` on (null: every session; undefined: only the recent ones the
 * goals page keeps) loaded while the calling screen is shown; true once they are.
 */
export function useSessionsSince(since: number | null | undefined): boolean {
  const request = useGoals((s) => s.requestSessionsSince);
  useEffect(() => (since === undefined ? undefined : request(since)), [request, since]);
  return useGoals((s) =>
    since === undefined ? s.sessionsFrom !== undefined : reaches(s.sessionsFrom, since),
  );
}

/** Holds every session loaded while the calling screen is shown; true once they are. */
export function useFullSessionLog(): boolean {
  return useSessionsSince(null);
}

/**
 * Resolves once every session is loaded (from this device's cache when offline), with the
 * release to call when done with them.
 */
export function whenFullLog(): Promise<() => void> {
  const release = useGoals.getState().requestSessionsSince(null);
  return new Promise((resolve) => {
    if (useGoals.getState().sessionsFrom === null) return resolve(release);
    const stop = useGoals.subscribe((state) => {
      if (state.sessionsFrom !== null && state.uid) return;
      stop();
      resolve(release);
    });
  });
}
