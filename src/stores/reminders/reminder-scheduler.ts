import { dueReminders, markReminded, reminderTitle } from '@/domain/reminders';
import type { Goal } from '@/domain/goal';
import { nowDate } from '../clock';
import { useFeedback } from '../feedback/feedback.store';
import { useGoals } from '../goals/goals.store';
import { useAllGoalsRest } from '../settings/all-goals-rest.store';
import { useTimer } from '../timer/timer.store';
import { exclusively, readRemindedDays, writeRemindedDays } from './reminded-days';
import { showSystemNotification } from './system-notification';

/** How often due reminders are looked for; a reminder comes at most this late. */
export const REMINDER_CHECK_MS = 15_000;

function remind(goal: Goal) {
  const title = reminderTitle(goal.name);
  useFeedback.getState().showToast({
    title,
    duration: 20_000,
    action: { label: 'Start timer', run: () => useTimer.getState().start(goal.id) },
  });
  showSystemNotification(title, 'Start the timer when you begin.', `reminder-${goal.id}`);
}

/**
 * Reminds about one due goal per check (the app shows one toast at a time; the next due goal
 * comes with the next check). The day is recorded before anything shows, under a lock, so
 * another tab of this browser never repeats it.
 */
export function checkReminders(): Promise<void> {
  const { goals, status } = useGoals.getState();
  if (status !== 'ready') return Promise.resolve();
  return exclusively(() => {
    const now = nowDate();
    const reminded = readRemindedDays();
    const [due] = dueReminders(goals, now, reminded, useAllGoalsRest.getState().ranges);
    if (!due) return;
    writeRemindedDays(markReminded(reminded, [due.id], now, new Set(goals.map((g) => g.id))));
    remind(due);
  });
}

/** Looks for due reminders now, every REMINDER_CHECK_MS and whenever the goals change. */
export function startReminders(): () => void {
  const check = () => void checkReminders();
  const timer = setInterval(check, REMINDER_CHECK_MS);
  const unsubscribe = useGoals.subscribe((state, previous) => {
    if (state.goals !== previous.goals || state.status !== previous.status) check();
  });
  check();
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
