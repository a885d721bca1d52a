import { deleteGoal } from '@/stores/goals/goal-actions';

/** The spec's confirmation, with the goal's name put in; a running timer is named too. */
export function deleteGoalMessage(name: string, timerRunning = false): string {
  const base = `Are you sure you want to delete the goal "${name}"? This action cannot be undone.`;
  return timerRunning
    ? `${base} Its timer is running: it will stop, and the time since it started will not be logged.`
    : base;
}

/** Deletes after confirmation (a running timer for it stops without logging). */
export function confirmDeleteGoal(goalId: string): void {
  deleteGoal(goalId);
}
