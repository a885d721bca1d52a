import { parseOutbox, type OutboxEntry } from '@/domain/sync/outbox';
import { LOCAL_KEY_PREFIXES } from '../storage-keys';

/**
 * The outbox lives in local storage, one key per user and tab, so a tab only ever rewrites
 * its own key (two tabs never overwrite each other's entries) and every tab can read all.
 */
const OUTBOX_PREFIX = LOCAL_KEY_PREFIXES.outbox;

const keyFor = (uid: string, tab: string) => `${OUTBOX_PREFIX}${uid}:${tab}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The tabs that hold entries of this user (this one included). */
export function tabsWithEntries(uid: string): string[] {
  const store = storage();
  if (!store) return [];
  const prefix = `${OUTBOX_PREFIX}${uid}:`;
  const tabs: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) tabs.push(key.slice(prefix.length));
  }
  return tabs;
}

export function readTab(uid: string, tab: string): OutboxEntry[] {
  return parseOutbox(storage()?.getItem(keyFor(uid, tab)) ?? null).filter((e) => e.uid === uid);
}

/** Every entry of this user from every tab, oldest first, each once. */
export function readAll(uid: string): OutboxEntry[] {
  const byId = new Map<string, OutboxEntry>();
  for (const tab of tabsWithEntries(uid)) for (const e of readTab(uid, tab)) byId.set(e.id, e);
  return [...byId.values()].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}

/** Synchronous, so it is on disk before the database is even called. False if it failed. */
export function writeTab(uid: string, tab: string, entries: OutboxEntry[]): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (entries.length === 0) store.removeItem(keyFor(uid, tab));
    else store.setItem(keyFor(uid, tab), JSON.stringify(entries));
    return true;
  } catch (error) {
    console.error('Could not keep the change on this device', error);
    return false;
  }
}

export function changeTab(
  uid: string,
  tab: string,
  change: (entries: OutboxEntry[]) => OutboxEntry[],
): boolean {
  return writeTab(uid, tab, change(readTab(uid, tab)));
}

/** Calls back when another tab changes an outbox. */
export function onOtherTabOutboxChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(OUTBOX_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
