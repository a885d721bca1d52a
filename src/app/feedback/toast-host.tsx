import * as RadixToast from '@radix-ui/react-toast';
import { createPortal } from 'react-dom';
import { useFeedback, type Toast } from '@/stores/feedback/feedback.store';
import { useUndoKey } from './undo-key';

/**
 * The app's single toast: a new one replaces the current one (spec: one at a time). It sits on
 * the page's body, marked aria-live (off: Radix announces it), so that a dialog open meanwhile
 * does not hide it from assistive technology: its Undo stays reachable over a dialog.
 */
export function ToastHost() {
  const toast = useFeedback((s) => s.toast);
  const dismiss = useFeedback((s) => s.dismissToast);
  useUndoKey();
  return createPortal(
    <div aria-live="off">
      <ToastList toast={toast} dismiss={dismiss} />
    </div>,
    document.body,
  );
}

function ToastList({ toast, dismiss }: { toast: Toast | null; dismiss(id: number): void }) {
  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {toast && (
        <RadixToast.Root
          key={toast.id}
          duration={toast.duration}
          onOpenChange={(open) => !open && dismiss(toast.id)}
          className="pointer-events-auto flex items-start gap-3 rounded-xl bg-white p-4 shadow-xl ring-1 ring-slate-200 data-[swipe=end]:translate-x-full data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 transition motion-reduce:transition-none"
        >
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="font-semibold text-slate-900">
              {toast.title}
            </RadixToast.Title>
            {toast.description && (
              <RadixToast.Description className="mt-1 text-sm text-slate-600">
                {toast.description}
              </RadixToast.Description>
            )}
          </div>
          {toast.action && (
            <RadixToast.Action
              altText={toast.action.label}
              onClick={toast.action.run}
              className="rounded-md bg-brand-600 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700"
            >
              {toast.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close
            aria-label="Close"
            className="rounded-md px-2 py-1 text-sm font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            Close
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className="pointer-events-none fixed bottom-0 right-0 z-[60] flex w-full flex-col gap-2 p-4 md:max-w-[420px]" />
    </RadixToast.Provider>
  );
}
