import { useId } from 'react';
import { cn } from './cn';

interface NumberFieldProps {
  label: string;
  /** The text as typed, so a half-typed number is never lost. */
  value: string;
  onChange(text: string): void;
  min?: number;
  /** Shown under the field and announced; replaces the hint. */
  error: string | null;
  hint?: string;
}

/** A decimal number input with its label, an optional hint and an accessible error. */
export function NumberField({ label, value, onChange, min, error, hint }: NumberFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        step="any"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:outline-none focus:ring-2',
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
            : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30',
        )}
      />
      {note && (
        <p
          id={noteId}
          role={error ? 'alert' : undefined}
          className={cn('mt-1.5 text-sm', error ? 'font-medium text-red-600' : 'text-slate-500')}
        >
          {note}
        </p>
      )}
    </div>
  );
}
