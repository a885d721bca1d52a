import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { GOAL_NAME_MAX_LENGTH } from '@/domain/goal-validation';
import { renameGoal } from '@/stores/goals/goal-actions';
import { ICON_BUTTON, PencilIcon } from './icons';

interface GoalNameProps {
  goalId: string;
  name: string;
}

/** The card's title; the pencil switches it to an input. Enter or blur saves, Escape cancels. */
export function GoalName({ goalId, name }: GoalNameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const pencil = useRef<HTMLButtonElement>(null);
  // Escape and Enter end editing before the input's blur fires; blur must not save again.
  const finished = useRef(false);
  const refocus = useRef(false);

  useEffect(() => {
    if (draft === null && refocus.current) {
      refocus.current = false;
      pencil.current?.focus();
    }
  }, [draft]);

  /** `fromKeyboard`: give focus back to the pencil (a blur already moved it elsewhere). */
  function finish(save: boolean, fromKeyboard: boolean) {
    if (finished.current || draft === null) return;
    finished.current = true;
    refocus.current = fromKeyboard;
    if (save) renameGoal(goalId, draft);
    setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false, true);
    }
  }

  if (draft !== null) {
    return (
      <input
        // The user asked for the input by pressing the pencil, so moving focus there is expected.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        aria-label="Goal name"
        value={draft}
        maxLength={GOAL_NAME_MAX_LENGTH}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true, false)}
        onFocus={(e) => e.target.select()}
        className="min-w-0 flex-1 rounded-lg border border-brand-600 bg-white px-2 py-1 text-lg font-semibold text-slate-900 outline-none ring-2 ring-brand-600/30"
      />
    );
  }

  return (
    <div className="flex min-w-0 flex-1 items-start gap-1">
      <h2
        className="line-clamp-2 text-lg leading-snug font-semibold break-words text-slate-900"
        title={name}
      >
        {name}
      </h2>
      <button
        ref={pencil}
        type="button"
        aria-label="Rename goal"
        className={ICON_BUTTON}
        onClick={() => {
          finished.current = false;
          setDraft(name);
        }}
      >
        <PencilIcon />
      </button>
    </div>
  );
}
