import type { GoalPart } from '@/domain/goal-parts';
import { restoredPart } from '@/domain/part-edits';
import type { StoredSession } from '@/domain/goal-record';
import { restoredSession } from '@/domain/session-restore';
import { sessionIn } from '@/domain/sync/sync-state';
import { t } from '@/i18n/t';
import { useFeedback } from '../feedback/feedback.store';
import { removeSession } from './goal-actions';
import { useGoals } from './goals.store';

const goalById = (id: string) => useGoals.getState().goals.find((g) => g.id === id);

/** The session as stored (or as an older goal document keeps it), to write back on Undo. */
function storedSession(goalId: string, sessionId: string): StoredSession | null {
  const stored = sessionIn(useGoals.getState().view(), goalId, sessionId);
  if (stored) return stored;
  const kept = goalById(goalId)?.sessions.find((s) => s.id === sessionId);
  return kept ? { ...kept, goalId } : null;
}

/** Writes a deleted session back as it was, through the outbox as any change. */
export function restoreSession(deleted: StoredSession): void {
  const goal = goalById(deleted.goalId);
  if (!goal || goal.sessions.some((s) => s.id === deleted.id)) return;
  useGoals.getState().submit({
    label: `Restore a session of “${goal.name}”`,
    ops: [{ type: 'putSession', session: restoredSession(deleted, goal.parts) }],
  });
}

/** Deletes a session and offers to take the delete back; null when deleted, else the reason. */
export function deleteSessionWithUndo(goalId: string, sessionId: string): string | null {
  const deleted = storedSession(goalId, sessionId);
  const error = removeSession(goalId, sessionId);
  if (error || !deleted) return error;
  useFeedback.getState().showUndo({
    title: t('feedback.undo.sessionDeleted'),
    description: t('feedback.undo.ofGoal', { goal: goalById(goalId)?.name ?? '' }),
    undo: () => restoreSession(deleted),
  });
  return null;
}

/**
 * Active again after a completion (Undo): a normal restore, moving the active-goal counter back.
 * Read from the changes as made (the goals list may not be derived yet).
 */
export function reopenGoal(goalId: string): void {
  const record = useGoals.getState().view().records.get(goalId);
  if (!record?.completed) return;
  useGoals.getState().submit({
    label: `Restore “${record.name}”`,
    ops: [{ type: 'setCompleted', goalId, completed: false }],
  });
}

/**
 * A deleted part back (Undo): its entry written again with its id, name, archived mark and place,
 * so its sessions name it again. Parts changed on another device meanwhile stay.
 */
export function restorePart(goalId: string, part: GoalPart): void {
  const goal = goalById(goalId);
  const parts = goal?.parts ?? [];
  if (!goal || parts.some((p) => p.id === part.id)) return;
  useGoals.getState().submit({
    label: `Part “${part.name}” of “${goal.name}” back`,
    ops: [{ type: 'editParts', goalId, put: [restoredPart(parts, part)], remove: [] }],
  });
}
