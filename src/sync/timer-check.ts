import type { TimerRecord } from '@/domain/timer';
import type { Watched } from '@/data/ports';

/**
 * The timer document is never deleted while its account lasts (firestore.rules), yet a listener
 * can report it gone after it held it: the Firestore emulator, answering a listener that
 * resumes after a reconnect, can send a delete stamped later than a write made meanwhile, and
 * the SDK keeps the document gone until it changes again (the widget of a run started offline
 * vanished that way). So the server is asked when the listener says the timer is gone, and
 * while the server holds it, the listener's "gone" is not believed.
 */
export function createTimerCheck(
  /** The timer as the server itself holds it (not a listener's view). */
  readServerTimer: (held: TimerRecord) => Promise<TimerRecord | null>,
  /** The server holds the timer the listener lost. */
  onFound: (timer: TimerRecord) => void,
) {
  let found: TimerRecord | null = null;
  /** Counts the reports that held a timer: a check answered after one of them is stale. */
  let held = 0;
  return {
    /** The timer to take from a report, given the one taken before it. */
    take(report: Watched<TimerRecord | null>, previous: TimerRecord | null): TimerRecord | null {
      if (report.value) {
        found = null;
        held += 1;
        return report.value;
      }
      if (found) return found;
      if (previous && !report.fromCache && !report.hasPendingWrites) {
        const asked = held;
        readServerTimer(previous).then(
          (timer) => {
            if (!timer || asked !== held) return;
            found = timer;
            onFound(timer);
          },
          (error: unknown) => console.warn('Could not check the timer with the server', error),
        );
      }
      return null;
    },
  };
}
