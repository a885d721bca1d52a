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
