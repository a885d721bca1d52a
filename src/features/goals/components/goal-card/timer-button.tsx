import { Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { focusTimerStop } from '@/components/keyboard/timer-stop-focus';
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
 * run is for (or none). Started from the keyboard, the focus moves to the timer's Stop button
 * rather than stay on a disabled one.
 */
export function TimerButton({
  goalId,
  goalName = '',
  parts,
  className,
  ref,
}: {
  goalId: string;
  goalName?: string;
  parts?: readonly GoalPart[];
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const running = useRunning(goalId);
  const [choosing, setChoosing] = useState(false);
  const offered = choosableParts(parts);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // 'now' when the button had the focus, 'after-dialog' when the part's dialog did (it gives
  // the focus back to the disabled button as it closes, so the move comes after).
  const handFocus = useRef<'now' | 'after-dialog' | null>(null);
  useEffect(() => {
    const how = handFocus.current;
    if (!running || how === null) return;
    handFocus.current = null;
    if (how === 'now') focusTimerStop();
    else setTimeout(() => document.activeElement === document.body && focusTimerStop(), 0);
  }, [running]);
  const start = (partId?: string) => {
    if (choosing) handFocus.current = 'after-dialog';
    else if (document.activeElement === buttonRef.current) handFocus.current = 'now';
    setChoosing(false);
    useTimer.getState().start(goalId, partId);
  };
  return (
    <>
      <Button
        size="sm"
        ref={(button) => {
          buttonRef.current = button;
          if (typeof ref === 'function') ref(button);
          else if (ref) ref.current = button;
        }}
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
