import { useCallback, useRef, useState } from 'react';

export interface ActionOptions {
  /** A message that refuses the input before any work: shown as the error, nothing runs. */
  invalid?: string | null;
  /** The form stays busy after the work succeeds (it leaves the page, e.g. a sign-in). */
  staysBusy?: boolean;
}

/**
 * A form's submit: the input checked first, the work run with the form busy (a second submit
 * meanwhile is ignored), and a failure turned into the form's error message. `perform` answers
 * whether the work ran and succeeded. A failure whose message is null is handled by the caller's
 * `failureMessage` itself (e.g. by showing another screen).
 */
export function useAction(failureMessage: (failure: unknown) => string | null) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const perform = useCallback(
    async (work: () => Promise<unknown>, options: ActionOptions = {}): Promise<boolean> => {
      if (running.current) return false;
      setError(options.invalid ?? null);
      if (options.invalid) return false;
      running.current = true;
      setBusy(true);
      let succeeded = false;
      try {
        await work();
        succeeded = true;
      } catch (failure) {
        setError(failureMessage(failure));
      }
      running.current = false;
      if (!succeeded || !options.staysBusy) setBusy(false);
      return succeeded;
    },
    [failureMessage],
  );

  return { busy, error, setError, perform };
}
