import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { Button } from '@/components/ui/button';
import { InCornerStack } from '@/components/ui/corner-stack';
import { TIMER_STOP_ATTRIBUTE } from '@/components/keyboard/timer-stop-focus';
import { partOf } from '@/domain/goal-parts';
import { isPaused } from '@/domain/timer-pause';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';
import { PauseButton } from './pause-button';
import { PickUpLine } from './pick-up-line';
import { ResetTimerButton } from './reset-timer-button';
import { RoutineButtons, RoutineLine } from './routine-line';
import { TimerClock } from './timer-clock';

const StillPracticingDialog = lazyNamed(
  () => import('./still-practicing-dialog'),
  'StillPracticingDialog',
);
const LongRunDialog = lazyNamed(() => import('./long-run-dialog'), 'LongRunDialog');
const GoalGoneDialog = lazyNamed(() => import('./goal-gone-dialog'), 'GoalGoneDialog');
const LongPauseDialog = lazyNamed(() => import('./long-pause-dialog'), 'LongPauseDialog');

/** A pulsing green dot while the timer counts; a still amber pause sign while it is paused. */
function TimerState({ paused }: { paused: boolean }) {
  if (paused) {
    return (
      <span aria-hidden="true" className="flex h-3 w-2.5 justify-between">
        <span className="w-1 rounded-sm bg-amber-400" />
        <span className="w-1 rounded-sm bg-amber-400" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="relative flex size-2.5">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
      <span className="relative inline-flex size-2.5 rounded-full bg-emerald-400" />
    </span>
  );
}

/** Floats while a timer runs, above everything but dialogs, never covering the page's actions. */
export function TimerWidget() {
  const goalId = useTimer((s) => s.timer?.goalId ?? null);
  const asking = useTimer((s) => s.askingStillPracticing);
  const goalName = useGoals((s) => s.goals.find((g) => g.id === goalId)?.name);
  const partId = useTimer((s) => s.timer?.partId);
  // A part since deleted reads as none.
  const partName = useGoals(
    (s) => partOf(s.goals.find((g) => g.id === goalId)?.parts, partId)?.name,
  );
  const longRunMs = useTimer((s) => s.longRunMs);
  const goneRunMs = useTimer((s) => s.goneRunMs);
  const paused = useTimer((s) => (s.timer ? isPaused(s.timer) : false));
  const askingLongPause = useTimer((s) => s.askingLongPause);
  const stoppedElsewhere = useTimer((s) => s.goneRun !== null);
  const inRoutine = useTimer((s) => !!s.timer?.routine);
  if (!goalId) {
    // The run another device stopped by deleting its goal: where its time goes is still asked.
    return goneRunMs === null ? null : (
      <Suspense fallback={null}>
        <GoalGoneDialog elapsedMs={goneRunMs} stoppedElsewhere={stoppedElsewhere} />
      </Suspense>
    );
  }

  const stop = () => void useTimer.getState().stop();

  return (
    <>
      <InCornerStack place="timer">
        <aside
          aria-label={paused ? 'Paused timer' : 'Running timer'}
          className="flex flex-wrap items-center gap-2 rounded-2xl bg-slate-900 py-3 pr-3 pl-3 text-white shadow-2xl ring-1 ring-white/10 min-[420px]:gap-3 min-[420px]:pl-4"
        >
          <TimerState paused={paused} />
          <div className="min-w-0 flex-1">
            <p className="max-w-[12rem] truncate text-xs text-slate-300">
              {paused && <span className="font-semibold text-amber-200">Paused · </span>}
              {goalName ?? 'Practice'}
              {partName && <span className="text-slate-200"> · {partName}</span>}
            </p>
            <TimerClock
              className={`font-mono text-lg font-semibold tabular-nums min-[420px]:text-xl ${paused ? 'text-slate-300' : ''}`}
            />
          </div>
          {inRoutine && <RoutineLine />}
          {/* Whole buttons always: on a narrow phone they move under the clock rather than clip. */}
          <div className="ml-auto flex shrink-0 gap-2">
            <PauseButton />
            {inRoutine ? (
              <RoutineButtons />
            ) : (
              <Button
                size="sm"
                variant="inverse"
                onClick={stop}
                {...{ [TIMER_STOP_ATTRIBUTE]: '' }}
              >
                Stop
              </Button>
            )}
            <ResetTimerButton goalName={goalName ?? 'this goal'} />
          </div>
          <PickUpLine />
        </aside>
      </InCornerStack>
      <Suspense fallback={null}>
        {asking && <StillPracticingDialog goalName={goalName ?? 'this goal'} onStop={stop} />}
        {longRunMs !== null && (
          <LongRunDialog
            goalName={goalName ?? 'this goal'}
            elapsedMs={longRunMs}
            onClose={() => useTimer.getState().closeLongRun()}
          />
        )}
        {goneRunMs !== null && <GoalGoneDialog elapsedMs={goneRunMs} />}
        {askingLongPause && <LongPauseDialog goalName={goalName ?? 'this goal'} />}
      </Suspense>
    </>
  );
}
