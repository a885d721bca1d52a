import { describe, expect, it } from 'vitest';
import {
  changedJournal,
  formatMeasured,
  isNextTimeTooLong,
  JOURNAL_NOTE_MAX,
  journalOf,
  NEXT_TIME_MAX,
  matchesNoteQuery,
  NOTE_TOO_LONG,
  parseJournalValue,
  readJournal,
  validateJournalNote,
  validateMeasure,
  VALUE_NOT_A_NUMBER,
  VALUE_OUT_OF_RANGE,
  withJournal,
  withoutJournal,
} from './journal';
import { applyOps, EMPTY_SYNC_STATE, isApplied, type SyncState } from './sync/sync-state';
import type { StoredSession } from './goal-record';
import { recordOf } from './goal-record';
import { createGoal } from './goal';

describe('journal notes and values', () => {
  it('bounds a note at 500 characters', () => {
    expect(validateJournalNote('x'.repeat(JOURNAL_NOTE_MAX))).toBeNull();
    expect(validateJournalNote('x'.repeat(JOURNAL_NOTE_MAX + 1))).toBe(NOTE_TOO_LONG);
  });

  it.each([
    ['', null],
    ['  ', null],
    ['96', 96],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['-3', -3],
    ['.5', 0.5],
  ])('reads %j as %j', (text, value) => {
    expect(parseJournalValue(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['abc', VALUE_NOT_A_NUMBER],
    ['1e400', VALUE_NOT_A_NUMBER],
    ['Infinity', VALUE_NOT_A_NUMBER],
    ['NaN', VALUE_NOT_A_NUMBER],
    ['12 bpm', VALUE_NOT_A_NUMBER],
    ['2000000000', VALUE_OUT_OF_RANGE],
  ])('refuses %j with a message', (text, error) => {
    expect(parseJournalValue(text)).toEqual({ ok: false, error });
  });

  it('reads stored journals defensively', () => {
    expect(readJournal({ note: 'Good', value: 3 })).toEqual({ note: 'Good', value: 3 });
    expect(readJournal({ note: 7, value: 'x' })).toEqual({});
    expect(readJournal({ note: '  ', value: NaN })).toEqual({});
    expect(readJournal({ note: 'y'.repeat(900) }).note).toHaveLength(JOURNAL_NOTE_MAX);
    expect(readJournal({})).toEqual({});
  });

  it('writes only the fields that changed', () => {
    expect(changedJournal({ note: 'a', value: 1 }, { note: 'a', value: 1 })).toEqual({});
    expect(changedJournal({ note: 'a' }, { note: ' b ', value: null })).toEqual({ note: 'b' });
    expect(changedJournal({ value: 2 }, { note: '', value: null })).toEqual({ value: null });
  });

  it('lays a change over a session and takes the journal off', () => {
    const s = { id: 's', note: 'a', value: 1 };
    expect(withJournal(s, { note: '' })).toEqual({ id: 's', value: 1 });
    expect(withJournal(s, { value: null, note: 'b' })).toEqual({ id: 's', note: 'b' });
    expect(withoutJournal(s)).toEqual({ id: 's' });
  });

  it('bounds the next-time line at 200 characters', () => {
    expect(isNextTimeTooLong('x'.repeat(NEXT_TIME_MAX))).toBe(false);
    expect(isNextTimeTooLong('x'.repeat(NEXT_TIME_MAX + 1))).toBe(true);
  });

  it('reads, changes and drops the next-time line with the rest of the journal', () => {
    expect(readJournal({ nextTime: 'Bar 12 at 80' })).toEqual({ nextTime: 'Bar 12 at 80' });
    expect(readJournal({ nextTime: 12 })).toEqual({});
    expect(readJournal({ nextTime: '   ' })).toEqual({});
    expect(readJournal({ nextTime: 'z'.repeat(300) }).nextTime).toHaveLength(NEXT_TIME_MAX);
    // A form without the field (nextTime absent) never removes the stored line.
    expect(changedJournal({ nextTime: 'a' }, { note: '', value: null })).toEqual({});
    expect(changedJournal({ nextTime: 'a' }, { note: '', value: null, nextTime: ' b ' })).toEqual({
      nextTime: 'b',
    });
    expect(changedJournal({ nextTime: 'a' }, { note: '', value: null, nextTime: '' })).toEqual({
      nextTime: '',
    });
    const s = { id: 's', note: 'a', nextTime: 'n' };
    expect(withJournal(s, { nextTime: '' })).toEqual({ id: 's', note: 'a' });
    const bare: { id: string; nextTime?: string } = { id: 's' };
    expect(withJournal(bare, { nextTime: 'm' })).toEqual({ id: 's', nextTime: 'm' });
    expect(withoutJournal(s)).toEqual({ id: 's' });
    expect(journalOf({ nextTime: 'n', value: 3 })).toEqual({ nextTime: 'n', value: 3 });
    expect(journalOf({ nextTime: '' })).toEqual({});
  });

  it('formats a value with its unit', () => {
    expect(formatMeasured(96, { unit: 'bpm' })).toBe('96 bpm');
    expect(formatMeasured(12.345, { unit: '' })).toBe('12.35');
    expect(formatMeasured(3, undefined)).toBe('3');
  });

  it('checks a measure', () => {
    expect(validateMeasure({ name: 'Tempo', unit: 'bpm', higherIsBetter: true })).toBeNull();
    expect(validateMeasure({ name: ' ', unit: '', higherIsBetter: true })).toMatch(/Name/);
    expect(validateMeasure({ name: 'x'.repeat(41), unit: '', higherIsBetter: true })).toMatch(/40/);
    expect(validateMeasure({ name: 'Pages', unit: 'u'.repeat(21), higherIsBetter: true })).toMatch(
      /20/,
    );
  });

  it('finds notes by every word, ignoring case and accents', () => {
    expect(matchesNoteQuery('Études in C, slow tempo', 'etudes slow')).toBe(true);
    expect(matchesNoteQuery('Études in C', 'etudes fast')).toBe(false);
    expect(matchesNoteQuery(undefined, 'x')).toBe(false);
    expect(matchesNoteQuery(undefined, '  ')).toBe(true);
  });
});

describe('journal writes in the sync state', () => {
  const goal = createGoal({ id: 'g', name: 'Violin', now: new Date(2026, 10, 20) });
  const s1: StoredSession = { id: 's1', goalId: 'g', start: 1000, end: 2000, source: 'timer' };
  const base: SyncState = applyOps(EMPTY_SYNC_STATE, [
    { type: 'createGoal', goal: recordOf(goal) },
    { type: 'putSession', session: s1 },
  ]);
  const journal = { type: 'journalSession', goalId: 'g', sessionId: 's1' } as const;

  it('shows a note on the session and counts it applied once the server holds it', () => {
    const op = { ...journal, fields: { note: 'Slow and clean', value: 80 } };
    const after = applyOps(base, [op]);
    expect(after.sessions.get('g')?.get('s1')).toEqual({
      ...s1,
      note: 'Slow and clean',
      value: 80,
    });
    expect(isApplied(op, base)).toBe(false);
    expect(isApplied(op, after)).toBe(true);
  });

  it('shows a next-time line on the session and counts it applied once the server holds it', () => {
    const op = { ...journal, fields: { nextTime: 'Start at 80' } };
    const after = applyOps(base, [op]);
    expect(after.sessions.get('g')?.get('s1')).toEqual({ ...s1, nextTime: 'Start at 80' });
    expect(isApplied(op, after)).toBe(true);
    const edit = { ...s1, end: 3000, editedAt: 5000 };
    const edited = applyOps(after, [{ type: 'putSession', session: edit, previous: s1 }]);
    expect(edited.sessions.get('g')?.get('s1')).toEqual({ ...edit, nextTime: 'Start at 80' });
  });

  it('keeps the note when the times are edited after it', () => {
    const noted = applyOps(base, [{ ...journal, fields: { note: 'Kept' } }]);
    const edit = { ...s1, end: 3000, editedAt: 5000 };
    const after = applyOps(noted, [{ type: 'putSession', session: edit, previous: s1 }]);
    expect(after.sessions.get('g')?.get('s1')).toEqual({ ...edit, note: 'Kept' });
  });

  it('does nothing to a session that is not there, and does not count that as applied', () => {
    const op = { ...journal, sessionId: 'gone', fields: { note: 'x' } };
    expect(applyOps(base, [op])).toEqual(base);
    expect(isApplied(op, base)).toBe(false);
  });
});
