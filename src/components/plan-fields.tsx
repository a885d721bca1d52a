import { useId } from 'react';
import { SelectField } from '@/components/ui/select-field';
import {
  MONDAY_TO_FRIDAY,
  planError,
  type PlanKind,
  type PracticePlan,
} from '@/domain/practice-plan';
import { toggleReminderDay } from '@/domain/reminders';
import { WEEKDAY_NAMES } from '@/domain/weeks';

const KINDS: { kind: PlanKind; label: string }[] = [
  { kind: 'every-day', label: 'Every day' },
  { kind: 'weekdays', label: 'On chosen weekdays' },
  { kind: 'per-week', label: 'Some days a week, any days' },
];

const COUNT_OPTIONS = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
  value: String(n),
  label: n === 1 ? '1 day a week' : `${n} days a week`,
}));

/** The first plan of a kind a person picks. */
function planOfKind(kind: PlanKind, current: PracticePlan): PracticePlan {
  if (kind === current.kind) return current;
  if (kind === 'weekdays') return { kind, days: MONDAY_TO_FRIDAY };
  if (kind === 'per-week') return { kind, count: 3 };
  return { kind };
}

interface PlanFieldsProps {
  plan: PracticePlan;
  onChange(plan: PracticePlan): void;
  /** Shown once a save was tried. */
  showError?: boolean;
}

/** Which days someone means to practise: every day, chosen weekdays, or N days a week. */
export function PlanFields({ plan, onChange, showError = false }: PlanFieldsProps) {
  const groupName = useId();
  const error = showError ? planError(plan) : null;
  return (
    <fieldset className="space-y-2.5">
      <legend className="mb-1 text-sm font-medium text-slate-700">Practice plan</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {KINDS.map(({ kind, label }) => (
          <label
            key={kind}
            className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700"
          >
            <input
              type="radio"
              name={groupName}
              className="size-4 accent-brand-600"
              checked={plan.kind === kind}
              onChange={() => onChange(planOfKind(kind, plan))}
            />
            {label}
          </label>
        ))}
      </div>
      {plan.kind === 'weekdays' && (
        <div role="group" aria-label="Practice days" className="flex flex-wrap gap-1.5">
          {WEEKDAY_NAMES.map((name, day) => (
            <label
              key={name}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg bg-white px-2 py-1.5 text-sm text-slate-700 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
            >
              <input
                type="checkbox"
                aria-label={`Practice on ${name}`}
                className="size-4 accent-brand-600"
                checked={plan.days.includes(String(day))}
                onChange={(e) =>
                  onChange({
                    kind: 'weekdays',
                    days: toggleReminderDay(plan.days, day, e.target.checked),
                  })
                }
              />
              <span aria-hidden="true">{name.slice(0, 3)}</span>
            </label>
          ))}
        </div>
      )}
      {plan.kind === 'per-week' && (
        <SelectField
          label="Days a week"
          options={COUNT_OPTIONS}
          className="max-w-48"
          value={String(plan.count)}
          onChange={(e) => onChange({ kind: 'per-week', count: Number(e.target.value) })}
        />
      )}
      <p className="text-xs text-slate-500">
        A planned day without practice shows red on the calendar. Days off and rest days never do,
        and they never break a streak.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
