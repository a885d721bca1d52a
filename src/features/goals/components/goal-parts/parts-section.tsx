import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  PARTS_MAX,
  PART_NAME_MAX,
  TOO_MANY_PARTS,
  addPart,
  movePart,
  newPartId,
  removePart,
  setPartArchived,
  type GoalPart,
} from '@/domain/goal-parts';
import { useGoals } from '@/stores/goals/goals.store';
import { t } from '@/i18n/t';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { saveGoalParts } from '@/stores/goals/part-actions';
import { restorePart } from '@/stores/goals/undo-actions';
import { usePendingAdd } from '../goal-settings/pending-adds';
import { PartRow } from './part-row';

const NO_PARTS: readonly GoalPart[] = [];

/**
 * The goal's parts (Scales, Études, Repertoire): added, renamed, moved, archived and deleted,
 * each change saved at once and on its own, as rest days are.
 */
export function PartsSection({ goalId }: { goalId: string }) {
  const headingId = useId();
  // Read live, so a change made here (or on another device) shows while the dialog is open.
  const parts = useGoals((s) => s.goals.find((g) => g.id === goalId)?.parts) ?? NO_PARTS;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = (next: readonly GoalPart[]) => {
    const refused = saveGoalParts(goalId, next);
    setError(refused);
    return refused === null;
  };

  function addTyped(): boolean {
    const added = addPart(parts, name, newPartId());
    if (!added.ok) {
      setError(added.error);
      return false;
    }
    if (!save(added.parts)) return false;
    setName('');
    return true;
  }
  // Save Settings adds a typed name rather than dropping it.
  usePendingAdd(() => name.trim() === '' || addTyped());

  /** Deletes at once; the toast's Undo writes the same part back in its place. */
  function remove(part: GoalPart) {
    if (!save(removePart(parts, part.id))) return;
    useFeedback.getState().showUndo({
      title: t('feedback.undo.partDeleted', { part: part.name }),
      undo: () => restorePart(goalId, part),
    });
  }

  function add(event: FormEvent) {
    event.preventDefault();
    addTyped();
  }

  const full = parts.length >= PARTS_MAX;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-sm font-medium text-slate-700">
          Parts
        </h3>
        <p className="text-xs text-slate-500">
          Split the goal’s time into parts, such as Scales, Études and Repertoire (up to {PARTS_MAX}
          ). The goal still counts all of its time. Changes are saved at once.
        </p>
      </div>
      {parts.length === 0 ? (
        <p className="text-sm text-slate-500">No parts yet. Add one below.</p>
      ) : (
        <ol
          aria-label="Parts of the goal"
          className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
        >
          {parts.map((part, index) => (
            <PartRow
              key={part.id}
              part={part}
              parts={parts}
              first={index === 0}
              last={index === parts.length - 1}
              onSave={save}
              onMove={(by) => save(movePart(parts, part.id, by))}
              onArchive={(archived) => save(setPartArchived(parts, part.id, archived))}
              onDelete={() => remove(part)}
            />
          ))}
        </ol>
      )}
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-2">
        <TextField
          label="New part"
          placeholder="Sight-reading"
          className="min-w-0 grow basis-48"
          maxLength={PART_NAME_MAX}
          value={name}
          disabled={full}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={full}>
          Add part
        </Button>
      </form>
      {full && !error && <p className="text-xs text-slate-500">{TOO_MANY_PARTS}</p>}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </section>
  );
}
