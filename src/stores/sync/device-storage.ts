import type { OutboxEntry } from '@/domain/sync/outbox';
import { createLeftSessions } from '@/sync/left-sessions';
import { createOutboxStorage } from '@/sync/outbox-storage';
import type { KeyValueStore } from '@/sync/ports';
import { createTimerMirror } from '@/sync/timer-mirror';
import { LOCAL_KEY_PREFIXES, LOCAL_KEYS } from '../storage-keys';
import { noticeChangeNotKept } from './storage-full-notice';
import { TAB_ID } from './tab-presence';
import { unstoredOutbox } from './unstored-outbox';

const OUTBOX_PREFIX = LOCAL_KEY_PREFIXES.outbox;

/** The browser's local storage; null when it offers none or refuses access. */
function localStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The outbox of every account and tab of this browser. */
export const outboxStorage = createOutboxStorage({
  storage: localStore,
  prefix: OUTBOX_PREFIX,
  claimsPrefix: LOCAL_KEY_PREFIXES.fieldClaims,
  unstored: unstoredOutbox,
  onNotKept: noticeChangeNotKept,
});
export const { tabsWithEntries, readTab, readAll, writeTab, changeTab } = outboxStorage;

/** Appends to this tab's outbox, synchronously (the person is told when storage refuses). */
export const keepInOutbox = (uid: string, entries: OutboxEntry[]): boolean =>
  outboxStorage.keep(uid, TAB_ID, entries);

export const timerMirror = createTimerMirror(localStore, LOCAL_KEYS.timerMirror);

/** The goals this device deleted whose older sessions may still be on the server. */
export const leftSessions = createLeftSessions(localStore, LOCAL_KEY_PREFIXES.deletedGoals);

/** Calls back when another tab changes an outbox. */
export function onOtherTabOutboxChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(OUTBOX_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
