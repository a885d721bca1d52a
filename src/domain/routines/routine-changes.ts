import { format } from 'date-fns/format';
import { stopWithLength, type Change } from '../sync/timer-changes';
import type { TimerRecord } from '../timer';
import { plannedMinutes, type Routine, type RoutineRun } from './routine';
import { toMinutes, type RoutineMark, type RoutineStep } from './routine-progress';

/** The last runs of the routines the goal still has (at most ROUTINES_MAX, as the rules allow). */
function runsOf(
  runs: Readonly<Record<string, RoutineRun>>,
  routines: readonly Routine[],
): Record<string, RoutineRun> {
  const ids = new Set(routines.map((r) => r.id));
  return Object.fromEntries(Object.entries(runs).filter(([id]) => ids.has(id)));
}

/** The timer starting a routine's first block on its part (or the whole goal). */
export function routineStart(
  goalId: string,
  routine: Routine,
  startTime: number,
  partId?: string,
): TimerRecord {
  const mark: RoutineMark = { id: routine.id, block: 0, doneMs: 0 };
  return { goalId, startTime, isRunning: true, ...(partId ? { partId } : {}), routine: mark };
}

/**
 * The writes of a step: a finished block is logged as the timer's own session on its part (the
 * Stop's path, stopWithLength) and the next block starts where it ended, in the same batch, so
 * no tab ever sees the routine stopped between two blocks. The last block stops the timer and
 * stores the routine's last run.
 */
export function stepChanges(
  current: TimerRecord,
  routine: Routine,
  step: RoutineStep,
  goalName: (id: string) => string,
  partOk: (partId: string) => boolean,
  runs: Readonly<Record<string, RoutineRun>> = {},
  routines: readonly Routine[] = [routine],
): Change[] {
  if (step.kind === 'running') return [];
  const [logAndStop] = stopWithLength(current, step.lengthMs, step.endAt, goalName);
  if (!logAndStop) return [];
  if (step.kind === 'next') {
    const startTime = Math.max(step.endAt, current.startTime + 1);
    const partId = step.partId && partOk(step.partId) ? step.partId : undefined;
    const next: TimerRecord = {
      goalId: current.goalId,
      startTime,
      isRunning: true,
      ...(partId ? { partId } : {}),
      routine: step.next,
    };
    const logs = logAndStop.ops.filter((op) => op.type === 'putSession');
    return [
      {
        label: `Next block of “${routine.name}”`,
        ops: [...logs, { type: 'setTimer', timer: next }],
      },
    ];
  }
  const run: RoutineRun = {
    day: format(step.endAt, 'yyyy-MM-dd'),
    doneMinutes: toMinutes(step.doneMs),
    plannedMinutes: plannedMinutes(routine),
  };
  return [
    logAndStop,
    {
      label: `Keep the last run of “${routine.name}”`,
      ops: [
        {
          type: 'updateGoal',
          goalId: current.goalId,
          fields: { routineRuns: { ...runsOf(runs, routines), [routine.id]: run } },
        },
      ],
    },
  ];
}
