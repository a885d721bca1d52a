/**
 * The practice journal: a short note on a session and, where the goal measures something
 * (tempo in bpm, pages, reps), the value reached. Both are optional and written apart from the
 * session's times (write-ops.ts journalSession), so a note added later never touches its time.
 */

/** The longest note a session may carry (firestore.rules checks the same bound). */
export const JOURNAL_NOTE_MAX = 500;
/** The longest "Next time" line a session may carry (firestore.rules checks the same bound). */
export const NEXT_TIME_MAX = 200;
/** Measured values stay within ±1e9 (firestore.rules checks the same bound). */
export const JOURNAL_VALUE_LIMIT = 1e9;
export const MEASURE_NAME_MAX = 40;
export const MEASURE_UNIT_MAX = 20;

/** What a goal measures in its sessions (its settings), e.g. Tempo in bpm, higher is better. */
export interface Measure {
  name: string;
  /** May be empty ("Pages" needs no unit). */
  unit: string;
  higherIsBetter: boolean;
}

/** A session's journal: absent fields are simply not written. */
export interface SessionJournal {
  note?: string;
  value?: number;
  /** What to do at the next start of this part (shown then, pick-up.ts). */
  nextTime?: string;
}

/** A change of a session's journal: '' removes the note or the next-time line, null the value. */
export interface JournalFields {
  note?: string;
  value?: number | null;
  nextTime?: string;
}

export const NOTE_TOO_LONG = `A note can be at most ${JOURNAL_NOTE_MAX} characters.`;
export const VALUE_NOT_A_NUMBER = 'The value must be a number, such as 96 or 12.5.';
export const VALUE_OUT_OF_RANGE = 'That value is too large.';

export function validateJournalNote(note: string): string | null {
  return note.length > JOURNAL_NOTE_MAX ? NOTE_TOO_LONG : null;
}

export const isJournalValue = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= JOURNAL_VALUE_LIMIT;

/**
 * A value as typed: blank is no value (null); a comma may stand for the decimal point.
 * Anything else that is not a finite number within the bound is an error.
 */
export function parseJournalValue(
  text: string,
): { ok: true; value: number | null } | { ok: false; error: string } {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return { ok: true, value: null };
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) {
    return { ok: false, error: VALUE_NOT_A_NUMBER };
  }
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value)) return { ok: false, error: VALUE_NOT_A_NUMBER };
  if (!isJournalValue(value)) return { ok: false, error: VALUE_OUT_OF_RANGE };
  return { ok: true, value };
}

export const isNextTimeTooLong = (nextTime: string): boolean => nextTime.length > NEXT_TIME_MAX;

/** A stored note (and next-time line) as read back: a string within the bound, or nothing. */
export function readJournal(raw: {
  note?: unknown;
  value?: unknown;
  nextTime?: unknown;
}): SessionJournal {
  const journal: SessionJournal = {};
  if (typeof raw.note === 'string' && raw.note.trim() !== '') {
    journal.note = raw.note.slice(0, JOURNAL_NOTE_MAX);
  }
  if (isJournalValue(raw.value)) journal.value = raw.value;
  if (typeof raw.nextTime === 'string' && raw.nextTime.trim() !== '') {
    journal.nextTime = raw.nextTime.slice(0, NEXT_TIME_MAX);
  }
  return journal;
}

/** The journal fields a form's text gives, only those that differ from the session's. */
export function changedJournal(
  current: SessionJournal,
  next: { note: string; value: number | null; nextTime?: string },
): JournalFields {
  const fields: JournalFields = {};
  const note = next.note.trim();
  if (note !== (current.note ?? '')) fields.note = note;
  if (next.value !== (current.value ?? null)) fields.value = next.value;
  // A form without the field leaves the line as it is.
  const nextTime = next.nextTime?.trim();
  if (nextTime !== undefined && nextTime !== (current.nextTime ?? '')) fields.nextTime = nextTime;
  return fields;
}

/** A session with a journal change laid over it (as the server will hold it). */
export function withJournal<T extends SessionJournal>(session: T, fields: JournalFields): T {
  const next = { ...session };
  if (fields.note !== undefined) {
    if (fields.note) next.note = fields.note;
    else delete next.note;
  }
  if (fields.value !== undefined) {
    if (fields.value === null) delete next.value;
    else next.value = fields.value;
  }
  if (fields.nextTime !== undefined) {
    if (fields.nextTime) next.nextTime = fields.nextTime;
    else delete next.nextTime;
  }
  return next;
}

/** The session without its journal (a time edit never carries one). */
export function withoutJournal<T extends SessionJournal>(
  session: T,
): Omit<T, 'note' | 'value' | 'nextTime'> {
  const { note: _note, value: _value, nextTime: _nextTime, ...rest } = session;
  return rest;
}

/** The journal of a session, only its present fields. */
export function journalOf(session: SessionJournal | undefined): SessionJournal {
  const journal: SessionJournal = {};
  if (session?.note) journal.note = session.note;
  if (session?.value !== undefined) journal.value = session.value;
  if (session?.nextTime) journal.nextTime = session.nextTime;
  return journal;
}

/** '96 bpm', '12.5 pages' (the unit as the goal names it), or the bare number. */
export function formatMeasured(value: number, measure: Pick<Measure, 'unit'> | undefined): string {
  const number = Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
  return measure?.unit ? `${number} ${measure.unit}` : number;
}

/** A measure as a person typed it: trimmed; the error for a missing or too long name or unit. */
export function validateMeasure(measure: Measure): string | null {
  const name = measure.name.trim();
  if (!name) return 'Name what you measure, such as Tempo or Pages.';
  if (name.length > MEASURE_NAME_MAX) {
    return `What you measure can be at most ${MEASURE_NAME_MAX} characters.`;
  }
  if (measure.unit.trim().length > MEASURE_UNIT_MAX) {
    return `The unit can be at most ${MEASURE_UNIT_MAX} characters.`;
  }
  return null;
}

/** Sessions whose note holds every word of the query (case and accents ignored). */
export function matchesNoteQuery(note: string | undefined, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(note ?? '');
  return words.every((word) => text.includes(word));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
