import type { StoredSession } from '../goal-record';
import { MAX_SESSION_MS } from '../practice-sessions';
import { replacedRun, timerSessionId, type TimerRecord } from '../timer';
import { isPaused, paused, practisedMs, resumed, storedPauseFields } from '../timer-pause';
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

/** A reset writes only these fields: the run's pauses stay as the server has them. */
const stopped = ({ goalId, startTime }: TimerRecord): TimerRecord => ({
  goalId,
  startTime,
  isRunning: false,
});

/**
 * A Stop names the run and the pauses it saw: the server takes it only while the run's pauses
 * are still those (ADR 0002), so a Stop from a device that missed a Resume is rebased, not lost.
 */
const stoppedAsSeen = (run: TimerRecord): TimerRecord => ({
  ...stopped(run),
  ...storedPauseFields(run),
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
  return {
    kind: 'ok',
    changes: stopWithLength(current, Math.max(elapsedMs, 0), nowMs, goalName),
  };
}

/**
 * Logs `lengthMs` from the timer's start (1 s to 24 h) and stops it everywhere, as pressed at
 * `stoppedAt`. The time goes to the timer's goal, or to `intoGoalId` when that goal is gone
 * (deleted on another device). The log and the Stop are one change: a Stop the server refuses
 * because the run's pauses changed elsewhere takes its log with it, and both are sent again
 * rebased onto the server's run (a Stop refused as superseded sends its log alone).
 */
export function stopWithLength(
  current: TimerRecord,
  lengthMs: number,
  stoppedAt: number,
  goalName: (id: string) => string,
  intoGoalId = current.goalId,
): Change[] {
  const length = Math.min(Math.max(Math.round(lengthMs), 0), MAX_SESSION_MS);
  const name = goalName(intoGoalId);
  const ops: WriteOp[] = [];
  if (length > 0) {
    // A run whose goal is gone logs into another goal, on no part.
    const part = intoGoalId === current.goalId ? current.partId : undefined;
    const session = timerSession(intoGoalId, current.startTime, current.startTime + length, part);
    ops.push({ type: 'putSession', session });
  }
  ops.push({ type: 'setTimer', timer: stoppedAsSeen(current), stoppedAt: Math.round(stoppedAt) });
  const label = length > 0 ? `Log the timer of “${name}”` : `Stop the timer of “${name}”`;
  return [{ label, ops }];
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
