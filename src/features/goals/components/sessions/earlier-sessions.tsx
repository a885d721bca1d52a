import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { earlierLogStart } from '@/domain/session-log-pages';

interface EarlierSessionsProps {
  /** The goal's practice days, oldest first (its tally knows them all). */
  practiceDays: readonly string[];
  /** Where the loaded sessions start (null: all of them are loaded). */
  sessionsFrom: number | null;
  loading: boolean;
  onShowEarlier(start: number): void;
}

/** The foot of a session log that shows only recent sessions: reads the next page back. */
export function EarlierSessions({
  practiceDays,
  sessionsFrom,
  loading,
  onShowEarlier,
}: EarlierSessionsProps) {
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 border-2" /> Loading earlier sessions…
      </p>
    );
  }
  const earlier = earlierLogStart(practiceDays, sessionsFrom);
  if (earlier === null) return null;
  return (
    <Button variant="secondary" size="sm" onClick={() => onShowEarlier(earlier)}>
      Show earlier sessions
    </Button>
  );
}
