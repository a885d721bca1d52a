import { useId, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useHydrated } from '../use-hydrated';
import { cn } from './cn';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Called with the text as typed (in place of onChange). */
  onValue?(value: string): void;
}

/** The input's change handler: onValue with the typed text, or the given onChange. */
const changeOf = ({ onChange, onValue }: Pick<TextFieldProps, 'onChange' | 'onValue'>) =>
  onValue ? (e: ChangeEvent<HTMLInputElement>) => onValue(e.target.value) : onChange;

const INPUT_CLASSES =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  'disabled:bg-slate-100';

// Read-only until the page is live: typed into prerendered HTML, text would be lost when React
// takes the form over.
export function TextField({ label, className, id, readOnly, onValue, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const live = useHydrated();
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        className={INPUT_CLASSES}
        readOnly={readOnly || !live}
        {...props}
        onChange={changeOf({ onChange: props.onChange, onValue })}
      />
    </div>
  );
}

/** A password input with a show/hide toggle that keeps the caret where it was. */
export function PasswordField({
  label,
  className,
  id,
  readOnly,
  onValue,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const live = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={cn(INPUT_CLASSES, 'pr-12')}
          readOnly={readOnly || !live}
          {...props}
          onChange={changeOf({ onChange: props.onChange, onValue })}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </div>
  );
}

/** An eye, crossed out while the password is shown (a press hides it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {crossed ? (
        <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.2A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a10.6 10.6 0 0 0 5.4-1.4" />
      ) : (
        <>
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </svg>
  );
}
