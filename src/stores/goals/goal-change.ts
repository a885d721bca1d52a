import type { Goal } from '@/domain/goal';
import type { GoalWrite } from '@/data/ports';

/**
 * A change as the store keeps it: the counter moves by a delta, turned into the explicit
 * old ± 1 value only at the moment of writing, so a retry never sends a stale count.
 */
export type GoalChange =
  | { kind: 'save'; goal: Goal; isNew: boolean; counterDelta?: 1 | -1 }
  | { kind: 'delete'; goalId: string; counterDelta?: -1 };

export const changedGoalId = (change: GoalChange) =>
  change.kind === 'save' ? change.goal.id : change.goalId;

export function toWrite(change: GoalChange, counter: number): GoalWrite {
  const activeCount = change.counterDelta ? counter + change.counterDelta : undefined;
  if (change.kind === 'save') {
    return { kind: 'save', goal: change.goal, isNew: change.isNew, activeCount };
  }
  return { kind: 'delete', goalId: change.goalId, activeCount };
}
