import { overlapCountedText, type SessionOverlaps } from '@/domain/session-overlaps';

/** Above the log: which sessions overlap, what that does to the figures, and what to do. */
export function OverlapsNote({ overlaps }: { overlaps: SessionOverlaps }) {
  if (overlaps.ids.size === 0) return null;
  return (
    <div
      role="note"
      aria-label="Overlapping sessions"
      className="rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p>
        {overlaps.ids.size} sessions marked Overlaps share some of their time (logged on two
        devices, perhaps). Every figure counts them all, so {overlapCountedText(overlaps, true)}.
      </p>
      <p className="mt-1 font-medium">Edit or delete one of them so that time counts once.</p>
    </div>
  );
}
