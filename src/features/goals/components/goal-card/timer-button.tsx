import { Button } from '@/components/ui/button';
import { isPaused } from '@/domain/timer-pause';
import { useTimer } from '@/stores/timer/timer.store';
import { PlayIcon } from './icons';

/** Whether this goal's timer runs: a boolean selector, so timer ticks never re-render a card. */
const useRunning = (goalId: string) => useTimer((s) => s.timer?.goalId === goalId);

/** Starts this goal's timer; disabled while it runs. */
export function TimerButton({ goalId, className }: { goalId: string; className?: string }) {
  const running = useRunning(goalId);
  return (
    <Button
      size="sm"
      className={className}
      disabled={running}
      onClick={() => useTimer.getState().start(goalId)}
    >
      <PlayIcon className="size-3.5 fill-current" />
      Timer
    </Button>
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
