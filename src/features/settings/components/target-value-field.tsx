import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { TARGET_VALUE_MIN, parseDecimal, validateTargetValue } from '@/domain/goal-validation';

interface TargetValueFieldProps {
  value: number;
  /** Called only with a valid value; invalid input stays local and shows its message. */
  onValidChange(value: number): void;
}

/** 'Default target value': a number, at least 1. */
export function TargetValueField({ value, onValidChange }: TargetValueFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | null>(null);

  function change(text: string) {
    setDraft(text);
    const problem = validateTargetValue(text);
    setError(problem);
    const parsed = parseDecimal(text);
    if (!problem && parsed !== null) onValidChange(parsed);
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        Default target value
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="decimal"
        min={TARGET_VALUE_MIN}
        step="any"
        value={draft}
        onChange={(event) => change(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-none focus:ring-2',
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
            : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30',
        )}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : (
        <p className="mt-1.5 text-sm text-slate-500">At least {TARGET_VALUE_MIN}.</p>
      )}
    </div>
  );
}
