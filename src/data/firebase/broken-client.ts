/**
 * A failure that leaves the Firestore client unusable for good: local storage refused a write
 * (QuotaExceededError, thrown inside the SDK's queue), and every call after it fails the SDK's
 * internal assertion.
 */
export function isBrokenClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'QuotaExceededError') return true;
  return (
    typeof message === 'string' &&
    (message.includes('INTERNAL ASSERTION FAILED') ||
      message.includes('AsyncQueue is already failed'))
  );
}

const PROBE_KEY = 'masterly-room-probe';
/** About what the multi-tab cache writes to local storage for one change. */
const PROBE_SIZE = 4096;

/** Whether local storage takes a write the size of the multi-tab cache's (true without one). */
export function storageHasRoom(storage: Storage | null = localStorageOrNull()): boolean {
  if (!storage) return true;
  try {
    storage.setItem(PROBE_KEY, 'x'.repeat(PROBE_SIZE));
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether a listener takes a report: one attached to a new client (its cache in memory, empty)
 * waits for the server's first answer, so what it showed is not replaced by an empty or partial
 * view while offline.
 */
export type ReportGate = (fromCache: boolean) => boolean;

export function gate(reattached: boolean): ReportGate {
  let open = !reattached;
  return (fromCache) => {
    if (!fromCache) open = true;
    return open;
  };
}
