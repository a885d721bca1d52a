import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import type { Goal } from '@/domain/goal';
import { dayKey } from '@/domain/weeks';
import { nowDate } from '@/stores/clock';
import { Spinner } from '@/components/ui/spinner';
import { removeSession } from '@/stores/goals/goal-actions';
import { useFullSessionLog } from '@/stores/goals/full-log';
import { AddSessionForm } from './add-session-form';
import { SessionEditForm } from './session-edit-form';
import { SessionRow } from './session-row';

interface SessionLogDialogProps {
  goal: Goal;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export const DELETE_SESSION_MESSAGE =
  'Delete this practice session? Its time is removed from every figure.';

/** The goal's practice log, newest first: add a past session, correct or delete one. */
export function SessionLogDialog({ goal, open, onOpenChange }: SessionLogDialogProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fullLog = useFullSessionLog();
  // Until the person chooses, the add form is open when there is no session yet.
  const [addChoice, setAddChoice] = useState<boolean | null>(null);
  const sessions = useMemo(
    () => [...goal.sessions].sort((a, b) => b.start - a.start || b.id.localeCompare(a.id)),
    [goal.sessions],
  );
  const adding = addChoice ?? (fullLog && sessions.length === 0);
  const today = dayKey(nowDate());

  function confirmDelete() {
    if (deletingId === null) return;
    setError(removeSession(goal.id, deletingId));
    setDeletingId(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Practice sessions"
      description={`Every stretch of practice logged for "${goal.name}".`}
      className="sm:max-w-2xl"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <div className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {!fullLog ? '' : sessions.length === 1 ? '1 session' : `${sessions.length} sessions`}
          </p>
          <Button
            size="sm"
            variant={adding ? 'secondary' : 'primary'}
            aria-expanded={adding}
            onClick={() => setAddChoice(!adding)}
          >
            {adding ? 'Hide form' : 'Add session'}
          </Button>
        </div>
        {adding && <AddSessionForm goalId={goal.id} today={today} />}
        <ErrorBox message={error} />
        {!fullLog ? (
          <p role="status" className="flex items-center gap-2 p-6 text-sm text-slate-600">
            <Spinner className="size-4 border-2" /> Loading every session…
          </p>
        ) : sessions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            No practice sessions yet. Start the timer or add a session.
          </p>
        ) : (
          <ul aria-label="Logged sessions" className="divide-y divide-slate-100">
            {sessions.map((session) => (
              <li key={session.id}>
                {editingId === session.id ? (
                  <div className="py-3">
                    <SessionEditForm
                      goalId={goal.id}
                      session={session}
                      maxDay={today}
                      onDone={() => setEditingId(null)}
                    />
                  </div>
                ) : (
                  <SessionRow
                    session={session}
                    onEdit={() => {
                      setError(null);
                      setEditingId(session.id);
                    }}
                    onDelete={() => {
                      setError(null);
                      setDeletingId(session.id);
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deletingId !== null}
        title="Delete session"
        message={DELETE_SESSION_MESSAGE}
        confirmLabel="Delete"
        danger
        onCancel={() => setDeletingId(null)}
        onConfirm={confirmDelete}
      />
    </Dialog>
  );
}
