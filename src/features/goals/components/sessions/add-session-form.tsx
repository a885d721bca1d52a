import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ErrorBox } from '@/components/ui/error-box';
import { TextField } from '@/components/ui/text-field';
import { JournalFields } from '@/components/journal-fields';
import { useJournalDraft } from '@/components/use-journal-draft';
import type { GoalPart } from '@/domain/goal-parts';
import { parseDecimal } from '@/domain/goal-validation';
import type { Measure } from '@/domain/journal';
import { DEFAULT_MANUAL_START, manualSession } from '@/domain/manual-session';
import { MS_PER_HOUR } from '@/domain/practice-sessions';
import { nowDate } from '@/stores/clock';
import { addSession } from '@/stores/goals/goal-actions';
import { readJournalInput } from '@/stores/goals/journal-actions';
import { PartSelect } from '../goal-parts/part-select';
import { SessionDayFields } from './session-day-fields';
import { rangeFrom } from './session-times';

type LengthMode = 'hours' | 'end';

/** Hours from the typed fields: the hours box, or the span from start to end time. */
function hoursFrom(mode: LengthMode, day: string, start: string, hours: string, end: string) {
  if (mode === 'hours') return { hours: parseDecimal(hours) ?? Number.NaN };
  const range = rangeFrom(day, start, end);
  return range.ok ? { hours: (range.end - range.start) / MS_PER_HOUR } : { error: range.error };
}

interface AddSessionFormProps {
  goalId: string;
  today: string;
  /** The goal's parts, to name one (or none). */
  parts?: readonly GoalPart[];
  /** What the goal measures; without one only the note is asked. */
  measure?: Measure;
  /** Called with the new session's start once it is logged. */
  onAdded?(start: number): void;
}

/** Logs practice done without the timer, on today or a past day. */
export function AddSessionForm({ goalId, today, parts, measure, onAdded }: AddSessionFormProps) {
  const titleId = useId();
  const [day, setDay] = useState(today);
  const [start, setStart] = useState(DEFAULT_MANUAL_START);
  const [mode, setMode] = useState<LengthMode>('hours');
  const [hours, setHours] = useState('1');
  const [end, setEnd] = useState('10:00');
  const [partId, setPartId] = useState('');
  const draft = useJournalDraft();
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(false);
    const length = hoursFrom(mode, day, start, hours, end);
    if ('error' in length) return setError(length.error ?? null);
    const journal = readJournalInput(draft);
    if (!journal.ok) return setError(journal.error);
    const entry = { id: crypto.randomUUID(), day, hours: length.hours, startTime: start };
    const built = manualSession(entry, nowDate());
    const extra = {
      ...(partId ? { partId } : {}),
      ...(journal.note ? { note: journal.note } : {}),
      ...(journal.value === null ? {} : { value: journal.value }),
    };
    const failure = built.ok ? addSession(goalId, { ...built.session, ...extra }) : built.error;
    setError(failure);
    setAdded(!failure);
    if (failure || !built.ok) return;
    draft.setNote('');
    draft.setValue('');
    onAdded?.(built.session.start);
  }

  const modeButton = (value: LengthMode, label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        'rounded-md px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
        mode === value
          ? 'bg-white text-slate-900 shadow-sm'
          : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          Log past practice
        </h3>
        <div
          role="radiogroup"
          aria-label="Length given as"
          className="inline-flex rounded-lg bg-slate-200/70 p-0.5"
        >
          {modeButton('hours', 'Duration')}
          {modeButton('end', 'End time')}
        </div>
      </div>
      <ErrorBox message={error} />
      <SessionDayFields day={day} start={start} maxDay={today} onDay={setDay} onStart={setStart}>
        {mode === 'hours' ? (
          <TextField
            label="Duration (hours)"
            type="number"
            inputMode="decimal"
            min="0.1"
            max="24"
            step="0.1"
            required
            value={hours}
            onValue={setHours}
          />
        ) : (
          <TextField label="End time" type="time" required value={end} onValue={setEnd} />
        )}
      </SessionDayFields>
      <PartSelect parts={parts} value={partId} onChange={setPartId} />
      <JournalFields draft={draft} measure={measure} />
      <div className="flex items-center justify-end gap-3">
        {added && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            Session added.
          </p>
        )}
        <Button size="sm" type="submit">
          Log session
        </Button>
      </div>
    </form>
  );
}
