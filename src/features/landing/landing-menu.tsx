import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { cn } from '@/components/ui/cn';
import { lineIconProps } from '@/components/ui/line-icon';
import { focusRing } from './landing-styles';

export interface NavLink {
  href: string;
  label: string;
}

/** While open: Escape closes and gives focus back to the button; a click or focus outside closes. */
function useCloseFromOutside(
  open: boolean,
  close: () => void,
  area: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) =>
      event.target instanceof Node && !area.current?.contains(event.target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (outside(event)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close, area, button]);
}

/**
 * The page links for screens too narrow to show them in the bar: a menu button and the panel it
 * opens under the bar. Gone from 420 px up, where the links fit beside the Login button.
 */
export function LandingMenu({ links }: { links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useCloseFromOutside(open, close, area, button);

  return (
    <div ref={area} className="min-[420px]:hidden">
      <button
        ref={button}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(focusRing, 'flex p-1.5 text-slate-700 hover:bg-slate-100')}
      >
        {open ? (
          <svg {...lineIconProps} className="size-5">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        ) : (
          <svg {...lineIconProps} className="size-5">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="px-4 py-2">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={close}
                className={cn(
                  focusRing,
                  'block px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
