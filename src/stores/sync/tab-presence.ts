import { appConfig } from '@/config';
import type { TabPresence } from '@/sync/ports';

const LOCK_PREFIX = `${appConfig.productName.toLowerCase()}-tab:`;

/** This tab, for as long as it is open. */
export const TAB_ID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Date.now()}-${Math.random().toString(36).slice(2)}`;

let holding = false;

/** Holds a Web Lock named after this tab until the tab closes, so other tabs can tell. */
export function announceTab(): void {
  if (holding || typeof navigator === 'undefined' || !navigator.locks) return;
  holding = true;
  void navigator.locks.request(`${LOCK_PREFIX}${TAB_ID}`, () => new Promise<void>(() => undefined));
}

/** The tabs of this browser that are still open; null when the browser cannot tell. */
export async function openTabs(): Promise<Set<string> | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  const { held = [] } = await navigator.locks.query();
  return new Set(
    held.flatMap((lock) =>
      lock.name?.startsWith(LOCK_PREFIX) ? [lock.name.slice(LOCK_PREFIX.length)] : [],
    ),
  );
}

/** This tab among the others, as the sync engine sees it. */
export const tabPresence: TabPresence = { id: TAB_ID, announce: announceTab, openTabs };
