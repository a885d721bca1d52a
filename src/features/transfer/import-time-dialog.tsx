import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { TextField } from '@/components/ui/text-field';
import { isActiveGoal } from '@/domain/goal';
import { parseDecimal, validateImportedHours } from '@/domain/goal-validation';
import type { CustomImportTimes } from '@/domain/imported-baseline';
import type { ImportedGoal } from '@/domain/import';
import { importSummary, plannedSessionsText, type PendingImport } from './import-plan';

export const APPLY_DEFAULTS_QUESTION =
  'Would you like to apply your current default settings to the imported goals?';

interface TimeDraft {
  customize: boolean;
  total: string;
  weekly: string;
}

interface ImportTimeDialogProps {
  pending: PendingImport;
  onCancel(): void;
  /** Custom times by goal id, and whether to apply the default settings. */
  onImport(customTimes: Record<string, CustomImportTimes>, applyDefaults: boolean): void;
}

const oneDecimal = (hours: number) => String(Math.round(hours * 10) / 10);

/** The first problem with the drafts, or the custom times to use. */
function collectTimes(
  goals: readonly ImportedGoal[],
  drafts: Record<string, TimeDraft>,
): { error: string } | { times: Record<string, CustomImportTimes> } {
  const times: Record<string, CustomImportTimes> = {};
  for (const { goal } of goals) {
    const draft = drafts[goal.id];
    if (!draft?.customize) continue;
    const invalid = validateImportedHours(draft.total) ?? validateImportedHours(draft.weekly);
    if (invalid) return { error: `${goal.name}: ${invalid}` };
    const totalHours = parseDecimal(draft.total) ?? 0;
    const weeklyHours = parseDecimal(draft.weekly) ?? 0;
    if (weeklyHours > totalHours) {
      return { error: `${goal.name}: Weekly Time Spent cannot be more than Total Time Spent.` };
    }
    times[goal.id] = { totalHours, weeklyHours };
  }
  return { times };
}

/** Spec 'Import Time Settings' dialog, then the question about the default settings. */
export function ImportTimeDialog({ pending, onCancel, onImport }: ImportTimeDialogProps) {
  const { plan } = pending;
  const goals = plan.filter((p) => !p.existing).map((p) => p.imported);
  const [drafts, setDrafts] = useState<Record<string, TimeDraft>>(() =>
    Object.fromEntries(
      plan.map(({ imported: { goal } }) => [
        goal.id,
        {
          customize: false,
          total: oneDecimal(goal.totalTimeSpent),
          weekly: oneDecimal(goal.weeklyTimeSpent),
        },
      ]),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const [times, setTimes] = useState<Record<string, CustomImportTimes> | null>(null);

  const edit = (id: string, patch: Partial<TimeDraft>) =>
    setDrafts((all) => ({ ...all, [id]: { ...(all[id] as TimeDraft), ...patch } }));

  function submit() {
    const result = collectTimes(goals, drafts);
    if ('error' in result) return setError(result.error);
    setError(null);
    setTimes(result.times);
  }

  if (times) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && setTimes(null)}
        title="Apply default settings?"
        description={APPLY_DEFAULTS_QUESTION}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => onImport(times, false)}>
              No, keep theirs
            </Button>
            <Button onClick={() => onImport(times, true)}>Apply defaults</Button>
          </>
        }
      />
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Import Time Settings"
      keepOnOutsideClick
      description={importSummary(pending)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={submit}>Import Goals</Button>
        </>
      }
    >
      <ErrorBox message={error} />
      <ul className="mt-2 space-y-3">
        {plan.map((planned) => {
          const { goal } = planned.imported;
          const draft = drafts[goal.id] as TimeDraft;
          const active = isActiveGoal(goal);
          const sessionsText = plannedSessionsText(planned);
          return (
            <li
              key={goal.id}
              aria-label={goal.name}
              className="rounded-xl border border-slate-200 p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium text-slate-900">{goal.name}</span>
                <span
                  className={
                    active
                      ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700'
                      : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700'
                  }
                >
                  {active ? 'Active' : 'Completed'}
                </span>
              </div>
              {sessionsText && <p className="mt-1 text-sm text-slate-600">{sessionsText}</p>}
              {!planned.existing && (
                <CheckboxField
                  className="mt-2"
                  label="Customize time"
                  checked={draft.customize}
                  onChange={(e) => edit(goal.id, { customize: e.target.checked })}
                />
              )}
              {!planned.existing && draft.customize && (
                <div className="mt-2 grid grid-cols-2 gap-3">
                  <TextField
                    label="Total Time Spent (hours)"
                    type="number"
                    inputMode="decimal"
                    step={0.1}
                    min={0}
                    value={draft.total}
                    onChange={(e) => edit(goal.id, { total: e.target.value })}
                  />
                  <TextField
                    label="Weekly Time Spent (hours)"
                    type="number"
                    inputMode="decimal"
                    step={0.1}
                    min={0}
                    value={draft.weekly}
                    onChange={(e) => edit(goal.id, { weekly: e.target.value })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
