import { useEffect, useState } from 'react';

const VISIBLE_MS = 2500;

/** A short-lived 'Saved' confirmation: `flash()` shows it, it hides itself after a moment. */
export function useSavedFlash() {
  // Each flash gets a new number, so a second change restarts the timer.
  const [flashId, setFlashId] = useState<number | null>(null);

  useEffect(() => {
    if (flashId === null) return;
    const timer = setTimeout(() => setFlashId(null), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [flashId]);

  return { saved: flashId !== null, flash: () => setFlashId((id) => (id ?? 0) + 1) };
}
