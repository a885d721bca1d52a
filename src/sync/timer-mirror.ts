import { readStored, storedTimer } from '@/domain/stored-schemas';
import { activeTimerOf, type ActiveTimer, type TimerRecord } from '@/domain/timer';
import { LOCAL_KEYS } from '@/stores/storage-keys';

/** The spec's `{product}-data` key: the running timer, shown at once on the next visit. */
const TIMER_MIRROR_KEY = LOCAL_KEYS.timerMirror;

interface TimerMirror {
  uid: string;
  /** The spec's shape, for anything that reads the key. */
  activeTimer: ActiveTimer | null;
  timer: TimerRecord | null;
  /** The last timer the server confirmed, to notice a run replaced while this tab was away. */
  confirmed?: TimerRecord | null;
}

export function readTimerMirror(
  uid: string,
): { timer: TimerRecord | null; confirmed: TimerRecord | null } | null {
  try {
    const raw = JSON.parse(
      localStorage.getItem(TIMER_MIRROR_KEY) ?? 'null',
    ) as Partial<TimerMirror> | null;
    if (!raw || raw.uid !== uid) return null;
    return {
      timer: readStored(storedTimer, raw.timer, null),
      confirmed: readStored(storedTimer, raw.confirmed, null),
    };
  } catch {
    return null;
  }
}

export function writeTimerMirror(
  uid: string,
  change: { timer?: TimerRecord | null; confirmed?: TimerRecord | null },
): void {
  try {
    const current = readTimerMirror(uid);
    const timer = change.timer !== undefined ? change.timer : (current?.timer ?? null);
    const confirmed =
      change.confirmed !== undefined ? change.confirmed : (current?.confirmed ?? null);
    if (!timer && !confirmed) {
      localStorage.removeItem(TIMER_MIRROR_KEY);
      return;
    }
    const mirror: TimerMirror = { uid, activeTimer: activeTimerOf(timer), timer, confirmed };
    localStorage.setItem(TIMER_MIRROR_KEY, JSON.stringify(mirror));
  } catch (error) {
    console.error('Could not keep the running timer on this device', error);
  }
}
