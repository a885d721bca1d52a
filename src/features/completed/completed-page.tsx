import { BackToGoalsLink } from '@/components/ui/back-to-goals-link';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import type { Goal } from '@/domain/goal';
import { deleteGoal, goalCap, restoreGoals } from '@/stores/goals/goal-actions';
import { useGoals } from '@/stores/goals/goals.store';
import { CompletedTable } from './components/completed-table';
import { RestoreLimitAlert } from './components/restore-limit-alert';

interface PendingAction {
  action: 'restore' | 'delete';
  ids: string[];
  /** From a Selected button (asks about n selected goals) rather than a row's button. */
  bulk: boolean;
  /** The dialog's title names the goal when there is one. */
  title: string;
}

function questionOf({ action, bulk, ids }: PendingAction): string {
  if (action === 'restore') {
    return bulk
      ? `Are you sure you want to restore ${ids.length} selected goals?`
      : 'Are you sure you want to restore this goal?';
  }
  const what = bulk
    ? `these ${ids.length} goals and all of their sessions`
    : 'this goal and all of its sessions';
  return `This deletes ${what}. This action cannot be undone.`;
}

/** Most recently completed first. */
const byCompletion = (a: Goal, b: Goal) =>
  (b.completedDate ?? '').localeCompare(a.completedDate ?? '');

/** The plan's cap when restoring `count` more goals would exceed it, otherwise null. */
function exceededLimit(count: number): number | null {
  const { limit, active } = goalCap();
  return limit !== null && active + count > limit ? limit : null;
}

export default function CompletedPage() {
  const status = useGoals((s) => s.status);
  const goals = useGoals((s) => s.goals);
  const completed = useMemo(() => goals.filter((g) => g.completed).sort(byCompletion), [goals]);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [limitHit, setLimitHit] = useState<number | null>(null);

  // Only goals still on the list count as selected (a goal may be restored elsewhere).
  const selected = useMemo(
    () => new Set(completed.filter((g) => picked.has(g.id)).map((g) => g.id)),
    [completed, picked],
  );

  function toggle(id: string) {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setPicked(next);
  }

  function toggleAll() {
    const all = selected.size === completed.length;
    setPicked(all ? new Set() : new Set(completed.map((g) => g.id)));
  }

  function ask(ids: string[], bulk: boolean, title: string) {
    if (ids.length === 0) return;
    const limit = exceededLimit(ids.length);
    setLimitHit(limit);
    if (limit === null) setPending({ action: 'restore', ids, bulk, title });
  }

  function askDelete(ids: string[], bulk: boolean, title: string) {
    if (ids.length > 0) setPending({ action: 'delete', ids, bulk, title });
  }

  function confirm() {
    if (!pending) return;
    if (pending.action === 'delete') {
      for (const id of pending.ids) deleteGoal(id);
      setPending(null);
      setPicked(new Set());
      return;
    }
    // Checked again: goals may have changed (e.g. on another device) while the dialog was open.
    const limit = exceededLimit(pending.ids.length);
    setPending(null);
    setLimitHit(limit);
    if (limit !== null) return;
    restoreGoals(pending.ids);
    setPicked(new Set());
  }

  if (status !== 'ready') {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-24">
        <Spinner />
        <p className="text-sm font-medium text-slate-600">Loading goals...</p>
      </div>
    );
  }

  return (
    <section aria-labelledby="completed-title" className="mx-auto max-w-5xl space-y-6">
      <BackToGoalsLink />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="completed-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Completed Goals
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Restore a goal to make it active again. Restored goals count towards your plan.
          </p>
        </div>
        {completed.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={selected.size === 0}
              onClick={() => askDelete([...selected], true, 'Delete selected goals')}
            >
              Delete Selected ({selected.size})
            </Button>
            <Button
              disabled={selected.size === 0}
              onClick={() => ask([...selected], true, 'Restore selected goals')}
            >
              Restore Selected ({selected.size})
            </Button>
          </div>
        )}
      </div>

      {limitHit !== null && (
        <RestoreLimitAlert limit={limitHit} onDismiss={() => setLimitHit(null)} />
      )}

      {completed.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-medium text-slate-700">No completed goals yet.</p>
          <p className="mt-1 text-sm text-slate-500">
            Tick Completed on a goal card and it will appear here.
          </p>
        </div>
      ) : (
        <CompletedTable
          goals={completed}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onRestore={(goal) => ask([goal.id], false, `Restore “${goal.name}”`)}
          onDelete={(goal) => askDelete([goal.id], false, `Delete “${goal.name}”`)}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? 'Restore'}
        message={pending ? questionOf(pending) : ''}
        confirmLabel={pending?.action === 'delete' ? 'Delete' : 'Restore'}
        danger={pending?.action === 'delete'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
