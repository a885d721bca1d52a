import { useEffect } from 'react';
import type { GoalsData } from './goals-data';
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
  useEffect(() => {
    if (since === undefined) return;
    return request(since);
  }, [request, since]);
  return useGoals((s) =>
    since === undefined ? s.sessionsFrom !== undefined : reaches(s.sessionsFrom, since),
  );
}

/** Holds every session loaded while the calling screen is shown; true once they are. */
export function useFullSessionLog(): boolean {
  return useSessionsSince(null);
}

/**
 * Resolves once every session is loaded, with the release to call when done with them. Loaded
 * means answered by the server, or from this device's cache while offline: a cached answer while
 * online holds only the sessions this device read before. `fromCacheWillDo` takes that answer
 * too, for a caller that mends what it missed later.
 */
export function whenFullLog({ fromCacheWillDo = false } = {}): Promise<() => void> {
  const release = useGoals.getState().requestSessionsSince(null);
  const loaded = ({ uid, sessionsFrom, sessionsFromCache }: GoalsData) =>
    !uid || (sessionsFrom === null && (!sessionsFromCache || fromCacheWillDo || !navigator.onLine));
  return new Promise((resolve) => {
    const check = () => {
      if (!loaded(useGoals.getState())) return;
      stop();
      window.removeEventListener('offline', check);
      resolve(release);
    };
    const stop = useGoals.subscribe(check);
    window.addEventListener('offline', check);
    check();
  });
}
