import { GOAL_GONE } from '@/domain/goal';
import {
  PARTS_MAX,
  TOO_MANY_PARTS,
  decodeParts,
  encodeParts,
  sameParts,
} from '@/domain/goal-parts';
import type { GoalPart } from '@/domain/goal-parts';
import { useGoals } from './goals.store';

/**
 * Saves a goal's parts (names, order, archived), written on their own so nothing else of the
 * goal is touched. Null when saved (or unchanged), else the reason.
 */
export function saveGoalParts(goalId: string, parts: readonly GoalPart[]): string | null {
  const goal = useGoals.getState().goals.find((g) => g.id === goalId);
  if (!goal) return GOAL_GONE;
  if (parts.length > PARTS_MAX) return TOO_MANY_PARTS;
  // What is written is what reads back: a malformed part would be dropped on the next read.
  const clean = decodeParts(encodeParts(parts));
  if (clean.length !== parts.length) return 'A part’s name is not valid.';
  if (sameParts(goal.parts, clean)) return null;
  useGoals.getState().submit({
    label: `Parts of “${goal.name}”`,
    ops: [{ type: 'updateGoal', goalId, fields: { parts: clean } }],
  });
  return null;
}
