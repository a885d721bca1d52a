import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  ROUTINES_MAX,
  newRoutineId,
  plannedMinutes,
  type Routine,
} from '@/domain/routines/routine';
import type { Goal } from '@/domain/goal';
import { t } from '@/i18n/t';
import { useGoals } from '@/stores/goals/goals.store';
import { saveGoalRoutines } from '@/stores/goals/routine-actions';
import { RoutineEditor } from './routine-editor';

const NO_ROUTINES: readonly Routine[] = [];

/**
 * The goal's routines in its settings: made, changed and deleted, each saved at once (as parts
 * are). One routine is edited at a time.
 */
export function RoutinesSection({ goalId }: { goalId: string }) {
  const headingId = useId();
  // Read live, so a change made on another device shows while the dialog is open.
  const goal: Goal | undefined = useGoals((s) => s.goals.find((g) => g.id === goalId));
  const routines = goal?.routines ?? NO_ROUTINES;
  const [editing, setEditing] = useState<Routine | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = (routine: Routine): string | null => {
    const exists = routines.some((r) => r.id === routine.id);
    const next = exists
      ? routines.map((r) => (r.id === routine.id ? routine : r))
      : [...routines, routine];
    const refused = saveGoalRoutines(goalId, next);
    if (refused === null) setEditing(null);
    return refused;
  };
  const remove = (id: string) =>
    setError(
      saveGoalRoutines(
        goalId,
        routines.filter((r) => r.id !== id),
      ),
    );
  const fresh = (): Routine => ({
    id: newRoutineId(),
    name: '',
    blocks: [{ partId: null, minutes: 10 }],
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-sm font-medium text-slate-700">
          {t('routines.editor.title')}
        </h3>
        <p className="text-xs text-slate-500">{t('routines.editor.hint', { max: ROUTINES_MAX })}</p>
      </div>
      {routines.length === 0 ? (
        <p className="text-sm text-slate-500">{t('routines.editor.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
          {routines.map((routine) => (
            <li key={routine.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="min-w-0 grow truncate text-sm text-slate-800">
                {routine.name}{' '}
                <span className="text-slate-500">
                  · {t('routines.card.planned', { planned: plannedMinutes(routine) })}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={editing !== null}
                onClick={() => setEditing(routine)}
              >
                {t('routines.editor.edit', { name: routine.name })}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={editing !== null}
                onClick={() => remove(routine.id)}
              >
                {t('routines.editor.delete', { name: routine.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <RoutineEditor
          key={editing.id}
          routine={editing}
          parts={goal?.parts}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={routines.length >= ROUTINES_MAX}
          onClick={() => setEditing(fresh())}
        >
          {t('routines.editor.new')}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </section>
  );
}
