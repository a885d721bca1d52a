import type { Goal } from '../goal';
import { journalOf } from '../journal';
import { MS_PER_HOUR } from '../practice-sessions';

/** One practice session with the goal it belongs to, as Insights and its downloads see it. */
export interface InsightSession {
  id: string;
  goalId: string;
  goalName: string;
  /** Epoch milliseconds. */
  start: number;
  /** Epoch milliseconds. */
  end: number;
  /** A note written for the session, when there is one. */
  note?: string;
  /** The value measured in the session, when there is one. */
  value?: number;
}

/** Every session of the given goals, oldest first (ties by goal, then session id). */
export function insightSessions(goals: readonly Pick<Goal, 'id' | 'name' | 'sessions'>[]) {
  const sessions: InsightSession[] = goals.flatMap((goal) =>
    goal.sessions.map((s) => ({
      id: s.id,
      goalId: goal.id,
      goalName: goal.name,
      start: s.start,
      end: s.end,
      ...journalOf(s),
    })),
  );
  return sessions.sort(
    (a, b) => a.start - b.start || a.goalId.localeCompare(b.goalId) || a.id.localeCompare(b.id),
  );
}

/** Hours that really passed (never negative). */
export const hoursOf = (s: Pick<InsightSession, 'start' | 'end'>) =>
  Math.max(0, s.end - s.start) / MS_PER_HOUR;

/** Hours with one decimal, as every Insights figure shows them: '1.0 h'. */
export function formatHours(hours: number): string {
  return `${(Math.round(hours * 10) / 10).toFixed(1)} h`;
}
