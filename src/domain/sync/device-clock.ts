import type { WriteOp } from './write-ops';

/**
 * How far ahead of the server a device clock may run before the times it gives are corrected.
 * The rules accept times up to 5 minutes ahead of the server; a correction starts well before.
 */
export const FAST_CLOCK_TOLERANCE_MS = 60_000;

/**
 * How far the device clock runs ahead of the server (negative: behind), from one exchange: the
 * server's time to the second (a sign-in token's issue time), read between `sentAt` and
 * `receivedAt` on the device clock.
 */
export function deviceAheadBy(exchange: {
  serverSecondMs: number;
  sentAt: number;
  receivedAt: number;
}): number {
  const serverMs = exchange.serverSecondMs + 500; // somewhere within that second
  return Math.round((exchange.sentAt + exchange.receivedAt) / 2 - serverMs);
}

/**
 * What to take off the device clock's times. Only a clock running fast is corrected: its times
 * lie in the future and the server refuses them. A clock running slow writes earlier times,
 * which the server takes as they are.
 */
export function clockCorrectionFor(aheadMs: number): number {
  return aheadMs > FAST_CLOCK_TOLERANCE_MS ? aheadMs : 0;
}

/**
 * The same writes with every time read from the device clock moved `deltaMs` earlier: a timer's
 * start, a timed session's start and end, an edit's time. Times a person typed stay as typed.
 */
export function shiftTimes(ops: readonly WriteOp[], deltaMs: number): WriteOp[] {
  if (deltaMs === 0) return [...ops];
  return ops.map((op): WriteOp => {
    switch (op.type) {
      case 'putSession': {
        const session = { ...op.session };
        if (session.source === 'timer') {
          session.start -= deltaMs;
          session.end -= deltaMs;
        }
        if (session.editedAt !== undefined) session.editedAt -= deltaMs;
        return { ...op, session };
      }
      case 'setTimer': {
        const timer = { ...op.timer, startTime: op.timer.startTime - deltaMs };
        if (op.stoppedAt === undefined) return { ...op, timer };
        return { ...op, timer, stoppedAt: op.stoppedAt - deltaMs };
      }
      // The start names the run, as stored: only the moment of the pause or resume moves.
      case 'pauseTimer': {
        const { pausedAt, resumedAt = op.timer.startTime } = op.timer;
        if (pausedAt === null || pausedAt === undefined) return op;
        return { ...op, timer: { ...op.timer, pausedAt: Math.max(pausedAt - deltaMs, resumedAt) } };
      }
      case 'resumeTimer': {
        const { resumedAt, pausedMs = 0 } = op.timer;
        if (resumedAt === undefined) return op;
        const shiftedBy = Math.min(deltaMs, pausedMs);
        const timer = {
          ...op.timer,
          resumedAt: resumedAt - shiftedBy,
          pausedMs: pausedMs - shiftedBy,
        };
        return { ...op, timer };
      }
      default:
        return op;
    }
  });
}
