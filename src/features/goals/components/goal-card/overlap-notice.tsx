import { useMemo } from 'react';
import type { PracticeSession } from '@/domain/practice-sessions';
import { overlapCountedText, sessionOverlaps } from '@/domain/session-overlaps';

/**
 * Says when the goal's loaded sessions overlap (practice logged on two devices for the same
 * time, say): both stay counted, so the person is told and can correct one in the log.
 */
export function OverlapNotice({
  sessions,
  onReview,
}: {
  sessions: readonly PracticeSession[];
  onReview(): void;
}) {
  const overlaps = useMemo(() => sessionOverlaps(sessions), [sessions]);
  if (overlaps.ids.size === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <p>
        {overlaps.ids.size} sessions overlap: {overlapCountedText(overlaps)}.
      </p>
      <button
        type="button"
        aria-label="Review overlapping sessions"
        className="rounded-md px-1.5 py-0.5 font-semibold text-amber-900 underline underline-offset-2 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        onClick={onReview}
      >
        Review
      </button>
    </div>
  );
}
