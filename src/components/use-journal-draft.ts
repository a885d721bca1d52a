import { useState } from 'react';

/** A session's note and value as typed, read with stores/goals/journal-actions readJournalInput. */
export interface JournalDraft {
  note: string;
  value: string;
  setNote(note: string): void;
  setValue(value: string): void;
}

/** The note and value a form starts from: the session's own, or empty. */
export function useJournalDraft(session?: { note?: string; value?: number }): JournalDraft {
  const [note, setNote] = useState(session?.note ?? '');
  const [value, setValue] = useState(session?.value === undefined ? '' : String(session.value));
  return { note, value, setNote, setValue };
}
