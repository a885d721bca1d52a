/**
 * What the sync engine needs from its surroundings, kept small so tests hand it fakes: the
 * browser supplies local storage, Web Locks and the corrected clock (stores/sync/engine-root.ts).
 */

/** The calls of local storage the engine makes. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Local storage as it is now; null when the browser does not offer it. */
export type StorageAccess = () => KeyValueStore | null;

/** This tab and the other open tabs of the browser. */
export interface TabPresence {
  /** This tab, for as long as it is open. */
  readonly id: string;
  /** Lets other tabs tell that this one is open, until it closes. */
  announce(): void;
  /** The tabs of this browser that are still open; null when the browser cannot tell. */
  openTabs(): Promise<Set<string> | null>;
}

export interface SyncClock {
  /** Now, the device clock corrected when it runs fast. */
  now(): number;
  /** What now() takes off the device clock. */
  correction(): number;
}
