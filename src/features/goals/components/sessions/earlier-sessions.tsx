import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/stores/goals/online';
import { earlierLogStart } from '@/domain/session-log-pages';

interface EarlierSessionsProps {
  /** The goal's practice days, oldest first (its tally knows them all). */
  practiceDays: readonly string[];
  /** Where the loaded sessions start (null: all of them are loaded). */
  sessionsFrom: number | null;
  loading: boolean;
  onShowEarlier(start: number): void;
}

/**
 * The foot of a session log that shows only recent sessions: reads the next page back. The
 * button stays where it is while the page loads (it only stops answering), so the focus and the
 * layout stay put and a second press cannot ask twice.
 */
export function EarlierSessions({
  practiceDays,
  sessionsFrom,
  loading,
  onShowEarlier,
}: EarlierSessionsProps) {
  const earlier = earlierLogStart(practiceDays, sessionsFrom);
  const online = useOnline();
  if (earlier === null && !loading) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={loading}
        className="aria-disabled:cursor-wait aria-disabled:text-slate-500"
        onClick={() => {
          if (!loading && earlier !== null) onShowEarlier(earlier);
        }}
      >
        {loading && <Spinner className="size-4 border-2" />}
        Show earlier sessions
      </Button>
      <p role="status" className="text-sm text-slate-600">
        {!loading
          ? ''
          : online
            ? 'Loading earlier sessions…'
            : 'Earlier sessions load once this device is back online.'}
      </p>
    </div>
  );
}
