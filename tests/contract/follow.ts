import { vi } from 'vitest';
import type { Unsubscribe, Watched } from '@/data/ports';

const WAIT = { timeout: 10_000, interval: 20 };

/** Follows one listener of a repository, keeping every report and the error, if any. */
export function follow<T>(
  subscribe: (listener: (report: Watched<T>) => void, onError: (e: unknown) => void) => Unsubscribe,
) {
  const reports: Watched<T>[] = [];
  let failure: unknown;
  const stop = subscribe(
    (report) => reports.push(report),
    (error) => (failure = error ?? 'error'),
  );
  return {
    reports,
    stop,
    /** Resolves the first report that satisfies `test`, waiting for it. */
    until: (test: (report: Watched<T>) => boolean) =>
      vi.waitFor(() => {
        const found = reports.find(test);
        if (!found) throw new Error('No such report yet');
        return found;
      }, WAIT),
    /** Resolves the error code the listener was stopped with. */
    refused: () =>
      vi.waitFor(() => {
        if (failure === undefined) throw new Error('Not refused yet');
        return String((failure as { code?: unknown }).code);
      }, WAIT),
  };
}

/** The value as the server confirmed it: no pending write, not from the cache. */
export const confirmed = <T>(report: Watched<T>) => !report.hasPendingWrites && !report.fromCache;
