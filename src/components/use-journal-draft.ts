import { useState } from 'react';

/** A session's note and value as typed, read with stores/goals/journal-actions readJournalInput. */
export interface JournalDraft {
  note: string;
  value: string;
  /** The "Next time" line (journal.ts NEXT_TIME_MAX); a form without the field keeps it. */
  nextTime: string;
  setNote(note: string): void;
  setValue(value: string): void;
  setNextTime(nextTime: string): void;
}

/** The note, value and next-time line a form starts from: the session's own, or empty. */
export function useJournalDraft(session?: {
  note?: string;
  value?: number;
  nextTime?: string;
}): JournalDraft {
  const [note, setNote] = useState(session?.note ?? '');
  const [value, setValue] = useState(session?.value === undefined ? '' : String(session.value));
  const [nextTime, setNextTime] = useState(session?.nextTime ?? '');
  return { note, value, nextTime, setNote, setValue, setNextTime };
}
