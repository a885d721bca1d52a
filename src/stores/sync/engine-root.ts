import { loadBackend } from '@/data/backend';
import { markOnce } from '@/sync/mark-once';
import { createGoalUpkeep } from '@/sync/goal-upkeep';
import { createSessionRequests } from '@/sync/session-requests';
import { createSyncEngine, type SyncEngine } from '@/sync/sync-engine';
import { syncClock } from '../clock';
import { checkDeviceClock } from './device-clock-check';
import { leftSessions, onOtherTabOutboxChange, outboxStorage, timerMirror } from './device-storage';
import { tabPresence } from './tab-presence';

function onBackOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/** The starts screens need sessions from: kept across engines, as the screens stay. */
const sessionRequests = createSessionRequests();

/**
 * The one place the sync engine is put together: this browser's local storage, Web Locks and
 * clock, and the backend loaded on first use.
 */
export function startSyncEngine(uid: string): SyncEngine {
  return createSyncEngine({
    uid,
    backend: loadBackend().then((backend) => ({
      repo: backend.goals,
      settled: () => backend.waitForPendingWrites(),
      checkClock: () => checkDeviceClock(backend.auth),
    })),
    outbox: outboxStorage,
    tabs: tabPresence,
    clock: syncClock,
    mirror: timerMirror,
    sessionRequests,
    watchOtherTabs: onOtherTabOutboxChange,
    watchOnline: onBackOnline,
    upkeep: (submit, pending) => createGoalUpkeep(submit, pending, leftSessions),
    mark: markOnce,
  });
}

/**
 * Loads the sessions from `since` on (null: every session) until the returned release is
 * called, whether or not an engine runs now.
 */
export const requestSessionsSince = (since: number | null) => sessionRequests.request(since);
