import { describe, expect, it } from 'vitest';
import { interruptedImportMessage, parseImportJournal, type ImportJournal } from './import-journal';

const journal: ImportJournal = {
  tab: 't1',
  startedAt: 1,
  goals: [
    { id: 'g1', name: 'Piano', before: 0, adds: 3334 },
    { id: 'g2', name: 'Violin', before: 10, adds: 3334 },
  ],
};

describe('parseImportJournal', () => {
  it('reads a journal back', () => {
    expect(parseImportJournal(JSON.parse(JSON.stringify(journal)))).toEqual(journal);
    const sending = { ...journal, sending: { goalId: 'g1', id: 's9', at: 5 } };
    expect(parseImportJournal(JSON.parse(JSON.stringify(sending)))).toEqual(sending);
  });

  it('drops anything else', () => {
    expect(parseImportJournal(null)).toBeNull();
    expect(parseImportJournal({ ...journal, goals: [] })).toBeNull();
    expect(parseImportJournal({ ...journal, startedAt: 'x' })).toBeNull();
    const badGoal = { ...journal, goals: [{ id: 'g1', name: 'Piano', before: -1, adds: 2 }] };
    expect(parseImportJournal(badGoal)).toBeNull();
    expect(parseImportJournal({ ...journal, sending: { goalId: 'g1', at: 5 } })).toBeNull();
    expect(parseImportJournal({ ...journal, sending: null })).toBeNull();
  });
});

describe('interruptedImportMessage', () => {
  it('names the goals that miss sessions and how to add the rest', () => {
    const held = new Map([
      ['g1', 978],
      ['g2', 3344],
    ]);
    expect(interruptedImportMessage(journal, held)).toBe(
      "The import that was running when the page closed saved 4,312 of its 6,668 sessions (missing some: 'Piano' 978 of 3,334 sessions). Import the same file again to add the rest; sessions already saved are skipped.",
    );
  });

  it('says when everything was saved after all', () => {
    const held = new Map([
      ['g1', 3334],
      ['g2', 3344],
    ]);
    expect(interruptedImportMessage(journal, held)).toMatch(/has finished: all 6,668 sessions/);
  });

  it('says when nothing was saved, counting only what the import added', () => {
    expect(interruptedImportMessage(journal, new Map([['g2', 10]]))).toBe(
      'The import that was running when the page closed did not save any of its 6,668 sessions. Import the file again.',
    );
  });

  it('names at most five goals', () => {
    const many: ImportJournal = {
      ...journal,
      goals: Array.from({ length: 8 }, (_, i) => ({
        id: `g${i}`,
        name: `G${i}`,
        before: 0,
        adds: 2,
      })),
    };
    const message = interruptedImportMessage(many, new Map([['g0', 1]]));
    expect(message).toContain("'G4' 0 of 2 sessions, 3 more goals)");
    expect(message).not.toContain("'G5'");
  });
});
