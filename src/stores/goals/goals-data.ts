import type { DayTotals } from '@/domain/day-figures';
import type { Goal } from '@/domain/goal';
import type { OutboxEntry } from '@/domain/sync/outbox';
import type { GoalTally } from '@/domain/tally';
import type { TimerRecord } from '@/domain/timer';
import type { ClosedYears } from '@/domain/year-summary';

export type SaveAllResult = 'saved' | 'failed' | 'error';

export interface GoalsData {
  /** 'ready' once the goals and their sessions have been read (from this device or the server). */
  status: 'idle' | 'loading' | 'ready';
  uid: string | null;
  /** Every goal (active and completed), figures derived for today, newest first. */
  goals: Goal[];
  /**
   * Each goal's practice per day (by goal id), its whole history: what its figures come from,
   * also when only its recent sessions are loaded.
   */
  dayTotals: ReadonlyMap<string, DayTotals>;
  /** The years summed up of the goals that have some (by goal id): none of their days are in dayTotals. */
  closedYears: ReadonlyMap<string, ClosedYears>;
  /** The account's timer as this screen knows it, changes on their way included. */
  timer: TimerRecord | null;
  /** This user's changes the server does not have yet, from every tab, oldest first. */
  outbox: OutboxEntry[];
  /** The database still holds local writes the server has not acknowledged. */
  hasPendingWrites: boolean;
  /** The goals shown come from this device's cache, not yet confirmed by the server. */
  fromCache: boolean;
  /**
   * The sessions in `goals` are those from this instant on; null: every session; undefined:
   * none loaded yet. The goals page needs only the recent ones (older practice comes from the
   * tallies); a screen that lists or exports sessions asks for an earlier start, or for all of
   * them, with requestSessionsSince and waits for it (full-log.ts).
   */
  sessionsFrom: number | null | undefined;
  /** The loaded sessions come from this device's cache, not yet confirmed by the server. */
  sessionsFromCache: boolean;
  /**
   * From where the loaded sessions are every session (null: all of them; undefined: none loaded
   * yet). Later than sessionsFrom while a wider read is answered only from this device's cache,
   * which holds only the sessions it read before: the figures count those days from the tallies.
   */
  sessionsWholeFrom: number | null | undefined;
  /**
   * Each goal's tally (by goal id) once the goals and their tallies are read, while every goal
   * has one; null otherwise. Insights charts from it before the sessions are read.
   */
  tallies: ReadonlyMap<string, GoalTally> | null;
}

export const SIGNED_OUT: GoalsData = {
  status: 'idle',
  uid: null,
  goals: [],
  dayTotals: new Map(),
  closedYears: new Map(),
  timer: null,
  outbox: [],
  hasPendingWrites: false,
  fromCache: true,
  sessionsFrom: undefined,
  sessionsFromCache: true,
  sessionsWholeFrom: undefined,
  tallies: null,
};
