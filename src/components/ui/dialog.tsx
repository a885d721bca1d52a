import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { cn } from './cn';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the body. */
  footer?: ReactNode;
  className?: string;
  /** 'alertdialog' for questions that need an answer (confirmations, alerts). */
  role?: 'dialog' | 'alertdialog';
  /** The element to focus on open (default: the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * A form people type into: a click beside it keeps it open, so a stray tap loses nothing
   * (Cancel and Escape still close it).
   */
  keepOnOutsideClick?: boolean;
}

/** A modal with a title, optional description, body and footer; Escape and overlay close it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  role = 'dialog',
  initialFocus,
  keepOnOutsideClick = false,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          role={role}
          onInteractOutside={(event) => keepOnOutsideClick && event.preventDefault()}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 focus:outline-none',
            className,
          )}
        >
          <div className={cn('px-6 pt-6', !children && !!footer && 'pb-4')}>
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-2 text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            )}
          </div>
          {children && <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>}
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-6 py-4">
              {footer}
            </div>
          )}
          {!children && !footer && <div className="pb-6" />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
