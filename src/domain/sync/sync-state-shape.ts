import type { GoalRecord, StoredSession } from '../goal-record';
import type { TimerRecord } from '../timer';

/** What the database holds for one user: goal records, their sessions and the timer. */
export interface SyncState {
  records: ReadonlyMap<string, GoalRecord>;
  /** goalId → sessionId → session. */
  sessions: ReadonlyMap<string, ReadonlyMap<string, StoredSession>>;
  timer: TimerRecord | null;
}
