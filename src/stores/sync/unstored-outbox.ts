import type { OutboxEntry } from '@/domain/sync/outbox';

/**
 * What this tab meant to write to an outbox key when local storage refused it (full, or not
 * available): the key's whole content, by key. The outbox readers take it instead of the stored
 * copy, so such a change is still shown as pending and still sent; the next write of the key
 * that storage takes replaces it. It lives as long as the page: a change that never reached
 * storage is kept only while this tab is open.
 *
 * Its own module, with no imports to load: the sign-out wipe (local-user-data.ts, part of the
 * first paint) forgets it too.
 */
export const unstoredOutbox = new Map<string, OutboxEntry[]>();

/**
 * At sign-out: forgets every in-memory outbox. Those whose key starts with `keepPrefix` (unsent
 * changes kept for their owner's next sign-in) are written to storage once more first: the
 * wipe has just made room.
 */
export function forgetUnstoredOutbox(keepPrefix?: string | null): void {
  for (const [key, entries] of unstoredOutbox) {
    if (keepPrefix && key.startsWith(keepPrefix)) {
      try {
        if (entries.length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(entries));
      } catch {
        // still no room: they are lost with this page
      }
    }
  }
  unstoredOutbox.clear();
}
