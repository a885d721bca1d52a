import { Button } from '@/components/ui/button';
import { formatHours } from '@/domain/goal-progress';
import { formatMeasured, type Measure } from '@/domain/journal';
import { sessionHours, type PracticeSession } from '@/domain/practice-sessions';
import { DANGER_TEXT_BUTTON } from '../goal-card/icons';
import { endsNextDay, longDay, SOURCE_LABELS, timeOf } from './session-times';

interface SessionRowProps {
  session: PracticeSession;
  /** What the goal measures, to name a session's value. */
  measure?: Measure;
  /** The name of the part it is for; absent: no part. */
  partName?: string;
  /** It shares time with another session of the goal. */
  overlaps?: boolean;
  onEdit(): void;
  onDelete(): void;
}

const SOURCE_CLASSES: Record<PracticeSession['source'], string> = {
  timer: 'bg-brand-50 text-brand-700 ring-brand-100',
  manual: 'bg-slate-100 text-slate-700 ring-slate-200',
  import: 'bg-amber-50 text-amber-800 ring-amber-200',
};

/** One logged session: when, how long, where it came from, and its Edit and Delete buttons. */
export function SessionRow({
  session,
  measure,
  partName,
  overlaps = false,
  onEdit,
  onDelete,
}: SessionRowProps) {
  const day = longDay(session.start);
  const times = `${timeOf(session.start)} – ${timeOf(session.end)}`;
  const what = `session on ${day}, ${times}`;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      {/* Room for the date on one line: on a phone the figures and buttons move under it. */}
      <div className="min-w-0 flex-1 basis-52">
        <p className="text-sm font-medium text-slate-900">{day}</p>
        <p className="text-sm text-slate-500 tabular-nums">
          {times}
          {endsNextDay(session) && <span className="text-xs"> (next day)</span>}
        </p>
      </div>
      {overlaps && (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300">
          Overlaps
        </span>
      )}
      {partName && (
        <span className="max-w-[12rem] truncate rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-violet-200">
          <span className="sr-only">Part: </span>
          {partName}
        </span>
      )}
      {session.value !== undefined && (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 tabular-nums">
          <span className="sr-only">{measure?.name ?? 'Value'}: </span>
          {formatMeasured(session.value, measure)}
        </span>
      )}
      <span className="text-sm font-semibold text-slate-900 tabular-nums">
        {formatHours(sessionHours(session))} h
      </span>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${SOURCE_CLASSES[session.source]}`}
      >
        {SOURCE_LABELS[session.source]}
      </span>
      {session.note && (
        <p className="order-last w-full text-sm break-words whitespace-pre-line text-slate-700">
          <span className="sr-only">Note: </span>
          {session.note}
        </p>
      )}
      <div className="flex gap-1">
        <Button size="sm" variant="ghost" aria-label={`Edit ${what}`} onClick={onEdit}>
          Edit
        </Button>
        <button
          type="button"
          className={DANGER_TEXT_BUTTON}
          aria-label={`Delete ${what}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </div>
  );
}
