import { describe, expect, it } from 'vitest';
import { decodeDigest, encodeDigest, encodePartDigest } from '@/domain/tally-digest';
import { decodeSummary, encodeSummary, summaryOf } from '@/domain/year-summary';
import {
  bulkTallyWrites,
  fromTallyDocument,
  talliesByGoal,
  tallyMoveWrites,
  type StoredTally,
} from './tally-writes';
import type { WriteTarget } from './write-target';

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

  it('keeps both days of a session moved to another part once the earlier day is folded', () => {
    // As the server held it in the parts journey: one session moved from p1 to p2 on 12-06,
    // then 12-05 (a week gone by) folded into the digest, leaving one separate day.
    const read = fromTallyDocument({
      goalId: 'g1',
      year: 2026,
      by: '/compact',
      digest: encodeDigest({ '12-05': { ms: HOUR, n: 1 } }),
      days: { '12-06': { ms: HOUR, n: 1 } },
      parts: { p1: { ms: 0, n: 0 }, p2: { ms: 2 * HOUR, n: 2 } },
      movedDays: [],
      movedParts: ['p1', 'p2'],
    });
    expect(read?.days).toEqual({ '12-05': { ms: HOUR, n: 1 }, '12-06': { ms: HOUR, n: 1 } });
    expect(read?.parts).toEqual({ p2: { ms: 2 * HOUR, n: 2 } });
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

  it('sums its part digest and the part moves since, leaving out parts with nothing left', () => {
    const read = fromTallyDocument({
      goalId: 'g1',
      year: 2025,
      partDigest: encodePartDigest({ p1: { ms: 2 * HOUR, n: 2 }, p2: { ms: HOUR, n: 1 } }),
      parts: { p1: { ms: -HOUR, n: -1 }, p2: { ms: -HOUR, n: -1 }, p3: { ms: HOUR, n: 1 } },
    });
    expect(read?.parts).toEqual({ p1: { ms: HOUR, n: 1 }, p3: { ms: HOUR, n: 1 } });
  });
});

/** The fields each write sets, by path, over `stored` documents (merges laid over them). */
function written(writes: ReturnType<typeof bulkTallyWrites>, stored: Record<string, object> = {}) {
  const out: Record<string, Record<string, unknown>> = {};
  const target: WriteTarget = {
    increment: (by) => ({ increment: by }),
    deleteField: () => 'delete',
    serverTimestamp: () => 'now',
    arrayUnion: (...elements) => ({ arrayUnion: elements }),
    arrayRemove: (...elements) => ({ arrayRemove: elements }),
    set: (path, data) => void (out[path] = data),
    update: (path, data) => void (out[path] = data),
    delete: (path) => void (out[path] = {}),
  };
  for (const w of writes) w.run(target, w.reads ? (stored[w.reads] ?? null) : undefined);
  return out;
}

describe('tally writes', () => {
  const at = (day: number, hour: number) => new Date(2025, 2, day, hour).getTime();
  const s = (id: string, day: number, partId?: string) => ({
    id,
    goalId: 'g1',
    start: at(day, 9),
    end: at(day, 10),
    source: 'manual' as const,
    ...(partId ? { partId } : {}),
  });

  it('add an import batch to the stored digest and part digest, the maps untouched', () => {
    const writes = bulkTallyWrites('u1', [s('a', 1, 'p1'), s('b', 1), s('c', 2, 'p1')]);
    expect(writes.map((w) => w.reads)).toEqual(['goalTallies/g1_2025', undefined]);
    const stored = {
      'goalTallies/g1_2025': {
        digest: encodeDigest({ '03-01': { ms: HOUR, n: 1 } }),
        partDigest: encodePartDigest({ p1: { ms: HOUR, n: 1 } }),
        days: { '03-05': { ms: HOUR, n: 1 } },
      },
    };
    const out = written(writes, stored)['goalTallies/g1_2025']!;
    expect(decodeDigest(out.digest)).toEqual({
      '03-01': { ms: 3 * HOUR, n: 3 },
      '03-02': { ms: HOUR, n: 1 },
    });
    expect(out.partDigest).toBe(encodePartDigest({ p1: { ms: 3 * HOUR, n: 3 } }));
    expect(out).not.toHaveProperty('days');
    expect(out).not.toHaveProperty('parts');
    expect(out.by).toBe('/bulk');
  });

  it('list the years on each goal, except on a goal the same batch creates listing them', () => {
    const newYear = { ...s('d', 1), start: new Date(2026, 0, 5, 9).getTime() };
    const sessions = [s('a', 1), newYear, { ...s('e', 1), goalId: 'g2' }];
    expect(written(bulkTallyWrites('u1', sessions))['goals/g1']).toEqual({
      tallyYears: { arrayUnion: ['2025', '2026'] },
      updatedAt: 'now',
    });
    const created = written(bulkTallyWrites('u1', sessions, new Set(['g1'])));
    expect(created).not.toHaveProperty(['goals/g1']);
    expect(created['goals/g2']?.tallyYears).toEqual({ arrayUnion: ['2025'] });
  });

  it('add an import to the summary of a year summed up', () => {
    const before = summaryOf(2025, { '03-01': { ms: HOUR, n: 1 } });
    const stored = { 'goalTallies/g1_2025': { summary: encodeSummary(2025, before) } };
    const out = written(bulkTallyWrites('u1', [s('a', 1)]), stored)['goalTallies/g1_2025']!;
    expect(out).not.toHaveProperty('digest');
    expect(decodeSummary(2025, out.summary)).toEqual(
      summaryOf(2025, { '03-01': { ms: 2 * HOUR, n: 2 } }),
    );
  });

  it("name each day and part a session's move changes", () => {
    const [move] = tallyMoveWrites(
      'u1',
      'g1',
      {
        days: [
          { year: 2025, day: '03-01', ms: -HOUR, n: -1 },
          { year: 2025, day: '03-02', ms: HOUR, n: 1 },
        ],
        parts: [{ year: 2025, part: 'p1', ms: HOUR, n: 1 }],
      },
      { session: 's1', was: { start: 1, end: 2 } },
    );
    const out = written([move!])['goalTallies/g1_2025']!;
    expect(out.movedDays).toEqual(['03-01', '03-02']);
    expect(out.movedParts).toEqual(['p1']);
  });

  it("list the years of a session's move on its goal, with the write that moves them", () => {
    const moves = {
      days: [
        { year: 2025, day: '12-31', ms: -HOUR, n: -1 },
        { year: 2026, day: '01-01', ms: HOUR, n: 1 },
      ],
      parts: [],
    };
    const out = written(tallyMoveWrites('u1', 'g1', moves, { session: 's1' }));
    expect(Object.keys(out)).toEqual(['goalTallies/g1_2025', 'goalTallies/g1_2026', 'goals/g1']);
    expect(out['goals/g1']?.tallyYears).toEqual({ arrayUnion: ['2025', '2026'] });
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
