import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useGoals } from '@/stores/goals/goals.store';

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Where the user's changes are: saved, waiting to sync, or failed (with Retry). */
export function SyncStatus() {
  const pending = useGoals((s) => s.hasPendingWrites);
  const unsavedCount = useGoals((s) => Object.keys(s.unsaved).length);
  const online = useOnline();

  if (unsavedCount > 0) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <span className="font-medium">
          {unsavedCount === 1
            ? '1 goal has changes that could not be saved.'
            : `${unsavedCount} goals have changes that could not be saved.`}
        </span>
        <Button size="sm" variant="secondary" onClick={() => useGoals.getState().retryUnsaved()}>
          Retry
        </Button>
        <Button size="sm" variant="ghost" onClick={() => useGoals.getState().discardUnsaved()}>
          Discard
        </Button>
      </div>
    );
  }
  const text = !online
    ? pending
      ? 'Offline · changes will sync when you reconnect'
      : 'Offline'
    : pending
      ? 'Saving…'
      : 'All changes saved';
  return (
    <p aria-live="polite" className="text-xs font-medium text-slate-500">
      <span
        aria-hidden="true"
        className={`mr-1.5 inline-block size-2 rounded-full ${pending || !online ? 'bg-amber-400' : 'bg-emerald-500'}`}
      />
      {text}
    </p>
  );
}
