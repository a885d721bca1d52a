import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
  type FirestoreSettings,
} from 'firebase/firestore';
import { BackendError, type Unsubscribe } from '../ports';
import { gate, isBrokenClientError, storageHasRoom, type ReportGate } from './broken-client';
import { emulatorHost, firebaseApp, firestoreEmulatorPort, usesEmulators } from './firebase-app';

/** The client every repository talks to; replaced once, by one on memory, if storage fails. */
let client: Firestore | undefined;
let stable: Firestore | undefined;
let cacheOff = false;
/** Listeners that attach themselves again to the client that replaces a broken one. */
const reattachers = new Set<() => void>();
const cacheOffListeners = new Set<() => void>();
/** Rejects, when the client is replaced, the calls still waiting on the broken one. */
let loseClient: (error: BackendError) => void = () => undefined;
const clientLost = new Promise<never>((_, reject) => {
  loseClient = reject;
});
clientLost.catch(() => undefined);

function newClient(settings: FirestoreSettings): Firestore {
  const db = initializeFirestore(firebaseApp(), settings);
  if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestoreEmulatorPort);
  return db;
}

/**
 * With local storage full, the multi-tab cache's next write to it fails inside the SDK, and
 * from then on every call fails an internal assertion, in this tab for good: its writes never
 * answer and its listeners go silent. The client is replaced by one that keeps its cache in
 * memory (this tab alone): the outbox sends what was on its way again (ADR 0001).
 */
function turnCacheOff(): void {
  if (cacheOff || !client) return;
  cacheOff = true;
  tellOtherTabs();
  const broken = client;
  try {
    // Removes it from the app at once (so a new one can be made); its shutdown may never end.
    void terminate(broken).catch(() => undefined);
  } catch {
    // its queue has failed: it is let go all the same
  }
  client = newClient({ localCache: memoryLocalCache() });
  loseClient(new BackendError('unavailable', 'The database client was replaced'));
  for (const reattach of reattachers) reattach();
  for (const listener of cacheOffListeners) listener();
}

/**
 * The tabs' caches share their state through local storage: once it is full, what one tab
 * writes the others never hear of (another tab's change stays "pending" in their view for
 * good), so every open tab goes on from memory as soon as one finds the storage full.
 */
let cacheOffChannel: BroadcastChannel | null = null;

function tellOtherTabs(): void {
  cacheOffChannel?.postMessage('cache-off');
}

function hearOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  cacheOffChannel = new BroadcastChannel('masterly-firestore-cache-off');
  cacheOffChannel.onmessage = () => turnCacheOff();
}

function watchForBrokenClient(): void {
  if (typeof window === 'undefined') return;
  hearOtherTabs();
  // The SDK throws the failure where no caller catches it: from its own timers and queue.
  const check = (error: unknown) => {
    if (isBrokenClientError(error)) turnCacheOff();
  };
  window.addEventListener('error', (event) => check(event.error));
  window.addEventListener('unhandledrejection', (event) => check(event.reason));
}

/**
 * The app's Firestore, with the persistent multi-tab cache so reads are served offline, or one
 * on memory when this device's storage is full. Its references and queries stay good when the
 * client behind it is replaced (the object returned forwards to the current client).
 */
export function firestore(): Firestore {
  if (stable) return stable;
  cacheOff = !storageHasRoom();
  client = newClient({
    localCache: cacheOff
      ? memoryLocalCache()
      : persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  watchForBrokenClient();
  if (cacheOff) tellOtherTabs();
  const current = () => client!;
  stable = new Proxy(client, {
    get: (_, key) => Reflect.get(current(), key),
    set: (_, key, value) => Reflect.set(current(), key, value),
    has: (_, key) => Reflect.has(current(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
  });
  return stable;
}

/**
 * A call on the client that answers even if the client breaks meanwhile: a broken client's
 * failure (or its silence once replaced) comes back as 'unavailable', to be tried again.
 */
export function onWorkingClient<T>(call: () => Promise<T>): Promise<T> {
  const answer = (async () => call())().catch((error: unknown) => {
    if (!isBrokenClientError(error)) throw error;
    turnCacheOff();
    throw new BackendError('unavailable', String(error));
  });
  return cacheOff ? answer : Promise.race([answer, clientLost]);
}

/**
 * Follows documents through `attach`, attached again to the client that replaces a broken one;
 * the returned call stops following them. Reports `takes` refuses are to be dropped.
 */
export function lastingListener(attach: (takes: ReportGate) => Unsubscribe): Unsubscribe {
  let stop = attach(gate(false));
  const reattach = () => {
    stop = attach(gate(true));
  };
  reattachers.add(reattach);
  return () => {
    reattachers.delete(reattach);
    try {
      stop();
    } catch {
      // a broken client's listener is gone already
    }
  };
}

/** Calls back (at once if so already) when this tab's client keeps its cache in memory. */
export function onCacheOff(listener: () => void): Unsubscribe {
  if (cacheOff) {
    listener();
    return () => undefined;
  }
  cacheOffListeners.add(listener);
  return () => cacheOffListeners.delete(listener);
}
