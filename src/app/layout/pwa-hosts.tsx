import { TimerNotifications } from '@/features/pwa/timer-notifications';
import { useTimer } from '@/stores/timer/timer.store';

/** While a timer runs: the status-bar notification and its permission prompt. */
export function PwaHosts() {
  const timing = useTimer((s) => s.timer !== null);
  return timing ? <TimerNotifications /> : null;
}
