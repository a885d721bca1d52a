import { useEffect } from 'react';
import { useFeedback } from '@/stores/feedback/feedback.store';

/** Whether a key goes to something the person types in (its own Ctrl/⌘+Z undoes their typing). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
    target.type,
  );
}

/** Ctrl+Z (⌘+Z on a Mac) alone: not with Shift (redo) or Alt. */
export function isUndoKey(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey &&
    event.key.toLowerCase() === 'z'
  );
}

/** Handles a key press: Ctrl/⌘+Z takes back the newest Undo toast while it shows. */
export function onUndoKey(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.repeat || !isUndoKey(event)) return;
  if (isTypingTarget(event.target)) return;
  if (useFeedback.getState().undoLatest()) event.preventDefault();
}

/** Listens for Ctrl/⌘+Z on the whole page while mounted (the toast host). */
export function useUndoKey(): void {
  useEffect(() => {
    window.addEventListener('keydown', onUndoKey);
    return () => window.removeEventListener('keydown', onUndoKey);
  }, []);
}
