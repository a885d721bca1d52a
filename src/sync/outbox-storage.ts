import { claimFields, parseClaims, type FieldClaims } from '@/domain/sync/field-claims';
import { parseOutbox, type OutboxEntry } from '@/domain/sync/outbox';
import type { StorageAccess } from './ports';

/**
 * The outbox lives in local storage, one key per user and tab, so a tab only ever rewrites
 * its own key (two tabs never overwrite each other's entries) and every tab can read all.
 * A key whose last write storage refused is read from this tab's memory instead
 * (`unstored`: stores/sync/unstored-outbox.ts) until a write of it is taken.
 */
export interface OutboxStorageOptions {
  storage: StorageAccess;
  /** The start of every outbox key. */
  prefix: string;
  /** The start of the key (then the uid) of which kept change last set each goal field. */
  claimsPrefix: string;
  unstored: Map<string, OutboxEntry[]>;
  /** Storage refused a change kept with keep(). */
  onNotKept(): void;
}

export type OutboxStorage = ReturnType<typeof createOutboxStorage>;

export function createOutboxStorage({
  storage,
  prefix: OUTBOX_PREFIX,
  claimsPrefix,
  unstored: unstoredOutbox,
  onNotKept,
}: OutboxStorageOptions) {
  const keyFor = (uid: string, tab: string) => `${OUTBOX_PREFIX}${uid}:${tab}`;

  /** The tabs that hold entries of this user (this one included). */
  function tabsWithEntries(uid: string): string[] {
    const store = storage();
    const prefix = `${OUTBOX_PREFIX}${uid}:`;
    const keys = [...unstoredOutbox.keys()];
    for (let i = 0; store && i < store.length; i += 1) keys.push(store.key(i) ?? '');
    const tabs = keys
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));
    return [...new Set(tabs)];
  }

  function readTab(uid: string, tab: string): OutboxEntry[] {
    const key = keyFor(uid, tab);
    const entries = unstoredOutbox.get(key) ?? parseOutbox(storage()?.getItem(key) ?? null);
    return entries.filter((e) => e.uid === uid);
  }

  /** Every entry of this user from every tab, oldest first, each once. */
  function readAll(uid: string): OutboxEntry[] {
    const byId = new Map<string, OutboxEntry>();
    for (const tab of tabsWithEntries(uid)) for (const e of readTab(uid, tab)) byId.set(e.id, e);
    return [...byId.values()].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  }

  /**
   * Synchronous, so it is on disk before the database is even called. False if storage refused
   * it (full, or not available): the entries are then kept in this tab's memory, read back like
   * stored ones, until a later write of the key is taken.
   */
  function writeTab(uid: string, tab: string, entries: OutboxEntry[]): boolean {
    const key = keyFor(uid, tab);
    const store = storage();
    try {
      if (!store) throw new Error('Local storage is not available');
      if (entries.length === 0) store.removeItem(key);
      else store.setItem(key, JSON.stringify(entries));
      unstoredOutbox.delete(key);
      return true;
    } catch (error) {
      console.error('Could not keep the change on this device', error);
      unstoredOutbox.set(key, [...entries]); // an empty list too: the stored copy is out of date
      return false;
    }
  }

  function changeTab(
    uid: string,
    tab: string,
    change: (entries: OutboxEntry[]) => OutboxEntry[],
  ): boolean {
    return writeTab(uid, tab, change(readTab(uid, tab)));
  }

  /** Which kept change last set each goal field (domain/sync/field-claims.ts). */
  function claims(uid: string): FieldClaims {
    try {
      return parseClaims(storage()?.getItem(`${claimsPrefix}${uid}`) ?? null);
    } catch {
      return {};
    }
  }

  function writeClaims(uid: string, next: FieldClaims): void {
    try {
      const store = storage();
      if (Object.keys(next).length > 0)
        store?.setItem(`${claimsPrefix}${uid}`, JSON.stringify(next));
      else store?.removeItem(`${claimsPrefix}${uid}`);
    } catch {
      // Storage full: an older change sent again may undo a newer one, as before claims.
    }
  }

  /**
   * Appends to a tab's outbox, synchronously, the newest changes of their fields. When storage
   * refuses them they are kept in this tab's memory, still shown as pending and sent, and the
   * person is told (onNotKept).
   */
  function keep(uid: string, tab: string, entries: OutboxEntry[]): boolean {
    const kept = changeTab(uid, tab, (own) => [...own, ...entries]);
    if (!kept) onNotKept();
    const before = claims(uid);
    const after = claimFields(before, entries, () => readAll(uid));
    if (after !== before) writeClaims(uid, after);
    return kept;
  }

  return { tabsWithEntries, readTab, readAll, writeTab, changeTab, keep, claims };
}
