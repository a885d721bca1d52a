import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';

/** The stack's element once mounted; `undefined` when no CornerStack is around. */
const StackElement = createContext<HTMLElement | null | undefined>(undefined);

/**
 * The one place for cards that float over every page (the running timer, the offers to install
 * or to keep the timer in the status bar, an import's progress): a column along the bottom of a
 * phone's screen and in the bottom-right corner of a wider one, where each card sits above the
 * next instead of covering it. Room as tall as the stack ends the page, so what the cards float
 * over (the last goal's buttons) can still be scrolled above them.
 */
export function CornerStack({ children }: { children: ReactNode }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const room = useStackHeight(element);
  return (
    <StackElement value={element}>
      {children}
      {room > 0 && <div aria-hidden="true" data-corner-room="" style={{ height: room }} />}
      <div
        ref={setElement}
        data-corner-stack=""
        className={cn(
          'pointer-events-none fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 flex flex-col gap-3',
          'sm:right-6 sm:bottom-[max(1.5rem,env(safe-area-inset-bottom))] sm:left-auto sm:w-96',
        )}
      />
    </StackElement>
  );
}

/** The stack's height with the gap below it, followed as cards come and go (0 when empty). */
function useStackHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      setHeight(box.height > 0 ? Math.ceil(window.innerHeight - box.top) : 0);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

/** Where each kind of card sits, from the top of the stack down to the corner. */
const ORDER = { offer: 0, timerQuestion: 1, progress: 2, timer: 3 } as const;
export type CornerPlace = keyof typeof ORDER;

/**
 * Puts its children into the CornerStack at their place (offers on top, the running timer
 * nearest the corner), whatever mounts first. Outside a CornerStack (a component on its own in a
 * test) it renders in place.
 */
export function InCornerStack({ place, children }: { place: CornerPlace; children: ReactNode }) {
  const element = use(StackElement);
  if (element === undefined) return children;
  if (element === null) return null;
  return createPortal(
    <div
      className="flex justify-start *:pointer-events-auto sm:justify-end"
      style={{ order: ORDER[place] }}
    >
      {children}
    </div>,
    element,
  );
}
