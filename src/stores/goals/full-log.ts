import { useEffect } from 'react';
import { useGoals } from './goals.store';

/** Holds every session loaded while the calling screen is shown; true once they are. */
export function useFullSessionLog(): boolean {
  const request = useGoals((s) => s.requestFullLog);
  useEffect(() => request(), [request]);
  return useGoals((s) => s.fullLog);
}

/**
 * Resolves once every session is loaded (from this device's cache when offline), with the
 * release to call when done with them.
 */
export function whenFullLog(): Promise<() => void> {
  const release = useGoals.getState().requestFullLog();
  return new Promise((resolve) => {
    if (useGoals.getState().fullLog) return resolve(release);
    const stop = useGoals.subscribe((state) => {
      if (!state.fullLog && state.uid) return;
      stop();
      resolve(release);
    });
  });
}
