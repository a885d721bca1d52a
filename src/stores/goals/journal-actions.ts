import { GOAL_GONE } from '@/domain/goal';
import {
  changedJournal,
  isNextTimeTooLong,
  journalOf,
  NEXT_TIME_MAX,
  parseJournalValue,
  validateJournalNote,
  type SessionJournal,
} from '@/domain/journal';
import { sessionIn } from '@/domain/sync/sync-state';
import { t } from '@/i18n/t';
import { useGoals } from './goals.store';

export const SESSION_GONE = 'That session no longer exists.';

/** A note and a value as typed in a form. */
export interface JournalInput {
  note: string;
  /** The value's text; blank: no value. */
  value: string;
  /** The "Next time" line; absent: the form does not ask it (the stored one stays). */
  nextTime?: string;
}

/** The journal the form would write, or the reason it cannot. */
export function readJournalInput(
  input: JournalInput,
):
  | { ok: true; note: string; value: number | null; nextTime?: string }
  | { ok: false; error: string } {
  const noteError = validateJournalNote(input.note.trim());
  if (noteError) return { ok: false, error: noteError };
  const nextTime = input.nextTime?.trim();
  if (nextTime !== undefined && isNextTimeTooLong(nextTime)) {
    return { ok: false, error: t('journal.nextTime.tooLong', { max: NEXT_TIME_MAX }) };
  }
  const value = parseJournalValue(input.value);
  if (!value.ok) return value;
  return {
    ok: true,
    note: input.note.trim(),
    value: value.value,
    ...(nextTime === undefined ? {} : { nextTime }),
  };
}

/** The journal of a session as this screen knows it (changes on their way included). */
export function sessionJournal(goalId: string, sessionId: string): SessionJournal | null {
  const stored = sessionIn(useGoals.getState().view(), goalId, sessionId);
  return stored ? journalOf(stored) : null;
}

/**
 * Writes a session's note and measured value: only the fields that changed, merged into the
 * session on their own (never its times). Null when saved (or nothing changed), else the reason.
 */
export function saveSessionJournal(
  goalId: string,
  sessionId: string,
  input: JournalInput,
): string | null {
  const goal = useGoals.getState().goals.find((g) => g.id === goalId);
  if (!goal) return GOAL_GONE;
  const read = readJournalInput(input);
  if (!read.ok) return read.error;
  const current = sessionJournal(goalId, sessionId);
  if (!current) return SESSION_GONE;
  const fields = changedJournal(current, read);
  if (Object.keys(fields).length === 0) return null;
  useGoals.getState().submit({
    label: `Journal of a session of “${goal.name}”`,
    ops: [{ type: 'journalSession', goalId, sessionId, fields }],
  });
  return null;
}
