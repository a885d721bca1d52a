import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR } from './practice-sessions';
import { pendingSessionsStart, sessionWindowStart, windowedDays } from './session-window';
import { tallyOf, type GoalTally } from './tally';
import { summaryOf } from './year-summary';

/** Local wall-clock epoch ms; month is 1-based. */
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
const hours = (start: number, h: number) => ({ start, end: start + h * MS_PER_HOUR });

describe('sessionWindowStart', () => {
  it('is the Sunday that starts this week', () => {
    // Friday 2026-11-27: the week started on Sunday 2026-11-22.
    expect(sessionWindowStart(new Date(at(2026, 11, 27)))).toBe(new Date(2026, 10, 22).getTime());
  });

  it('is today on a Sunday, and reaches back across the year end', () => {
    expect(sessionWindowStart(new Date(at(2026, 11, 22, 0)))).toBe(
      new Date(2026, 10, 22).getTime(),
    );
    // Saturday 2027-01-02: the week started on Sunday 2026-12-27.
    expect(sessionWindowStart(new Date(at(2027, 1, 2, 23)))).toBe(new Date(2026, 11, 27).getTime());
  });
});

describe('pendingSessionsStart', () => {
  const session = (id: string, start: number) => ({
    id,
    goalId: 'g1',
    start,
    end: start + MS_PER_HOUR,
    source: 'manual' as const,
  });

  it('is nothing when no change touches a session', () => {
    expect(pendingSessionsStart([])).toBeUndefined();
    const goalOnly = { type: 'updateGoal' as const, goalId: 'g1', fields: { name: 'Piano' } };
    expect(pendingSessionsStart([goalOnly])).toBeUndefined();
  });

  it('is the start of the earliest day a change writes, deletes or replaces', () => {
    const logged = { type: 'putSession' as const, session: session('a', at(2026, 11, 20, 9)) };
    expect(pendingSessionsStart([logged])).toBe(new Date(2026, 10, 20).getTime());
    const moved = {
      type: 'putSession' as const,
      session: { ...session('b', at(2026, 11, 24, 9)), editedAt: 1 },
      previous: { start: at(2026, 8, 3, 18), end: at(2026, 8, 3, 19) },
    };
    const deleted = {
      type: 'deleteSession' as const,
      goalId: 'g1',
      sessionId: 'c',
      previous: { start: at(2026, 10, 1, 7), end: at(2026, 10, 1, 8) },
    };
    expect(pendingSessionsStart([logged, deleted])).toBe(new Date(2026, 9, 1).getTime());
    expect(pendingSessionsStart([logged, moved, deleted])).toBe(new Date(2026, 7, 3).getTime());
  });
});

describe('windowedDays', () => {
  const since = new Date(2026, 10, 1).getTime();
  const old = [hours(at(2026, 3, 9), 2), hours(at(2026, 10, 31, 23), 1)];
  const recent = [hours(at(2026, 11, 2), 1.5)];

  it('takes the days before the window from the tally and the rest from the sessions', () => {
    const tally = tallyOf([...old, ...recent]);
    const days = windowedDays(tally, recent, since);
    expect([...days]).toEqual([
      ['2026-03-09', { ms: 2 * MS_PER_HOUR, n: 1 }],
      ['2026-10-31', { ms: 1 * MS_PER_HOUR, n: 1 }],
      ['2026-11-02', { ms: 1.5 * MS_PER_HOUR, n: 1 }],
    ]);
  });

  it('counts a session the tally does not hold yet once, and one it holds but the log lost not at all', () => {
    const stale = tallyOf([...old, hours(at(2026, 11, 3), 4)]);
    const days = windowedDays(stale, [...recent, hours(at(2026, 11, 4), 1)], since);
    expect(days.get('2026-11-03')).toBeUndefined();
    expect(days.get('2026-11-02')).toEqual({ ms: 1.5 * MS_PER_HOUR, n: 1 });
    expect(days.get('2026-11-04')).toEqual({ ms: MS_PER_HOUR, n: 1 });
  });

  it('ignores loaded sessions older than the window', () => {
    const days = windowedDays(tallyOf(recent), [...old, ...recent], since);
    expect([...days.keys()]).toEqual(['2026-11-02']);
  });

  it('leaves a summed-up year to its summary: its loaded sessions are not counted again', () => {
    const summedUp: GoalTally = tallyOf(recent);
    summedUp.set(2023, {});
    summedUp.summaries = new Map([[2023, summaryOf(2023, { '12-30': { ms: MS_PER_HOUR, n: 1 } })]]);
    const from2023 = new Date(2023, 11, 30).getTime();
    const days = windowedDays(summedUp, [hours(at(2023, 12, 30), 1), ...recent], from2023);
    expect([...days.keys()]).toEqual(['2026-11-02']);
  });
});
