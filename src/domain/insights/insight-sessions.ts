import type { Goal } from '../goal';
import { partOf } from '../goal-parts';
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
  /** The unit of its goal's measure, when a value has one. */
  unit?: string;
  /** The name of the goal's part it is for; absent: no part (or one since deleted). */
  part?: string;
}

/** Every session of the given goals, oldest first (ties by goal, then session id). */
export function insightSessions(
  goals: readonly (Pick<Goal, 'id' | 'name' | 'sessions'> &
    Partial<Pick<Goal, 'parts' | 'settings'>>)[],
) {
  const sessions: InsightSession[] = goals.flatMap((goal) => {
    const unit = goal.settings?.measure?.unit;
    return goal.sessions.map((s) => {
      const part = partOf(goal.parts, s.partId)?.name;
      const journal = journalOf(s);
      return {
        id: s.id,
        goalId: goal.id,
        goalName: goal.name,
        start: s.start,
        end: s.end,
        ...journal,
        ...(unit && journal.value !== undefined ? { unit } : {}),
        ...(part ? { part } : {}),
      };
    });
  });
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
