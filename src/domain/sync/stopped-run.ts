import type { WriteOp } from './write-ops';

/** The session a Stop logged. */
export interface StoppedRun {
  goalId: string;
  sessionId: string;
}

/**
 * The session logged by a Stop among these writes: a new timer session together with the timer
 * stopped (timer-changes.ts). A run logged because another goal's timer started, or by another
 * device's start, stops nothing here and is not asked about.
 */
export function stoppedRunOf(ops: readonly WriteOp[]): StoppedRun | null {
  const stops = ops.some((op) => op.type === 'setTimer' && !op.timer.isRunning);
  if (!stops) return null;
  for (const op of [...ops].reverse()) {
    if (
      op.type === 'putSession' &&
      op.session.source === 'timer' &&
      op.session.editedAt === undefined
    ) {
      return { goalId: op.session.goalId, sessionId: op.session.id };
    }
  }
  return null;
}
