import { loadBackend } from '@/data/backend';
import { markOnce } from '@/sync/mark-once';
import { createGoalUpkeep } from '@/sync/goal-upkeep';
import { createSessionRequests } from '@/sync/session-requests';
import { createSyncEngine, type SyncEngine, type SyncSnapshot } from '@/sync/sync-engine';
import { syncClock } from '../clock';
import { checkDeviceClock } from './device-clock-check';
import { noticeCacheOff } from './storage-full-notice';
import { leftSessions, onOtherTabOutboxChange, outboxStorage, timerMirror } from './device-storage';
import { tabPresence } from './tab-presence';
import { tellUnsent } from './tab-unsent-channel';

function onBackOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/** The starts screens need sessions from: kept across engines, as the screens stay. */
const sessionRequests = createSessionRequests();

/** Whether this page follows its database's cache (told once, whichever engine starts first). */
let followsCache = false;

/**
 * The one place the sync engine is put together: this browser's local storage, Web Locks and
 * clock, and the backend loaded on first use.
 */
export function startSyncEngine(uid: string): SyncEngine {
  const engine = createSyncEngine({
    uid,
    backend: loadBackend().then((backend) => {
      if (!followsCache) backend.onLocalCacheOff(noticeCacheOff);
      followsCache = true;
      return {
        repo: backend.goals,
        settled: () => backend.waitForPendingWrites(),
        checkClock: () => checkDeviceClock(backend.auth),
      };
    }),
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
  // Changes kept only in this tab's memory (storage full) are seen by no other tab: it says so.
  const tell = (snapshot: SyncSnapshot) =>
    tellUnsent(uid, snapshot.outbox.filter((entry) => entry.tab === tabPresence.id).length);
  tell(engine.getSnapshot());
  engine.subscribe(tell);
  return engine;
}

/**
 * Loads the sessions from `since` on (null: every session) until the returned release is
 * called, whether or not an engine runs now.
 */
export const requestSessionsSince = (since: number | null) => sessionRequests.request(since);
