import type { OutboxEntry } from '@/domain/sync/outbox';
import { sessionIn, type SyncState } from '@/domain/sync/sync-state';
import { timerSession, type Change } from '@/domain/sync/timer-changes';
import { replacedRun, timerSessionId, type TimerRecord } from '@/domain/timer';
import type { TimerMirror } from './timer-mirror';

function logRun(
  run: { goalId: string; start: number; end: number } | null,
  view: SyncState,
  goalName: (id: string) => string,
  partId?: string,
): Change[] {
  if (!run || run.end <= run.start) return [];
  if (sessionIn(view, run.goalId, timerSessionId(run.start))) return [];
  return [
    {
      label: `Log the timer of “${goalName(run.goalId)}”`,
      ops: [{ type: 'putSession', session: timerSession(run.goalId, run.start, run.end, partId) }],
    },
  ];
}

/**
 * A timer the server confirms. When it replaced a run without stopping it (a Start on another
 * device, perhaps while this one was closed or offline), that run is logged up to the new
 * start. Every tab and device that notices writes the same session id, so it is logged once.
 */
export function observeTimer(
  mirror: TimerMirror,
  uid: string,
  next: TimerRecord | null,
  view: SyncState,
  goalName: (id: string) => string,
): Change[] {
  const previous = mirror.read(uid)?.confirmed ?? null;
  mirror.write(uid, { confirmed: next });
  // The replaced run keeps its part, as the device that replaced it logs it (a routine's block).
  return logRun(replacedRun(previous, next), view, goalName, previous?.partId);
}

/**
 * This device's Start reached the server after a newer one from elsewhere, so it was refused:
 * its run lasted until the newer timer started.
 */
export function logsForSupersededStart(
  entry: OutboxEntry,
  server: SyncState,
  view: SyncState,
  goalName: (id: string) => string,
): Change[] {
  return entry.ops.flatMap((op) =>
    op.type === 'setTimer' && op.timer.isRunning
      ? logRun(replacedRun(op.timer, server.timer), view, goalName)
      : [],
  );
}
