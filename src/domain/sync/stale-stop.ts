import { MAX_SESSION_MS } from '../practice-sessions';
import { timerSessionId, type TimerRecord } from '../timer';
import { practisedMs, sawPausesOf, storedPauseFields } from '../timer-pause';
import type { SyncState } from './sync-state-shape';
import { timerSession } from './timer-changes';
import type { WriteOp } from './write-ops';

type TimerOp = Extract<WriteOp, { type: 'setTimer' }>;

/** The Stop among these writes that names the pauses it saw (timer-changes.ts stopWithLength). */
const stopOf = (ops: readonly WriteOp[]) =>
  ops.find(
    (op): op is TimerOp & { stoppedAt: number } =>
      op.type === 'setTimer' && !op.timer.isRunning && op.stoppedAt !== undefined,
  );

/** The Stop names the run `current` has running, but saw other pauses (a Resume elsewhere). */
export function staleStop(current: TimerRecord | null, op: TimerOp): current is TimerRecord {
  return (
    op.stoppedAt !== undefined &&
    !!current?.isRunning &&
    !op.timer.isRunning &&
    current.startTime === op.timer.startTime &&
    current.goalId === op.timer.goalId &&
    !sawPausesOf(current, op.timer)
  );
}

/**
 * A Stop (with its log) made on a device that saw other pauses than the run has now (it was
 * offline when another device resumed, paused or resumed again): rebased onto that run. The Stop
 * names the run's pauses as they are; its session gains (or loses) the practised time the
 * device did not see, up to the moment Stop was pressed. So a Stop pressed on a phone still
 * showing a pause the laptop resumed counts the time practised since the Resume. Anything else
 * is returned as it is. ADR 0002.
 */
export function rebasedStop(ops: readonly WriteOp[], state: SyncState): readonly WriteOp[] {
  const stop = stopOf(ops);
  const run = state.timer;
  if (!stop || !staleStop(run, stop)) return ops;
  const { startTime } = run;
  const id = timerSessionId(startTime);
  const isLog = (op: WriteOp): op is Extract<WriteOp, { type: 'putSession' }> =>
    op.type === 'putSession' &&
    op.session.id === id &&
    op.session.source === 'timer' &&
    op.session.editedAt === undefined;
  const log = ops.find(isLog);
  const unseenMs = practisedMs(run, stop.stoppedAt) - practisedMs(stop.timer, stop.stoppedAt);
  const loggedMs = log ? log.session.end - log.session.start : 0;
  const lengthMs = Math.min(Math.max(Math.round(loggedMs + unseenMs), 0), MAX_SESSION_MS);
  const session = log
    ? { ...log.session, end: startTime + lengthMs }
    : timerSession(run.goalId, startTime, startTime + lengthMs, run.partId);
  const { goalId, isRunning } = stop.timer;
  const timer = { goalId, startTime, isRunning, ...storedPauseFields(run) };
  return ops.flatMap((op): WriteOp[] => {
    if (isLog(op)) return lengthMs > 0 ? [{ ...op, session }] : [];
    if (op !== stop) return [op];
    const logNow: WriteOp[] = !log && lengthMs > 0 ? [{ type: 'putSession', session }] : [];
    return [...logNow, { ...stop, timer }];
  });
}
