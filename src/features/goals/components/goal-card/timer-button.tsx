import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { Button } from '@/components/ui/button';
import { choosableParts, type GoalPart } from '@/domain/goal-parts';
import { isPaused } from '@/domain/timer-pause';
import { useTimer } from '@/stores/timer/timer.store';
import { PlayIcon } from './icons';

// Only goals with parts ask, so the dialog (and its Radix code) stays out of the first load.
const StartTimerDialog = lazyNamed(
  () => import('../goal-parts/start-timer-dialog'),
  'StartTimerDialog',
);

/** Whether this goal's timer runs: a boolean selector, so timer ticks never re-render a card. */
const useRunning = (goalId: string) => useTimer((s) => s.timer?.goalId === goalId);

/**
 * Starts this goal's timer; disabled while it runs. A goal with parts first asks which part the
 * run is for (or none).
 */
export function TimerButton({
  goalId,
  goalName = '',
  parts,
  className,
}: {
  goalId: string;
  goalName?: string;
  parts?: readonly GoalPart[];
  className?: string;
}) {
  const running = useRunning(goalId);
  const [choosing, setChoosing] = useState(false);
  const offered = choosableParts(parts);
  const start = (partId?: string) => {
    setChoosing(false);
    useTimer.getState().start(goalId, partId);
  };
  return (
    <>
      <Button
        size="sm"
        className={className}
        disabled={running}
        aria-haspopup={offered.length > 0 ? 'dialog' : undefined}
        onClick={() => (offered.length > 0 ? setChoosing(true) : start())}
      >
        <PlayIcon className="size-3.5 fill-current" />
        Timer
      </Button>
      {choosing && (
        <Suspense fallback={null}>
          <StartTimerDialog
            goalName={goalName}
            parts={offered}
            onStart={start}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** A small pulsing 'Running' badge while this goal's timer runs; a still 'Paused' one paused. */
export function RunningBadge({ goalId }: { goalId: string }) {
  const running = useRunning(goalId);
  const paused = useTimer((s) => !!s.timer && s.timer.goalId === goalId && isPaused(s.timer));
  if (!running) return null;
  if (paused) {
    return (
      <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
        Paused
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
      <span aria-hidden="true" className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
      </span>
      Running
    </span>
  );
}
