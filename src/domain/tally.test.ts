import { describe, expect, it } from 'vitest';
import {
  applyMoves,
  mergeMoves,
  sameTally,
  sessionMoves,
  tallyDayOf,
  tallyDays,
  tallyOf,
  tallyYears,
  tallyYearsOfDelete,
  type GoalTally,
  type SessionTimes,
} from './tally';
import { dayKey } from './weeks';

const HOUR = 3_600_000;
const at = (y: number, m: number, d: number, h = 9, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();
const run = (start: number, hours: number): SessionTimes => ({ start, end: start + hours * HOUR });

describe('tallyDayOf', () => {
  it('is the local day the session starts on, as practice days are', () => {
    const lateEvening = at(2026, 3, 14, 23, 30);
    expect(tallyDayOf(lateEvening)).toEqual({ year: 2026, day: '03-14' });
    expect(`${tallyDayOf(lateEvening).year}-${tallyDayOf(lateEvening).day}`).toBe(
      dayKey(lateEvening),
    );
  });

  it('puts New Year’s Eve in the old year and the next morning in the new one', () => {
    expect(tallyDayOf(at(2025, 12, 31, 23, 59))).toEqual({ year: 2025, day: '12-31' });
    expect(tallyDayOf(at(2026, 1, 1, 0, 1))).toEqual({ year: 2026, day: '01-01' });
  });
});

describe('tallyOf', () => {
  it('sums time and counts sessions per day and year, a run past midnight on its start day', () => {
    const tally = tallyOf([
      run(at(2025, 12, 31, 23), 2),
      run(at(2026, 1, 2, 9), 1),
      run(at(2026, 1, 2, 18), 0.5),
    ]);
    expect(tallyYears(tally)).toEqual([2025, 2026]);
    expect(tally.get(2025)).toEqual({ '12-31': { ms: 2 * HOUR, n: 1 } });
    expect(tally.get(2026)).toEqual({ '01-02': { ms: 1.5 * HOUR, n: 2 } });
  });

  it('counts the real hours of a day when clocks change (a DST night)', () => {
    // New York (one of the suite's zones) springs forward that night; a run across it counts
    // the hours that passed.
    const start = at(2026, 3, 8, 0, 30);
    const tally = tallyOf([{ start, end: start + 4 * HOUR }]);
    expect(tallyDays(tally).get(dayKey(start))).toEqual({ ms: 4 * HOUR, n: 1 });
  });
});

describe('tallyYearsOfDelete', () => {
  it('is every year from 2000 to next year, so a year listed elsewhere goes too', () => {
    const years = tallyYearsOfDelete([], at(2026, 6, 1));
    expect(years[0]).toBe(2000);
    expect(years.at(-1)).toBe(2027);
    expect(years).toHaveLength(28);
  });

  it('keeps a known year outside that span, once, in order', () => {
    expect(tallyYearsOfDelete([2031, 2005, 2005], at(2026, 12, 31, 23, 59))).toEqual([
      ...Array.from({ length: 28 }, (_, i) => 2000 + i),
      2031,
    ]);
  });
});

describe('moves', () => {
  it('a new session adds, a delete takes back, an edit moves the difference', () => {
    const s = run(at(2026, 5, 4), 1);
    expect(sessionMoves(undefined, s)).toEqual([{ year: 2026, day: '05-04', ms: HOUR, n: 1 }]);
    expect(sessionMoves(s, undefined)).toEqual([{ year: 2026, day: '05-04', ms: -HOUR, n: -1 }]);
    expect(sessionMoves(s, { ...s, end: s.end + HOUR })).toEqual([
      { year: 2026, day: '05-04', ms: HOUR, n: 0 },
    ]);
    expect(sessionMoves(s, run(at(2026, 5, 6), 2))).toEqual([
      { year: 2026, day: '05-04', ms: -HOUR, n: -1 },
      { year: 2026, day: '05-06', ms: 2 * HOUR, n: 1 },
    ]);
    expect(sessionMoves(s, s)).toEqual([]);
  });

  it('merges moves of a day and leaves out those that cancel', () => {
    expect(
      mergeMoves([
        { year: 2026, day: '05-04', ms: HOUR, n: 1 },
        { year: 2026, day: '05-04', ms: -HOUR, n: -1 },
        { year: 2026, day: '05-05', ms: HOUR, n: 1 },
        { year: 2026, day: '05-05', ms: HOUR, n: 1 },
      ]),
    ).toEqual([{ year: 2026, day: '05-05', ms: 2 * HOUR, n: 2 }]);
  });

  it('a log changed step by step ends with the tally of the log as it is', () => {
    // A seeded pseudo-random walk of adds, edits and deletes over two years.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const log = new Map<number, SessionTimes>();
    let tally: GoalTally = new Map();
    for (let step = 0; step < 400; step += 1) {
      const id = Math.floor(random() * 60);
      const before = log.get(id);
      const start = at(2025, 1, 1) + Math.floor(random() * 700) * 86_400_000 + random() * 20 * HOUR;
      const after = random() < 0.25 ? undefined : run(Math.round(start), 0.25 + random() * 3);
      tally = applyMoves(tally, sessionMoves(before, after));
      if (after) log.set(id, after);
      else log.delete(id);
    }
    expect(log.size).toBeGreaterThan(10);
    expect(sameTally(tally, tallyOf(log.values()))).toBe(true);
  });

  it('sameTally tells a different total apart', () => {
    const a = tallyOf([run(at(2026, 5, 4), 1)]);
    const b = tallyOf([run(at(2026, 5, 4), 2)]);
    expect(sameTally(a, a)).toBe(true);
    expect(sameTally(a, b)).toBe(false);
    expect(sameTally(a, new Map())).toBe(false);
  });
});
