import { describe, expect, it } from 'vitest';
import {
  MAX_SESSION_MS,
  MS_PER_HOUR,
  findOverlap,
  sessionHours,
  sortSessions,
  totalSessionHours,
  trophiesFor,
  validateSession,
  weeklyHoursFrom,
  type PracticeSession,
} from './practice-sessions';

/** Local wall-clock epoch ms; month is 1-based. */
const at = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

let seq = 0;
const session = (start: number, hours: number, source: PracticeSession['source'] = 'timer') => ({
  id: `s${(seq += 1)}`,
  start,
  end: start + hours * MS_PER_HOUR,
  source,
});

describe('sessionHours', () => {
  it('measures real elapsed hours', () => {
    expect(sessionHours(session(at(2026, 5, 1), 1.5))).toBe(1.5);
    expect(sessionHours({ start: 10, end: 5 })).toBe(0);
  });

  it('counts the hours that passed over a DST change, not the wall-clock difference', () => {
    const start = at(2026, 3, 8, 0, 30);
    const s = { start, end: start + 3 * MS_PER_HOUR };
    expect(sessionHours(s)).toBe(3);
  });

  it('sums in milliseconds without drift', () => {
    const tenths = Array.from({ length: 30 }, (_, i) => session(at(2026, 5, 1, 0) + i * 1e7, 0.1));
    expect(totalSessionHours(tenths)).toBeCloseTo(3, 12);
    expect(totalSessionHours([])).toBe(0);
  });
});

describe('validateSession', () => {
  const now = at(2026, 5, 10, 18);
  it.each([
    ['a normal past session', { start: now - 2 * MS_PER_HOUR, end: now - MS_PER_HOUR }, null],
    ['ending exactly now', { start: now - MS_PER_HOUR, end: now }, null],
    ['exactly 24 hours', { start: now - MAX_SESSION_MS, end: now }, null],
    ['NaN start', { start: Number.NaN, end: now }, 'Session start and end must be valid times.'],
    ['infinite end', { start: now, end: Infinity }, 'Session start and end must be valid times.'],
    ['zero length', { start: now - 5, end: now - 5 }, 'A session must end after it starts.'],
    ['end before start', { start: now - 5, end: now - 10 }, 'A session must end after it starts.'],
    ['in the future', { start: now - 5, end: now + 1 }, 'A session cannot end in the future.'],
    [
      'longer than 24 hours',
      { start: now - MAX_SESSION_MS - 1, end: now },
      'A session can be at most 24 hours long.',
    ],
  ])('%s', (_label, s, expected) => {
    expect(validateSession(s, now)).toBe(expected);
  });
});

describe('trophiesFor', () => {
  it.each([
    ['below the weekly goal', 3.99, 4, 0],
    ['exactly the weekly goal', 4, 4, 1],
    ['2.9 times the goal', 11.6, 4, 2],
    ['exactly twice', 8, 4, 2],
    ['no time', 0, 4, 0],
    ['a zero weekly goal', 5, 0, 0],
    ['a negative weekly goal', 5, -1, 0],
    ['a NaN weekly goal', 5, Number.NaN, 0],
    ['float dust: 3 x 1.4 hours against 1.4', 3 * 1.4, 1.4, 3],
    ['fractional goal', 1, 0.25, 4],
  ])('%s: %d h against %d h -> %d', (_label, hours, goal, expected) => {
    expect(trophiesFor(hours, goal)).toBe(expected);
  });
});

describe('weeklyHoursFrom', () => {
  const sessions = [
    session(at(2027, 1, 3, 10), 4.5), // 2027 week 2
    session(at(2026, 12, 26, 10), 2), // 2026 week 52
    session(at(2026, 12, 27, 10), 3), // Sunday: 2027 week 1
    session(at(2026, 12, 31, 10), 6), // 2027 week 1
  ];

  it('groups by Sunday-start week across the year end, oldest first', () => {
    expect(weeklyHoursFrom(sessions)).toEqual([
      { year: 2026, weekNumber: 52, hours: 2 },
      { year: 2027, weekNumber: 1, hours: 9 },
      { year: 2027, weekNumber: 2, hours: 4.5 },
    ]);
  });
});

describe('findOverlap and sortSessions', () => {
  const a = { id: 'a', start: 100, end: 200, source: 'timer' as const };
  const b = { id: 'b', start: 300, end: 400, source: 'manual' as const };

  it('finds a session sharing any instant, but not one that only touches', () => {
    expect(findOverlap([a, b], { id: 'c', start: 150, end: 160 })).toBe(a);
    expect(findOverlap([a, b], { id: 'c', start: 50, end: 500 })).toBe(a);
    expect(findOverlap([a, b], { id: 'c', start: 200, end: 300 })).toBeUndefined();
    expect(findOverlap([a, b], { id: 'a', start: 150, end: 250 })).toBeUndefined();
  });

  it('orders by start, then id', () => {
    const c = { ...a, id: 'c' };
    expect(sortSessions([b, c, a]).map((s) => s.id)).toEqual(['a', 'c', 'b']);
  });
});
