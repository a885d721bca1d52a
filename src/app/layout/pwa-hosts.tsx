import { useEffect } from 'react';
import { TimerNotifications } from '@/features/pwa/timer-notifications';
import { startMilestones } from '@/stores/reminders/milestone-watcher';
import { startReminders } from '@/stores/reminders/reminder-scheduler';
import { useTimer } from '@/stores/timer/timer.store';

/**
 * While signed in: practice reminders and milestone notifications. While a timer runs: the
 * status-bar notification and its permission prompt.
 */
export function PwaHosts() {
  const timing = useTimer((s) => s.timer !== null);
  useEffect(() => {
    const stops = [startReminders(), startMilestones()];
    return () => stops.forEach((stop) => stop());
  }, []);
  return timing ? <TimerNotifications /> : null;
}
