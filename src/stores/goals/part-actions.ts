import { GOAL_GONE } from '@/domain/goal';
import { PARTS_MAX, TOO_MANY_PARTS, decodeParts, encodeParts } from '@/domain/goal-parts';
import type { GoalPart } from '@/domain/goal-parts';
import { partEdit } from '@/domain/part-edits';
import { useGoals } from './goals.store';

/**
 * Saves a goal's parts (names, order, archived) as the parts it changes, written entry by entry
 * so that parts changed on another device meanwhile stay. Null when saved (or unchanged), else
 * the reason.
 */
export function saveGoalParts(goalId: string, parts: readonly GoalPart[]): string | null {
  const goal = useGoals.getState().goals.find((g) => g.id === goalId);
  if (!goal) return GOAL_GONE;
  if (parts.length > PARTS_MAX) return TOO_MANY_PARTS;
  // What is written is what reads back: a malformed part would be dropped on the next read.
  if (decodeParts(encodeParts(parts)).length !== parts.length) return 'A part’s name is not valid.';
  const edit = partEdit(goal.parts ?? [], parts);
  if (!edit) return null;
  useGoals.getState().submit({
    label: `Parts of “${goal.name}”`,
    ops: [{ type: 'editParts', goalId, ...edit }],
  });
  return null;
}
