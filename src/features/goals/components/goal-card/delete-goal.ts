import { useFeedback } from '@/stores/feedback/feedback.store';
import { deleteGoal } from '@/stores/goals/goal-actions';
import { useTimer } from '@/stores/timer/timer.store';

/** The spec's confirmation, with the goal's name put in. */
export function deleteGoalMessage(name: string): string {
  return `Are you sure you want to delete the goal "${name}"? This action cannot be undone.`;
}

/** Deletes after confirmation. Deleting the running goal resets the timer first. */
export async function confirmDeleteGoal(goalId: string): Promise<void> {
  const timer = useTimer.getState();
  if (timer.timer?.goalId === goalId) timer.reset();
  const deleted = await deleteGoal(goalId);
  if (!deleted) {
    useFeedback.getState().showToast({
      title: 'Could not delete the goal',
      description:
        'The change was not accepted, so the goal is kept. Check your connection and try again.',
    });
  }
}
