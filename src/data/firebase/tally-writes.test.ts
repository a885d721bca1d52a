import { describe, expect, it } from 'vitest';
import { encodeDigest } from '@/domain/tally-digest';
import { fromTallyDocument, talliesByGoal, type StoredTally } from './tally-writes';

const HOUR = 3_600_000;

describe('a tally document as read', () => {
  it('is its digest and its separate days summed, a later delete taking time away', () => {
    const digest = encodeDigest({ '03-01': { ms: HOUR, n: 1 }, '03-02': { ms: 2 * HOUR, n: 2 } });
    const read = fromTallyDocument({
      goalId: 'g1',
      year: 2025,
      digest,
      days: {
        '03-01': { ms: -HOUR, n: -1 },
        '03-02': { ms: -HOUR, n: -1 },
        '11-20': { ms: HOUR, n: 1 },
        'not a day': { ms: HOUR, n: 1 },
        '11-21': { ms: 'an hour', n: 1 },
      },
    });
    expect(read?.days).toEqual({ '03-02': { ms: HOUR, n: 1 }, '11-20': { ms: HOUR, n: 1 } });
    expect(read?.moved).toEqual({
      '03-01': { ms: -HOUR, n: -1 },
      '03-02': { ms: -HOUR, n: -1 },
      '11-20': { ms: HOUR, n: 1 },
    });
  });

  it('reads a document without a digest as its days, and a damaged one as nothing', () => {
    const days = { '01-05': { ms: HOUR, n: 1 } };
    expect(fromTallyDocument({ goalId: 'g1', year: 2025, days })?.days).toEqual(days);
    expect(fromTallyDocument({ goalId: 'g1', year: 'x', days })).toBeNull();
  });

  it('reads a document a part move made, with no days, as its parts', () => {
    const read = fromTallyDocument({ goalId: 'g1', year: 2025, parts: { p1: { ms: HOUR, n: 1 } } });
    expect(read?.days).toEqual({});
    expect(read?.parts).toEqual({ p1: { ms: HOUR, n: 1 } });
  });
});

describe('tallies by goal', () => {
  const tally = (goalId: string, year: number): StoredTally => ({
    goalId,
    year,
    days: { '01-01': { ms: HOUR, n: 1 } },
    moved: {},
  });

  it('keeps the tally of a goal whose documents did not change', () => {
    const docs = [tally('a', 2024), tally('a', 2025), tally('b', 2025)];
    const first = talliesByGoal(docs);
    const changed = [docs[0]!, docs[1]!, tally('b', 2025)];
    const second = talliesByGoal(changed, first, docs);
    expect(second.get('a')).toBe(first.get('a'));
    expect(second.get('b')).not.toBe(first.get('b'));
    expect([...second.get('b')!.keys()]).toEqual([2025]);
    const fewer = talliesByGoal([docs[0]!, changed[2]!], second, changed);
    expect([...fewer.get('a')!.keys()]).toEqual([2024]);
  });
});
