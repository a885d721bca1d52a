import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { setGoalNote } from '@/stores/goals/goal-actions';

/**
 * The goal's note, saved on blur. No maxLength: a pasted long note is kept in full and the
 * reason it cannot be saved shows below, so nothing is cut off silently.
 */
export function GoalNote({ goalId, note }: { goalId: string; note: string }) {
  const id = useId();
  const [text, setText] = useState(note);
  const [stored, setStored] = useState(note);
  const [error, setError] = useState<string | null>(null);

  // A note changed elsewhere (another tab or device) replaces the text only when nothing is
  // being edited here, so typing is never lost.
  if (note !== stored) {
    setStored(note);
    if (text === stored) setText(note);
  }

  function save() {
    setError(setGoalNote(goalId, text));
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-500">
        Note
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        placeholder="Add a note…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={save}
        className={cn(
          'block w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-800 shadow-xs',
          'placeholder:text-slate-400 focus:outline-none focus:ring-2',
          error
            ? 'border-red-400 focus:ring-red-500/30'
            : 'border-slate-200 focus:border-brand-600 focus:ring-brand-600/30',
        )}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
