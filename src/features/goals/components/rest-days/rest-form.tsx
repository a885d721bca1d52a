import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { RestRange } from '@/domain/rest-ranges';
import { addGoalRest } from '@/stores/goals/rest-actions';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import { usePendingAdd } from '../goal-settings/pending-adds';

type Scope = 'goal' | 'all';

interface RestFormProps {
  goalId: string;
  /** The first day of rest when it is already chosen (a calendar day); else a date field. */
  fixedFrom?: string;
  /** The day the fields start with. */
  initialDay: string;
  onAdded?(): void;
}

/** Adds a day or a break of rest, for this goal or all goals. Bad dates are explained. */
export function RestForm({ goalId, fixedFrom, initialDay, onAdded }: RestFormProps) {
  const scopeName = useId();
  const [from, setFrom] = useState(fixedFrom ?? initialDay);
  const [to, setTo] = useState(initialDay);
  const [scope, setScope] = useState<Scope>('goal');
  const [error, setError] = useState<string | null>(null);
  /** Dates changed and not yet added: Save Settings adds them rather than dropping them. */
  const [typed, setTyped] = useState(false);

  function addTyped(): boolean {
    const range: RestRange = { from: fixedFrom ?? from, to };
    const refused =
      scope === 'goal' ? addGoalRest(goalId, range) : useAllGoalsRest.getState().add(range);
    setError(refused);
    if (refused) return false;
    setTyped(false);
    onAdded?.();
    return true;
  }
  usePendingAdd(() => !typed || addTyped());

  function add(event: FormEvent) {
    event.preventDefault();
    addTyped();
  }

  return (
    <form noValidate onSubmit={add} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {fixedFrom === undefined && (
          <TextField
            label="First day of rest"
            type="date"
            required
            value={from}
            onValue={(value) => {
              setFrom(value);
              setTyped(true);
            }}
          />
        )}
        <TextField
          label="Last day of rest"
          type="date"
          required
          min={fixedFrom ?? from}
          value={to}
          onValue={(value) => {
            setTo(value);
            setTyped(true);
          }}
        />
      </div>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Rest for</legend>
        {(
          [
            ['goal', 'This goal'],
            ['all', 'All goals'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700"
          >
            <input
              type="radio"
              name={scopeName}
              className="size-4 accent-brand-600"
              checked={scope === value}
              onChange={() => setScope(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <Button type="submit" size="sm">
        {to === (fixedFrom ?? from) ? 'Rest on this day' : 'Add the break'}
      </Button>
    </form>
  );
}
