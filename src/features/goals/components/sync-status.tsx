import { Button } from '@/components/ui/button';
import { useOnline } from '@/stores/goals/online';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { useGoals } from '@/stores/goals/goals.store';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

function RefusedChanges({ refused }: { refused: OutboxEntry[] }) {
  const { retry, logAgain, discard } = useGoals.getState();
  return (
    <div
      role="alert"
      className="mt-2 max-w-2xl rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-medium">
          {refused.length === 1
            ? '1 change could not be saved.'
            : `${refused.length} changes could not be saved.`}
        </p>
        {refused.length > 1 && (
          <>
            <Button size="sm" variant="secondary" onClick={() => retry()}>
              Retry all
            </Button>
            <Button size="sm" variant="ghost" onClick={() => discard()}>
              Discard all
            </Button>
          </>
        )}
      </div>
      <ul className="mt-2 space-y-2" aria-label="Changes that could not be saved">
        {refused.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="min-w-0 flex-1 basis-60">
              <span className="font-medium">{entry.label}</span>
              <span className="block text-red-700">{entry.refused}</span>
            </span>
            {entry.remedy === 'logAgain' ? (
              // Retry could never succeed: what was typed is kept as a new session instead.
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Log it again as a new session: ${entry.label}`}
                onClick={() => logAgain(entry.id)}
              >
                Log it again as a new session
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Retry: ${entry.label}`}
                onClick={() => retry(entry.id)}
              >
                Retry
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Discard: ${entry.label}`}
              onClick={() => discard(entry.id)}
            >
              Discard
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where the user's changes are: all saved, on their way (with how many), waiting for a
 * connection, or refused (each with its reason, Retry and Discard). 'All changes saved' shows
 * only when nothing waits on this device and the server has acknowledged everything.
 */
export function SyncStatus() {
  const outbox = useGoals((s) => s.outbox);
  const databasePending = useGoals((s) => s.hasPendingWrites);
  const online = useOnline();
  const refused = outbox.filter((entry) => entry.refused);
  const waiting = outbox.length - refused.length;
  const pending = waiting > 0 || databasePending;

  const text = !online
    ? pending
      ? `Offline · ${waiting > 0 ? `${changes(waiting)} will sync` : 'changes will sync'} when you reconnect`
      : 'Offline'
    : pending
      ? waiting > 1
        ? `Saving ${changes(waiting)}…`
        : 'Saving…'
      : refused.length > 0
        ? 'Everything else is saved'
        : 'All changes saved';
  return (
    <div>
      <p aria-live="polite" className="text-xs font-medium text-slate-600">
        <span
          aria-hidden="true"
          className={`mr-1.5 inline-block size-2 rounded-full ${pending || !online ? 'bg-amber-400' : refused.length > 0 ? 'bg-red-500' : 'bg-emerald-500'}`}
        />
        {text}
      </p>
      {refused.length > 0 && <RefusedChanges refused={refused} />}
    </div>
  );
}
