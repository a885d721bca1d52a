import { addDays } from 'date-fns/addDays';
import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from './goal';
import {
  addManualSession,
  applyTimerStop,
  deleteSession,
  editSession,
  formatHours,
  recomputeGoal,
  weekStripFor,
  weeklyProgressPercent,
  type GoalChange,
} from './goal-progress';
import { MS_PER_HOUR, type PracticeSession } from './practice-sessions';
import { weekKey } from './weeks';

const H = MS_PER_HOUR;
/** Local wall-clock epoch ms; month is 1-based. */
const at = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

const newGoal = (over: Partial<Goal> = {}): Goal => ({
  ...createGoal({ id: 'g1', name: 'Guitar', now: new Date(at(2026, 1, 1)) }),
  ...over,
});

function ok(change: GoalChange): Goal {
  if (!change.ok) throw new Error(`expected ok, got: ${change.error}`);
  return change.goal;
}

/** Sessions of up to 20 h on consecutive days from 1 Jan 2026, adding up to `hours`. */
function sessionsTotalling(hours: number): PracticeSession[] {
  const sessions: PracticeSession[] = [];
  let day = new Date(at(2026, 1, 1, 1));
  for (let left = hours; left > 0; left -= 20) {
    const start = day.getTime();
    sessions.push({
      id: `d${sessions.length}`,
      start,
      end: start + Math.min(20, left) * H,
      source: 'import',
    });
    day = addDays(day, 1);
  }
  return sessions;
}

const LATER = new Date(at(2026, 6, 1));

describe('recomputeGoal: levels at every threshold', () => {
  it.each([
    [0, 1],
    [19.9, 1],
    [20, 2],
    [49.9, 2],
    [50, 3],
    [99.9, 3],
    [100, 4],
    [200, 5],
    [349.9, 5],
    [350, 6],
    [499.9, 6],
    [500, 7],
    [650, 7],
  ])('%d hours of sessions -> level %d', (hours, level) => {
    const goal = recomputeGoal(newGoal({ sessions: sessionsTotalling(hours) }), LATER);
    expect(goal.totalTimeSpent).toBeCloseTo(hours, 9);
    expect(goal.currentLevel).toBe(level);
  });

  it('a timer stop that crosses a threshold raises the level', () => {
    const before = recomputeGoal(newGoal({ sessions: sessionsTotalling(19.5) }), LATER);
    expect(before.currentLevel).toBe(1);
    const start = at(2026, 6, 2, 10);
    const after = ok(applyTimerStop(before, start, start + 0.5 * H));
    expect(after.totalTimeSpent).toBeCloseTo(20, 9);
    expect(after.currentLevel).toBe(2);
  });

  it('raises several levels in one stop', () => {
    // A legacy import: 99 hours carried, level never recomputed.
    const legacy = newGoal({
      currentLevel: 1,
      imported: { totalHours: 99, weeks: [], practiceDays: [] },
    });
    const start = at(2026, 6, 2, 8);
    const after = ok(applyTimerStop(legacy, start, start + 2 * H));
    expect(after.totalTimeSpent).toBe(101);
    expect(after.currentLevel).toBe(4);
  });

  it('never lowers a level on load or on a timer stop', () => {
    const earned = newGoal({ currentLevel: 5, sessions: sessionsTotalling(10) });
    expect(recomputeGoal(earned, LATER).currentLevel).toBe(5);
    const start = at(2026, 6, 2, 8);
    expect(ok(applyTimerStop(earned, start, start + H)).currentLevel).toBe(5);
    expect(recomputeGoal(earned, LATER, 'from-total').currentLevel).toBe(1);
  });
});

describe('applyTimerStop', () => {
  const start = at(2026, 3, 10, 18);
  const stopped = ok(applyTimerStop(newGoal(), start, start + 1.5 * H));

  it('logs a timer session and derives every figure', () => {
    expect(stopped.sessions).toEqual([
      { id: `timer-${start}`, start, end: start + 1.5 * H, source: 'timer' },
    ]);
    expect(stopped.totalTimeSpent).toBe(1.5);
    expect(stopped.weeklyTimeSpent).toBe(1.5);
    expect(stopped.practiceDays).toEqual(['2026-03-10']);
    expect(stopped.weeklyTrophies).toEqual([
      { ...weekKey(start), trophies: 0, weeklyTimeSpent: 1.5 },
    ]);
    expect(stopped.trophies).toBe(0);
  });

  it('earns weekly trophies and keeps practice days unique', () => {
    const s2 = at(2026, 3, 11, 7);
    const g = ok(applyTimerStop(stopped, s2, s2 + 7.5 * H));
    expect(g.weeklyTimeSpent).toBe(9);
    expect(g.trophies).toBe(2);
    const s3 = at(2026, 3, 11, 20);
    const g3 = ok(applyTimerStop(g, s3, s3 + 0.25 * H));
    expect(g3.practiceDays).toEqual(['2026-03-10', '2026-03-11']);
    expect(g3.sessions.map((s) => s.start)).toEqual([start, s2, s3]);
  });

  it('gives a duplicate id a suffix', () => {
    const again = ok(applyTimerStop(stopped, start + 2 * H, start + 3 * H, `timer-${start}`));
    expect(again.sessions.map((s) => s.id)).toEqual([`timer-${start}`, `timer-${start}-2`]);
  });

  it('counts a session past midnight for the day and week it started', () => {
    const saturday = at(2026, 3, 14, 23);
    const g = ok(applyTimerStop(newGoal(), saturday, saturday + 2 * H));
    expect(g.practiceDays).toEqual(['2026-03-14']);
    expect(g.weeklyTimeSpent).toBe(0); // recomputed for Sunday: a new week
    expect(g.weeklyTrophies[0]).toMatchObject({ ...weekKey(saturday), weeklyTimeSpent: 2 });
  });

  it.each([
    ['a zero-length run', 0, 'A session must end after it starts.'],
    ['a run over 24 hours', 25, 'A session can be at most 24 hours long.'],
  ])('refuses %s', (_label, hours, error) => {
    expect(applyTimerStop(newGoal(), start, start + hours * H)).toEqual({ ok: false, error });
  });
});

describe('manual sessions, edits and deletes', () => {
  const now = new Date(at(2026, 3, 20, 21));
  // Week of Sun 8 Mar (US DST week) and week of Sun 15 Mar.
  const base = ok(applyTimerStop(newGoal(), at(2026, 3, 9, 8), at(2026, 3, 9, 18))); // 10 h
  const withManual = ok(
    addManualSession(base, { id: 'm1', start: at(2026, 3, 16, 9), end: at(2026, 3, 16, 21) }, now),
  ); // 12 h

  it('adds a manual session for a past day', () => {
    expect(withManual.sessions[1]).toMatchObject({ id: 'm1', source: 'manual' });
    expect(withManual).toMatchObject({
      totalTimeSpent: 22,
      weeklyTimeSpent: 12,
      practiceDays: ['2026-03-09', '2026-03-16'],
      trophies: 5,
      currentLevel: 2,
    });
  });

  it.each([
    [
      'in the future',
      { id: 'x', start: at(2026, 3, 20, 20), end: at(2026, 3, 20, 22) },
      'A session cannot end in the future.',
    ],
    [
      'overlapping',
      { id: 'x', start: at(2026, 3, 16, 20), end: at(2026, 3, 16, 23) },
      'This session overlaps another session of this goal.',
    ],
    [
      'with a taken id',
      { id: 'm1', start: at(2026, 3, 1, 9), end: at(2026, 3, 1, 10) },
      'A session with this id already exists.',
    ],
    [
      'backwards',
      { id: 'x', start: at(2026, 3, 1, 10), end: at(2026, 3, 1, 9) },
      'A session must end after it starts.',
    ],
  ])('refuses a manual session %s', (_label, input, error) => {
    expect(addManualSession(withManual, input, now)).toEqual({ ok: false, error });
  });

  it('an edit changes every figure, and can take back a level', () => {
    // Move m1 into the first week and shorten it to 3 h: 13 h in total, all in week of 8 Mar.
    const edited = ok(
      editSession(withManual, 'm1', { start: at(2026, 3, 12, 9), end: at(2026, 3, 12, 12) }, now),
    );
    expect(edited.sessions.find((s) => s.id === 'm1')).toMatchObject({
      source: 'manual',
      start: at(2026, 3, 12, 9),
    });
    expect(edited.totalTimeSpent).toBe(13);
    expect(edited.weeklyTimeSpent).toBe(0);
    expect(edited.practiceDays).toEqual(['2026-03-09', '2026-03-12']);
    expect(edited.weeklyTrophies).toEqual([
      { year: 2026, weekNumber: 11, trophies: 3, weeklyTimeSpent: 13 },
    ]);
    expect(edited.trophies).toBe(3);
    expect(edited.currentLevel).toBe(1);
  });

  it('an edit is validated against the other sessions but not itself', () => {
    const timerId = base.sessions[0]!.id;
    expect(
      editSession(
        withManual,
        timerId,
        { start: at(2026, 3, 16, 8), end: at(2026, 3, 16, 10) },
        now,
      ),
    ).toEqual({
      ok: false,
      error: 'This session overlaps another session of this goal.',
    });
    const shifted = ok(
      editSession(withManual, timerId, { start: at(2026, 3, 9, 9), end: at(2026, 3, 9, 18) }, now),
    );
    expect(shifted.totalTimeSpent).toBe(21);
    expect(
      editSession(withManual, 'm1', { start: now.getTime(), end: now.getTime() + H }, now),
    ).toEqual({
      ok: false,
      error: 'A session cannot end in the future.',
    });
  });

  it('a delete recomputes from scratch', () => {
    const deleted = ok(deleteSession(withManual, 'm1', now));
    expect(deleted).toMatchObject({
      totalTimeSpent: 10,
      weeklyTimeSpent: 0,
      practiceDays: ['2026-03-09'],
      trophies: 2,
      currentLevel: 1,
    });
    const empty = ok(deleteSession(deleted, base.sessions[0]!.id, now));
    expect(empty).toMatchObject({
      totalTimeSpent: 0,
      trophies: 0,
      practiceDays: [],
      weeklyTrophies: [],
    });
  });

  it('reports a missing session', () => {
    const error = 'That session no longer exists.';
    expect(deleteSession(withManual, 'nope', now)).toEqual({ ok: false, error });
    expect(editSession(withManual, 'nope', { start: 0, end: 1 }, now)).toEqual({
      ok: false,
      error,
    });
  });

  it('re-scores every week when the weekly goal changes and resets the week on a new week', () => {
    const stricter = recomputeGoal({ ...withManual, weeklyGoal: 5 }, now);
    expect(stricter.weeklyTrophies.map((w) => w.trophies)).toEqual([2, 2]);
    const nextWeek = recomputeGoal(withManual, new Date(at(2026, 3, 22, 9)));
    expect(nextWeek.weeklyTimeSpent).toBe(0);
    expect(nextWeek.totalTimeSpent).toBe(22);
  });
});

describe('weeklyProgressPercent', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [4, 4, 100],
    [9, 4, 100],
    [3, 0, 0],
    [-1, 4, 0],
  ])('%d of %d hours -> %d%%', (weeklyTimeSpent, weeklyGoal, percent) => {
    expect(weeklyProgressPercent({ weeklyTimeSpent, weeklyGoal })).toBe(percent);
  });
});

describe('formatHours', () => {
  it.each([
    [0, '0.0'],
    [1, '1.0'],
    [1.25, '1.3'],
    [1.04, '1.0'],
    [12.96, '13.0'],
    [0.3333, '0.3'],
    [-0.02, '0.0'],
    [Number.NaN, '0.0'],
    [1234.56, '1234.6'],
  ])('%d -> %s', (hours, text) => {
    expect(formatHours(hours)).toBe(text);
  });
});

describe('weekStripFor', () => {
  it('shows hours and trophies for the two previous weeks and this one', () => {
    const start = at(2026, 3, 2, 9);
    const g = ok(applyTimerStop(newGoal(), start, start + 5 * H));
    const strip = weekStripFor(g, new Date(at(2026, 3, 17)));
    expect(strip.map((w) => [w.key.weekNumber, w.hours, w.trophies])).toEqual([
      [10, 5, 1],
      [11, 0, 0],
      [12, 0, 0],
    ]);
    expect(strip[0]!.start.getDate()).toBe(1);
  });
});
