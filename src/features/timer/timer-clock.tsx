import { elapsedMs, formatClock } from '@/domain/timer';
import { useTimer } from '@/stores/timer/timer.store';

/** The only component that re-renders on every tick. */
export function TimerClock({ className }: { className?: string }) {
  const text = useTimer((s) => (s.timer ? formatClock(elapsedMs(s.timer, s.now)) : '00:00:00'));
  return (
    <span className={className} role="timer" aria-live="off">
      {text}
    </span>
  );
}
