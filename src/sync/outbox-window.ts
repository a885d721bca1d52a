import { pendingSessionsStart, sessionWindowStart } from '@/domain/session-window';
import type { OutboxEntry } from '@/domain/sync/outbox';

interface Held {
  since: number;
  release: () => void;
}

/**
 * Keeps the sessions of the days that changes on their way touch loaded (usually this week's,
 * loaded anyway), so each change counts once: from its session, whether or not the tally holds
 * it yet (session-window.ts windowedDays). `request` is the store's requestSessionsSince.
 */
export function createOutboxWindow(request: (since: number) => () => void) {
  let held: Held | null = null;

  return {
    follow(outbox: readonly OutboxEntry[], now: Date) {
      const start = pendingSessionsStart(outbox.flatMap((entry) => entry.ops));
      const since = start !== undefined && start < sessionWindowStart(now) ? start : null;
      if (since === (held?.since ?? null)) return;
      const previous = held;
      // Held before it is asked for: asking may report back into follow (the same start).
      const next: Held | null = since === null ? null : { since, release: () => undefined };
      held = next;
      if (next) next.release = request(next.since);
      previous?.release();
    },

    reset() {
      held?.release();
      held = null;
    },
  };
}
