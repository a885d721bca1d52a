import { readStored, storedTimer } from '@/domain/stored-schemas';
import { activeTimerOf, type ActiveTimer, type TimerRecord } from '@/domain/timer';
import type { StorageAccess } from './ports';

interface StoredMirror {
  uid: string;
  /** The spec's shape, for anything that reads the key. */
  activeTimer: ActiveTimer | null;
  timer: TimerRecord | null;
  /** The last timer the server confirmed, to notice a run replaced while this tab was away. */
  confirmed?: TimerRecord | null;
}

export type TimerMirror = ReturnType<typeof createTimerMirror>;

/** The running timer kept under `key` (the spec's `{product}-data`), shown at once on the next visit. */
export function createTimerMirror(storage: StorageAccess, key: string) {
  const TIMER_MIRROR_KEY = key;
  /** Throws when there is no storage: reading it then finds no mirror, writing it logs why. */
  function available() {
    const store = storage();
    if (!store) throw new Error('Local storage is not available');
    return store;
  }

  function readTimerMirror(
    uid: string,
  ): { timer: TimerRecord | null; confirmed: TimerRecord | null } | null {
    try {
      const raw = JSON.parse(
        available().getItem(TIMER_MIRROR_KEY) ?? 'null',
      ) as Partial<StoredMirror> | null;
      if (!raw || raw.uid !== uid) return null;
      return {
        timer: readStored(storedTimer, raw.timer, null),
        confirmed: readStored(storedTimer, raw.confirmed, null),
      };
    } catch {
      return null;
    }
  }

  function writeTimerMirror(
    uid: string,
    change: { timer?: TimerRecord | null; confirmed?: TimerRecord | null },
  ): void {
    try {
      const current = readTimerMirror(uid);
      const timer = change.timer !== undefined ? change.timer : (current?.timer ?? null);
      const confirmed =
        change.confirmed !== undefined ? change.confirmed : (current?.confirmed ?? null);
      if (!timer && !confirmed) {
        available().removeItem(TIMER_MIRROR_KEY);
        return;
      }
      const mirror: StoredMirror = { uid, activeTimer: activeTimerOf(timer), timer, confirmed };
      available().setItem(TIMER_MIRROR_KEY, JSON.stringify(mirror));
    } catch (error) {
      console.error('Could not keep the running timer on this device', error);
    }
  }

  return { read: readTimerMirror, write: writeTimerMirror };
}
