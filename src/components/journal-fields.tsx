import { useId } from 'react';
import { countClass, countedFieldClass } from '@/components/counted-field';
import { JOURNAL_NOTE_MAX, type Measure } from '@/domain/journal';
import { TextField } from './ui/text-field';
import type { JournalDraft } from './use-journal-draft';

interface JournalFieldsProps {
  draft: JournalDraft;
  /** The goal's measure; without one only the note is asked. */
  measure: Measure | undefined;
}

/** A session's note (with its characters left) and, where the goal measures one, its value. */
export function JournalFields({ draft, measure }: JournalFieldsProps) {
  const { note, value, setNote: onNote, setValue: onValue } = draft;
  const id = useId();
  const left = JOURNAL_NOTE_MAX - note.trim().length;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Note
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          placeholder="What you practiced, what went well, what to try next…"
          aria-describedby={`${id}-left`}
          aria-invalid={left < 0 ? true : undefined}
          onChange={(e) => onNote(e.target.value)}
          className={countedFieldClass(left < 0, 'resize-y')}
        />
        <p id={`${id}-left`} className={countClass(left < 0)}>
          {left < 0
            ? `${-left} characters over the ${JOURNAL_NOTE_MAX} a note can hold`
            : `${left} characters left`}
        </p>
      </div>
      {measure && (
        <TextField
          label={measure.unit ? `${measure.name} (${measure.unit})` : measure.name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={measure.higherIsBetter ? 'Higher is better' : 'Lower is better'}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </div>
  );
}
