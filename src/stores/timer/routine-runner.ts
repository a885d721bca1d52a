import { partOf } from '@/domain/goal-parts';
import type { Goal } from '@/domain/goal';
import { routineStart, stepChanges } from '@/domain/routines/routine-changes';
import type { Routine } from '@/domain/routines/routine';
import { endEarlyAt, skipAt, stepAt, type RoutineStep } from '@/domain/routines/routine-progress';
import { startChanges } from '@/domain/sync/timer-changes';
import type { TimerRecord } from '@/domain/timer';
import { t } from '@/i18n/t';
import { clock } from '../clock';
import { useGoals } from '../goals/goals.store';
import { showSystemNotification } from '../reminders/system-notification';
import { chime } from './chime';
import { useTimer } from './timer.store';

/**
 * Runs a routine block by block (docs/adr/0010-routines.md). Everything it needs is on the timer
 * document (the `routine` field: routine, block, time done before it), so a reload, another tab
 * or another device carries on the same routine. When a block's time is full, the block is
 * logged as the timer's own session on its part and the next block starts where it ended; every
 * tab computes the same writes, and the server takes one copy.
 */

const goalName = (id: string) =>
  useGoals.getState().goals.find((g) => g.id === id)?.name ?? 'a goal';

function running(): { timer: TimerRecord; goal: Goal; routine: Routine } | null {
  const { timer, goals, status } = useGoals.getState();
  if (status !== 'ready' || !timer?.isRunning || !timer.routine) return null;
  const goal = goals.find((g) => g.id === timer.goalId);
  const routine = goal?.routines?.find((r) => r.id === timer.routine?.id);
  return goal && routine ? { timer, goal, routine } : null;
}

function submitStep(step: (routine: Routine, timer: TimerRecord, now: number) => RoutineStep) {
  const current = running();
  if (!current) return false;
  const { timer, goal, routine } = current;
  const changes = stepChanges(
    timer,
    routine,
    step(routine, timer, clock.now()),
    goalName,
    (partId) => !!partOf(goal.parts, partId),
    goal.routineRuns,
    goal.routines,
  );
  if (changes.length === 0) return false;
  useGoals.getState().submit(...changes);
  return true;
}

/** Starts the routine's first block (a plain run of the same goal ends first, as a Start does). */
export function startRoutine(goalId: string, routineId: string): void {
  const goal = useGoals.getState().goals.find((g) => g.id === goalId);
  const routine = goal?.routines?.find((r) => r.id === routineId);
  const first = routine?.blocks[0];
  if (!goal || !routine || !first) return;
  const partId = first.partId && partOf(goal.parts, first.partId) ? first.partId : undefined;
  const current = useGoals.getState().timer;
  const changes = startChanges(current, goalId, clock.now(), goalName, partId);
  const started = changes.map((change) => ({
    ...change,
    ops: change.ops.map((op) =>
      op.type === 'setTimer' && op.timer.isRunning
        ? {
            ...op,
            timer: routineStart(goalId, routine, op.timer.startTime, op.timer.partId),
          }
        : op,
    ),
  }));
  useGoals.getState().submit(...started);
}

/** Skip: the block ends now with what was practiced; the next one begins. */
export const skipBlock = (): void => void submitStep(skipAt);

/** End early: the routine finishes now, its last run kept with the time done. */
export const endRoutineEarly = (): void => void submitStep(endEarlyAt);

/** The run a block change was last written for, so one tick writes it once. */
let advancedFrom: number | null = null;

/** Moves on when the running block's time is full (blocks that ended while away, one by one). */
function advanceWhenDue() {
  const current = running();
  if (!current || advancedFrom === current.timer.startTime) return;
  if (stepAt(current.routine, current.timer, clock.now()).kind === 'running') return;
  advancedFrom = current.timer.startTime;
  submitStep(stepAt);
}

/** A block change here or elsewhere: a chime, and a notification while the tab is hidden. */
function markChange(previous: TimerRecord | null, next: TimerRecord | null) {
  if (!previous?.isRunning || !previous.routine) return;
  if (next?.startTime === previous.startTime && next.isRunning) return;
  chime();
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
  const goal = useGoals.getState().goals.find((g) => g.id === previous.goalId);
  const routine = goal?.routines?.find((r) => r.id === previous.routine?.id);
  if (!goal || !routine) return;
  const block = next?.isRunning && next.routine ? routine.blocks[next.routine.block] : undefined;
  const body = block
    ? t('routines.notify.next', {
        block: (block.partId && partOf(goal.parts, block.partId)?.name) || goal.name,
        minutes: block.minutes,
      })
    : t('routines.notify.done');
  showSystemNotification(routine.name, body, `routine-${goal.id}`);
}

useGoals.subscribe((state, previous) => {
  if (state.timer !== previous.timer) {
    // Another run (the next block, or a change refused and undone): it may move on again.
    if (state.timer?.startTime !== advancedFrom) advancedFrom = null;
    markChange(previous.timer, state.timer);
  }
  // After the change that moved the view has been sent: a next block's writes follow its own.
  if (state.timer !== previous.timer || state.goals !== previous.goals)
    queueMicrotask(advanceWhenDue);
});
useTimer.subscribe((state, previous) => {
  if (state.now !== previous.now) advanceWhenDue();
});
