import type { GoalView } from '@/domain/preferences';
import { useGoalViewStore } from '@/stores/settings/goal-view.store';

export type { GoalView };

/** The chosen view, kept with the account (and on this device). */
export function useGoalView() {
  const view = useGoalViewStore((s) => s.view);
  return [view, useGoalViewStore.getState().choose] as const;
}
