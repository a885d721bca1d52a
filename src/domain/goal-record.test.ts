import { describe, expect, it } from 'vitest';
import { createGoal } from './goal';
import {
  deriveGoal,
  migratableSessions,
  recordOf,
  sessionLog,
  type StoredSession,
} from './goal-record';

const HOUR = 3_600_000;
const NOW = new Date(2026, 10, 18, 20, 0); // Wednesday
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).getTime();
const stored = (id: string, start: number, hours: number): StoredSession => ({
  id,
  goalId: 'g1',
  start,
  end: start + hours * HOUR,
  source: 'timer',
});

describe('deriveGoal', () => {
  const record = recordOf(createGoal({ id: 'g1', name: 'Piano', now: new Date(2026, 10, 1) }));

  it('derives every figure from the session documents, for the week of now', () => {
    const goal = deriveGoal(
      record,
      [stored('a', at(16, 9), 3), stored('b', at(17, 9), 2), stored('c', at(10, 9), 5)],
      NOW,
    );
    expect(goal.totalTimeSpent).toBeCloseTo(10);
    expect(goal.weeklyTimeSpent).toBeCloseTo(5);
    expect(goal.practiceDays).toEqual(['2026-11-10', '2026-11-16', '2026-11-17']);
    expect(goal.trophies).toBe(2); // 5 h in each of two weeks against a weekly goal of 4 h
    expect(goal.sessions.map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });

  it('follows the week boundary without anything being rewritten', () => {
    const goal = deriveGoal(record, [stored('a', at(18, 9), 2)], new Date(2026, 10, 22, 9));
    expect(goal.weeklyTimeSpent).toBe(0);
    expect(goal.totalTimeSpent).toBeCloseTo(2);
  });

  it('never lowers the level below the one the goal began with', () => {
    const imported = { ...record, startLevel: 4 };
    expect(deriveGoal(imported, [], NOW).currentLevel).toBe(4);
    expect(deriveGoal(record, [stored('a', at(1, 0), 24)], NOW).currentLevel).toBe(2);
  });

  it('begins an imported goal whose time earns its level at level 1, so level and total agree as its sessions arrive', () => {
    // An export of 400 h in 100 sessions: level 6 (The One, from 350 h).
    const sessions = Array.from({ length: 100 }, (_, i) =>
      stored(`s${i}`, at(1, 0) - i * 86_400_000, 4),
    );
    const goal = deriveGoal({ ...record, startLevel: 6 }, sessions, NOW);
    const imported = recordOf(goal);
    expect(imported.startLevel).toBe(1);
    expect(deriveGoal(imported, sessions.slice(0, 10), NOW)).toMatchObject({
      totalTimeSpent: 40,
      currentLevel: 2, // Intermediate, from 20 h
    });
    expect(deriveGoal(imported, sessions, NOW).currentLevel).toBe(6);
    // A level its time does not explain is kept.
    expect(
      recordOf(deriveGoal({ ...record, startLevel: 6 }, sessions.slice(0, 10), NOW)).startLevel,
    ).toBe(6);
  });

  it('joins legacy in-document sessions with session documents, each once', () => {
    const legacy = {
      ...record,
      legacySessions: [{ id: 'a', start: 0, end: HOUR, source: 'timer' as const }],
    };
    expect(
      sessionLog(legacy, [{ ...stored('a', 0, 2) }, stored('b', HOUR * 5, 1)]).map((s) => [
        s.id,
        s.end,
      ]),
    ).toEqual([
      ['a', 2 * HOUR],
      ['b', HOUR * 6],
    ]);
  });

  it('keeps the spec fields readable: completed goals keep their completion date', () => {
    const done = { ...record, completed: true, completedDate: NOW.toISOString() };
    const goal = deriveGoal(done, [], NOW);
    expect(goal).toMatchObject({
      completed: true,
      completedDate: NOW.toISOString(),
      medals: [],
      weeklyGoal: 4,
    });
  });
});

describe('migratableSessions', () => {
  it('keeps every hour of a legacy log in sessions the rules accept', () => {
    const start = Date.UTC(2026, 0, 5, 8);
    const legacy = [
      { id: 'a/b', start, end: start + 2 * HOUR, source: 'timer' as const },
      { id: 'long', start: start + 3 * HOUR, end: start + 53 * HOUR, source: 'import' as const },
      { id: 'empty', start, end: start, source: 'manual' as const },
      { id: 'a-b', start: start + 60 * HOUR, end: start + 61 * HOUR, source: 'manual' as const },
    ];
    const sessions = migratableSessions('g1', legacy);
    expect(sessions.map((s) => [s.id, (s.end - s.start) / HOUR])).toEqual([
      ['a-b', 2],
      ['long-part-1', 24],
      ['long-part-2', 24],
      ['long-part-3', 2],
      ['a-b-2', 1],
    ]);
    expect(sessions.every((s) => s.goalId === 'g1')).toBe(true);
  });
});
