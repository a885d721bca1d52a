import { useEffect, useRef, type RefObject } from 'react';
import type { ShortcutAction } from '@/domain/keyboard-shortcuts';

/**
 * A shortcut reaches the part of the screen it concerns as a DOM event: dispatched on a goal
 * card (which listens on its own element) or on the document (the page listens there). Features
 * thus answer shortcuts without importing the app or each other.
 */
export const SHORTCUT_EVENT = 'masterly-shortcut';

interface ShortcutEventDetail {
  action: ShortcutAction;
}

/** Sends `action` from `target` up to the document; true when something handled it. */
export function sendShortcut(target: EventTarget, action: ShortcutAction): boolean {
  const event = new CustomEvent<ShortcutEventDetail>(SHORTCUT_EVENT, {
    bubbles: true,
    cancelable: true,
    detail: { action },
  });
  return !target.dispatchEvent(event);
}

/**
 * Calls `handle` when `action` arrives at `on`'s element (or anywhere on the document without
 * one); the first handler on the way up takes it.
 */
export function useShortcut(
  action: ShortcutAction,
  handle: () => void,
  on?: RefObject<HTMLElement | null>,
) {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const target: EventTarget | null = on ? on.current : document;
    if (!target) return;
    const listener = (event: Event) => {
      const { detail } = event as CustomEvent<ShortcutEventDetail>;
      if (detail.action !== action || event.defaultPrevented) return;
      event.preventDefault();
      latest.current();
    };
    target.addEventListener(SHORTCUT_EVENT, listener);
    return () => target.removeEventListener(SHORTCUT_EVENT, listener);
  }, [action, on]);
}
