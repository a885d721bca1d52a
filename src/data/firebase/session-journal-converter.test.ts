import { describe, expect, it } from 'vitest';
import type { FieldValues } from './write-target';
import { fromSessionDocument, toJournalDocument, toSessionDocument } from './goal-converter';

const DELETED = { deleted: true };
const values = { deleteField: () => DELETED } as unknown as FieldValues;
const stored = { goalId: 'g', userId: 'u', start: 1000, end: 2000, source: 'timer' };

describe('a session\'s "Next time" line in its document', () => {
  it('is written with a new session, and merged or removed on its own', () => {
    const session = { id: 's', goalId: 'g', start: 1000, end: 2000, source: 'timer' as const };
    expect(toSessionDocument({ ...session, nextTime: 'Start at 80' }, 'u')).toEqual({
      ...stored,
      nextTime: 'Start at 80',
    });
    expect(toJournalDocument({ nextTime: 'Bar 12 alone' }, values)).toEqual({
      nextTime: 'Bar 12 alone',
    });
    expect(toJournalDocument({ nextTime: '' }, values)).toEqual({ nextTime: DELETED });
    expect(toJournalDocument({ note: 'Kept' }, values)).toEqual({ note: 'Kept' });
  });

  it('is read back within its bound, and a malformed one is left out', () => {
    expect(fromSessionDocument('s', { ...stored, nextTime: 'Start at 80' })).toMatchObject({
      id: 's',
      nextTime: 'Start at 80',
    });
    expect(fromSessionDocument('s', { ...stored, nextTime: 42 })).not.toHaveProperty('nextTime');
    expect(fromSessionDocument('s', { ...stored, nextTime: 'x'.repeat(201) })).not.toHaveProperty(
      'nextTime',
    );
  });
});
