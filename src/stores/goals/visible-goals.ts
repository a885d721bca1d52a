import type { Goal } from '@/domain/goal';
import type { GoalChange } from './goal-change';

/**
 * The goals as the user last left them: the server's view with every change that could not
 * be saved laid over it, so a failed write never silently undoes what the user did.
 */
export function withUnsaved(serverGoals: Goal[], unsaved: Record<string, GoalChange>): Goal[] {
  const changes = Object.values(unsaved);
  if (changes.length === 0) return serverGoals;
  const deleted = new Set(changes.flatMap((c) => (c.kind === 'delete' ? [c.goalId] : [])));
  const saved = new Map(changes.flatMap((c) => (c.kind === 'save' ? [[c.goal.id, c.goal]] : [])));
  const merged = serverGoals
    .filter((goal) => !deleted.has(goal.id))
    .map((goal) => saved.get(goal.id) ?? goal);
  for (const [id, goal] of saved) if (!serverGoals.some((g) => g.id === id)) merged.push(goal);
  return merged;
}

/** Newest first by start date: a stable order that does not jump when a goal is edited. */
export function byStartDate(goals: Goal[]): Goal[] {
  return [...goals].sort(
    (a, b) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id),
  );
}
