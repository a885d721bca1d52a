import { useId, type InputHTMLAttributes } from 'react';
import { cn } from './cn';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export function CheckboxField({ label, className, id, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
