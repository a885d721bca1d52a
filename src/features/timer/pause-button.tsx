import { isPaused } from '@/domain/timer-pause';
import { useTimer } from '@/stores/timer/timer.store';

/** Pause, or Resume while paused: a boolean selector, so ticks never re-render it. */
export function PauseButton() {
  const paused = useTimer((s) => (s.timer ? isPaused(s.timer) : false));
  const toggle = () => (paused ? useTimer.getState().resume() : useTimer.getState().pause());
  return (
    // Not a ghost Button: its dark text would win over a light one on this dark pill.
    <button
      type="button"
      className="inline-flex h-8 items-center rounded-lg px-2 text-sm min-[420px]:px-2.5 font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      onClick={toggle}
    >
      {paused ? 'Resume' : 'Pause'}
    </button>
  );
}
