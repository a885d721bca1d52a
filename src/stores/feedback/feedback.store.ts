import { create } from 'zustand';
import { t } from '@/i18n/t';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** Milliseconds; the spec's default is 5 s. */
  duration: number;
  /** A button in the toast, e.g. 'Start timer'; pressing it also closes the toast. */
  action?: { label: string; run(): void };
  /** An Undo toast: Ctrl/⌘+Z runs its action while it shows (undo-key.ts). */
  undoable?: boolean;
}

/** How long an Undo toast stays: long enough to notice a slip and reach the button. */
export const UNDO_TOAST_MS = 7000;

export interface UndoRequest {
  title: string;
  description?: string;
  /** Writes back what the change took away (a normal write through the outbox). */
  undo(): void;
}

interface AlertRequest {
  message: string;
  onClose?: () => void;
}

interface FeedbackState {
  /** Only one toast shows at a time: a new one replaces the current one. */
  toast: Toast | null;
  alert: AlertRequest | null;
  showToast(toast: Omit<Toast, 'id' | 'duration'> & { duration?: number }): void;
  /** Closes the toast; given an id, only that toast (a closing one never takes its successor). */
  dismissToast(id?: number): void;
  /** A toast with an Undo button for about 7 seconds after a small loss; returns its id. */
  showUndo(request: UndoRequest): number;
  /** Runs the Undo of the toast showing, if it is one; true when it did. */
  undoLatest(): boolean;
  /** A modal message that needs an OK, like the browser's alert(). */
  showAlert(message: string, onClose?: () => void): void;
  closeAlert(): void;
}

let nextId = 1;

export const useFeedback = create<FeedbackState>()((set, get) => ({
  toast: null,
  alert: null,
  showToast: (toast) => set({ toast: { duration: 5000, ...toast, id: nextId++ } }),
  dismissToast: (id) => {
    if (id === undefined || get().toast?.id === id) set({ toast: null });
  },
  showUndo({ undo, ...toast }) {
    get().showToast({
      ...toast,
      duration: UNDO_TOAST_MS,
      undoable: true,
      action: { label: t('feedback.undo.action'), run: undo },
    });
    return get().toast!.id;
  },
  undoLatest() {
    const current = get().toast;
    if (!current?.undoable || !current.action) return false;
    set({ toast: null });
    current.action.run();
    return true;
  },
  showAlert: (message, onClose) => set({ alert: { message, onClose } }),
  closeAlert() {
    const current = get().alert;
    set({ alert: null });
    current?.onClose?.();
  },
}));
