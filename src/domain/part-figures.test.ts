import { describe, expect, it } from 'vitest';
import type { GoalPart } from './goal-parts';
import { NO_PART_NAME, partLines, partTotalsOf } from './part-figures';
import { MS_PER_HOUR, type PracticeSession } from './practice-sessions';
import { applyPartMoves, sessionPartMoves, tallyDayOf, type GoalTally } from './tally';

const NOW = new Date(2026, 10, 25, 12); // a Wednesday
const LAST_WEEK = new Date(2026, 10, 16, 9).getTime();
const MONDAY = new Date(2026, 10, 23, 9).getTime();
const H = MS_PER_HOUR;
const PARTS: GoalPart[] = [
  { id: 'a', name: 'Scales' },
  { id: 'b', name: 'Études', archived: true },
  { id: 'c', name: 'Repertoire' },
];
const at = (id: string, start: number, hours: number, partId?: string): PracticeSession => ({
  id,
  start,
  end: start + hours * H,
  source: 'manual',
  ...(partId ? { partId } : {}),
});

describe('time per part', () => {
  const sessions = [
    at('1', LAST_WEEK, 2, 'a'),
    at('2', MONDAY, 1, 'a'),
    at('3', MONDAY + 2 * H, 0.5, 'c'),
    at('4', MONDAY + 4 * H, 1),
    at('5', MONDAY + 6 * H, 1, 'gone'),
  ];

  it('sums a log by part named', () => {
    expect(partTotalsOf(undefined, sessions)).toEqual({ a: 3 * H, c: 0.5 * H, gone: H });
  });

  it('reads the sums per part from the tally when there is one', () => {
    const tally: GoalTally = new Map();
    const year = tallyDayOf(MONDAY).year;
    tally.parts = applyPartMoves(undefined, [
      ...sessionPartMoves(undefined, at('x', MONDAY, 4, 'a')),
      { year, part: 'c', ms: 0, n: 0 },
    ]);
    expect(partTotalsOf(tally, [])).toEqual({ a: 4 * H });
  });

  it('shows each part this week and in total, then the rest as no part', () => {
    const goal = {
      parts: PARTS,
      partTotals: partTotalsOf(undefined, sessions),
      sessions,
      totalTimeSpent: 5.5,
    };
    expect(partLines(goal, NOW)).toEqual([
      { id: 'a', name: 'Scales', archived: false, weekMs: H, totalMs: 3 * H },
      // The archived part holds no time: left out.
      { id: 'c', name: 'Repertoire', archived: false, weekMs: 0.5 * H, totalMs: 0.5 * H },
      // A session on a deleted part counts as no part.
      { id: null, name: NO_PART_NAME, archived: false, weekMs: 2 * H, totalMs: 2 * H },
    ]);
  });

  it('shows nothing for a goal without parts', () => {
    expect(partLines({ sessions, totalTimeSpent: 5.5 }, NOW)).toEqual([]);
  });

  it('moves a session between parts by its time, in its year', () => {
    const before = { ...at('1', MONDAY, 1, 'a') };
    const after = { ...before, partId: 'c' };
    const year = tallyDayOf(MONDAY).year;
    expect(sessionPartMoves(before, after)).toEqual([
      { year, part: 'a', ms: -H, n: -1 },
      { year, part: 'c', ms: H, n: 1 },
    ]);
    expect(sessionPartMoves(before, { ...before })).toEqual([]);
    expect(sessionPartMoves(at('n', MONDAY, 1), at('n', MONDAY, 2))).toEqual([]);
  });
});
