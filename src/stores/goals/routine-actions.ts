import { GOAL_GONE } from '@/domain/goal';
import {
  ROUTINES_MAX,
  decodeRoutines,
  encodeRoutine,
  routineProblem,
  type Routine,
} from '@/domain/routines/routine';
import { useGoals } from './goals.store';

/**
 * Saves a goal's routines (docs/adr/0010-routines.md), the whole list as one field. Null when
 * saved (or unchanged), else the reason.
 */
export function saveGoalRoutines(goalId: string, routines: readonly Routine[]): string | null {
  const goal = useGoals.getState().goals.find((g) => g.id === goalId);
  if (!goal) return GOAL_GONE;
  if (routines.length > ROUTINES_MAX) return `A goal can have at most ${ROUTINES_MAX} routines.`;
  for (const routine of routines) {
    const problem = routineProblem(routine);
    if (problem) return problem;
  }
  const next = routines.map((r) => ({ ...r, name: r.name.trim() }));
  // What is written is what reads back: a malformed routine would be dropped on the next read.
  if (decodeRoutines(next.map(encodeRoutine)).length !== next.length)
    return 'A routine is not valid.';
  const before = (goal.routines ?? []).map(encodeRoutine).join('\n');
  if (before === next.map(encodeRoutine).join('\n')) return null;
  useGoals.getState().submit({
    label: `Routines of “${goal.name}”`,
    ops: [{ type: 'updateGoal', goalId, fields: { routines: next } }],
  });
  return null;
}
