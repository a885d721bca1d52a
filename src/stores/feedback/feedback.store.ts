import { create } from 'zustand';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** Milliseconds; the spec's default is 5 s. */
  duration: number;
  /** A button in the toast, e.g. 'Start timer'; pressing it also closes the toast. */
  action?: { label: string; run(): void };
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
  dismissToast(): void;
  /** A modal message that needs an OK, like the browser's alert(). */
  showAlert(message: string, onClose?: () => void): void;
  closeAlert(): void;
}

let nextId = 1;

export const useFeedback = create<FeedbackState>()((set, get) => ({
  toast: null,
  alert: null,
  showToast: (toast) => set({ toast: { duration: 5000, ...toast, id: nextId++ } }),
  dismissToast: () => set({ toast: null }),
  showAlert: (message, onClose) => set({ alert: { message, onClose } }),
  closeAlert() {
    const current = get().alert;
    set({ alert: null });
    current?.onClose?.();
  },
}));
