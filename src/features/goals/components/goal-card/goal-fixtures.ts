import { createGoal, type Goal } from '@/domain/goal';
import { recomputeGoal } from '@/domain/goal-progress';
import type { PracticeSession, SessionSource } from '@/domain/practice-sessions';

/** Test and preview helper: a goal whose figures are derived from the sessions given. */
export interface FixtureSession {
  /** Local start, e.g. new Date(2026, 2, 4, 9, 0). */
  start: Date;
  hours: number;
  source?: SessionSource;
}

export function fixtureGoal(
  id: string,
  name: string,
  now: Date,
  options: {
    sessions?: FixtureSession[];
    startDate?: Date;
    note?: string;
    weeklyGoal?: number;
  } = {},
): Goal {
  const base = createGoal({ id, name, note: options.note, now: options.startDate ?? now });
  const sessions: PracticeSession[] = (options.sessions ?? []).map((s, i) => ({
    id: `${id}-s${i + 1}`,
    start: s.start.getTime(),
    end: s.start.getTime() + Math.round(s.hours * 3_600_000),
    source: s.source ?? 'timer',
  }));
  sessions.sort((a, b) => a.start - b.start);
  const weeklyGoal = options.weeklyGoal ?? base.weeklyGoal;
  return recomputeGoal({ ...base, sessions, weeklyGoal, targetHours: weeklyGoal }, now);
}
