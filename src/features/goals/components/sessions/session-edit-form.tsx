import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { JournalFields } from '@/components/journal-fields';
import { useJournalDraft } from '@/components/use-journal-draft';
import { TextField } from '@/components/ui/text-field';
import { partOf, type GoalPart } from '@/domain/goal-parts';
import type { Measure } from '@/domain/journal';
import type { PracticeSession } from '@/domain/practice-sessions';
import { dayKey } from '@/domain/weeks';
import { changeSession } from '@/stores/goals/goal-actions';
import { readJournalInput, saveSessionJournal } from '@/stores/goals/journal-actions';
import { PartSelect } from '../goal-parts/part-select';
import { SessionDayFields } from './session-day-fields';
import { rangeFrom, timeOf } from './session-times';

interface SessionEditFormProps {
  goalId: string;
  session: PracticeSession;
  /** What the goal measures; without one only the note is asked. */
  measure?: Measure;
  /** The goal's parts, to move the session to another (or none). */
  parts?: readonly GoalPart[];
  /** Today's key, the latest day a session may be on. */
  maxDay: string;
  /** Called with the session's new start when it was saved, without one when cancelled. */
  onDone(savedStart?: number): void;
}

/**
 * Changes a session's day, start and end, its note and value. A refused change stays in the form
 * with the reason.
 */
export function SessionEditForm({
  goalId,
  session,
  measure,
  parts,
  maxDay,
  onDone,
}: SessionEditFormProps) {
  // A part since deleted reads as none.
  const [partId, setPartId] = useState(() => partOf(parts, session.partId)?.id ?? '');
  const [day, setDay] = useState(() => dayKey(session.start));
  const [start, setStart] = useState(() => timeOf(session.start));
  const [end, setEnd] = useState(() => timeOf(session.end));
  const draft = useJournalDraft(session);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const range = rangeFrom(day, start, end);
    if (!range.ok) return setError(range.error);
    // Both are checked before either is written: a refused value never half-saves the edit.
    const journal = readJournalInput(draft);
    if (!journal.ok) return setError(journal.error);
    const moved = range.start !== session.start || range.end !== session.end;
    const partChanged = partId !== (partOf(parts, session.partId)?.id ?? '');
    const times = { start: range.start, end: range.end };
    const failure =
      (moved || partChanged
        ? changeSession(goalId, session.id, times, partChanged ? partId || null : undefined)
        : null) ?? saveSessionJournal(goalId, session.id, draft);
    if (failure) setError(failure);
    else onDone(range.start);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Edit session"
      className="space-y-3 rounded-xl bg-brand-50/60 p-3 ring-1 ring-brand-100"
    >
      <ErrorBox message={error} />
      <SessionDayFields day={day} start={start} maxDay={maxDay} onDay={setDay} onStart={setStart}>
        <TextField label="End time" type="time" required value={end} onValue={setEnd} />
      </SessionDayFields>
      <p className="text-xs text-slate-600">
        An end time before the start time means the next day.
      </p>
      <PartSelect parts={parts} value={partId} onChange={setPartId} />
      <JournalFields draft={draft} measure={measure} />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
        <Button size="sm" type="submit">
          Save session
        </Button>
      </div>
    </form>
  );
}
