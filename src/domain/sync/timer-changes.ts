import type { StoredSession } from '../goal-record';
import { MAX_SESSION_MS } from '../practice-sessions';
import { replacedRun, timerSessionId, type TimerRecord } from '../timer';
import { isPaused, paused, practisedMs, resumed } from '../timer-pause';
import type { WriteOp } from './write-ops';

/** A change to make: what it does in words, and its writes (one batch). */
export interface Change {
  label: string;
  ops: WriteOp[];
}

/** The session a timer run is logged as: one id per run, the same on every tab and device. */
export function timerSession(
  goalId: string,
  start: number,
  end: number,
  partId?: string,
): StoredSession {
  const session: StoredSession = { id: timerSessionId(start), goalId, start, end, source: 'timer' };
  if (partId) session.partId = partId;
  return session;
}

/** A stop or a reset writes only these fields: the run's pauses stay as the server has them. */
const stopped = ({ goalId, startTime }: TimerRecord): TimerRecord => ({
  goalId,
  startTime,
  isRunning: false,
});

/**
 * Start: a timer running for another goal is logged up to now first (at most 24 h), then the
 * new one starts. The log and the start are separate changes: if another device started a
 * newer timer meanwhile, only the start is refused, never the logged time.
 */
export function startChanges(
  current: TimerRecord | null,
  goalId: string,
  nowMs: number,
  goalName: (id: string) => string,
  partId?: string,
): Change[] {
  if (current?.isRunning && current.goalId === goalId) return [];
  const startTime = current ? Math.max(nowMs, current.startTime + 1) : nowMs;
  const next: TimerRecord = { goalId, startTime, isRunning: true, ...(partId ? { partId } : {}) };
  const changes: Change[] = [];
  const replaced = replacedRun(current, next);
  if (replaced && replaced.end > replaced.start) {
    changes.push({
      label: `Log the timer of “${goalName(replaced.goalId)}”`,
      ops: [
        {
          type: 'putSession',
          session: timerSession(
            replaced.goalId,
            replaced.start,
            replaced.end,
            replaced.goalId === current?.goalId ? current.partId : undefined,
          ),
        },
      ],
    });
  }
  changes.push({
    label: `Start the timer of “${goalName(goalId)}”`,
    ops: [{ type: 'setTimer', timer: next }],
  });
  return changes;
}

export type StopPlan =
  { kind: 'idle' } | { kind: 'too-long'; elapsedMs: number } | { kind: 'ok'; changes: Change[] };

/** Pause, from any tab or device: the run stops counting; nothing is logged yet. */
export function pauseChanges(
  current: TimerRecord | null,
  nowMs: number,
  goalName: (id: string) => string,
): Change[] {
  if (!current?.isRunning || isPaused(current)) return [];
  const timer = paused(current, nowMs);
  return [
    {
      label: `Pause the timer of “${goalName(current.goalId)}”`,
      ops: [{ type: 'pauseTimer', timer }],
    },
  ];
}

/** Resume: the paused run counts again from now; the pause is not practised time. */
export function resumeChanges(
  current: TimerRecord | null,
  nowMs: number,
  goalName: (id: string) => string,
): Change[] {
  if (!current?.isRunning || !isPaused(current)) return [];
  const timer = resumed(current, nowMs);
  return [
    {
      label: `Resume the timer of “${goalName(current.goalId)}”`,
      ops: [{ type: 'resumeTimer', timer }],
    },
  ];
}

/**
 * Stop: logs the practised time (start → now, pauses left out) and stops the timer everywhere.
 * A run of over 24 h practised is not logged here: the person chooses to log 24 h or the real
 * length (stopWithLength), never nothing.
 */
export function stopChanges(
  current: TimerRecord | null,
  nowMs: number,
  goalName: (id: string) => string,
): StopPlan {
  if (!current?.isRunning) return { kind: 'idle' };
  const elapsedMs = practisedMs(current, nowMs);
  if (elapsedMs > MAX_SESSION_MS) return { kind: 'too-long', elapsedMs };
  return { kind: 'ok', changes: stopWithLength(current, Math.max(elapsedMs, 0), goalName) };
}

/**
 * Logs `lengthMs` from the timer's start (1 s to 24 h) and stops it everywhere. The time goes
 * to the timer's goal, or to `intoGoalId` when that goal is gone (deleted on another device).
 */
export function stopWithLength(
  current: TimerRecord,
  lengthMs: number,
  goalName: (id: string) => string,
  intoGoalId = current.goalId,
): Change[] {
  const length = Math.min(Math.max(Math.round(lengthMs), 0), MAX_SESSION_MS);
  const name = goalName(intoGoalId);
  const changes: Change[] = [];
  if (length > 0) {
    // A run whose goal is gone logs into another goal, on no part.
    const part = intoGoalId === current.goalId ? current.partId : undefined;
    const session = timerSession(intoGoalId, current.startTime, current.startTime + length, part);
    changes.push({ label: `Log the timer of “${name}”`, ops: [{ type: 'putSession', session }] });
  }
  changes.push({
    label: `Stop the timer of “${name}”`,
    ops: [{ type: 'setTimer', timer: stopped(current) }],
  });
  return changes;
}

/** Reset: back to idle everywhere, nothing logged. */
export function resetChanges(
  current: TimerRecord | null,
  goalName: (id: string) => string,
): Change[] {
  if (!current?.isRunning) return [];
  return [
    {
      label: `Reset the timer of “${goalName(current.goalId)}”`,
      ops: [{ type: 'setTimer', timer: stopped(current) }],
    },
  ];
}
