import type { Goal } from '@/domain/goal';
import { deriveGoal } from '@/domain/goal-record';
import { partTotalsOf } from '@/domain/part-figures';
import { windowedDays } from '@/domain/session-window';
import type { SyncState } from '@/domain/sync/sync-state';
import type { DayTotals } from '@/domain/day-figures';
import { tallyDays, tallyOf, type GoalTally } from '@/domain/tally';
import { dayKey } from '@/domain/weeks';
import { closedYearsOfTally, type ClosedYears } from '@/domain/year-summary';

/** What the goals page is derived from. */
export interface ReadState {
  /** The server's documents with every change on its way laid over them. */
  view: SyncState;
  /** Each goal's tally as the server (and this device's pending writes) hold it. */
  tallies: ReadonlyMap<string, GoalTally>;
  /** The sessions in `view` are every session from this instant on (older ones are in the tallies); null: all of them. */
  sessionsSince: number | null;
  /** By goal, earlier days whose sessions count too: changes on their way touch them (pendingSessionDays). */
  pendingDays?: ReadonlyMap<string, ReadonlySet<string>>;
}

const NO_TALLY: GoalTally = new Map();

interface Derived {
  key: string;
  tally?: GoalTally;
  goal: Goal;
  /** The goal's practice per day that its figures come from. */
  days: DayTotals;
  /** Its summed-up years, which its figures come from too. */
  closed?: ClosedYears;
}

/** Every goal, and the practice (by goal id) their figures come from. */
export interface DerivedGoals {
  goals: Goal[];
  days: ReadonlyMap<string, DayTotals>;
  /** The summed-up years of the goals that have some (year-summary.ts). */
  closed: ReadonlyMap<string, ClosedYears>;
}

/**
 * Derives every goal for `now`, reusing a goal while its record, loaded sessions, tally and the
 * day are unchanged, so a change of one goal derives one goal.
 */
export function createGoalDeriver() {
  let cache = new Map<string, Derived>();

  function derive(
    { view, tallies, sessionsSince, pendingDays }: ReadState,
    now: Date,
  ): DerivedGoals {
    const today = dayKey(now);
    const next = new Map<string, Derived>();
    const goals = [...view.records.values()].map((record) => {
      const sessions = [...(view.sessions.get(record.id)?.values() ?? [])];
      // A goal of an earlier version has no tally yet: all its sessions are loaded for it.
      const since = record.tallied ? sessionsSince : null;
      const tally = since === null ? undefined : (tallies.get(record.id) ?? NO_TALLY);
      const touched = pendingDays?.get(record.id);
      const key = `${today}|${since}|${[...(touched ?? [])].join()}|${JSON.stringify(record)}|${JSON.stringify(sessions)}`;
      const cached = cache.get(record.id);
      if (cached?.key === key && cached.tally === tally) {
        next.set(record.id, cached);
        return cached.goal;
      }
      const windowed =
        tally && since !== null ? windowedDays(tally, sessions, since, touched) : undefined;
      const closed = windowed ? closedYearsOfTally(tally?.summaries) : undefined;
      const goal = deriveGoal(record, sessions, now, windowed && { days: windowed, closed });
      if (goal.parts) goal.partTotals = partTotalsOf(tally, goal.sessions);
      // Without a tally the goal's log (an older version's in-document sessions too) is all of it.
      const days = windowed ?? tallyDays(tallyOf(goal.sessions));
      next.set(record.id, closed ? { key, tally, goal, days, closed } : { key, tally, goal, days });
      return goal;
    });
    cache = next;
    // Newest start first: a stable order that does not jump when a goal is edited.
    goals.sort((a, b) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id));
    const closed = new Map<string, ClosedYears>();
    for (const [id, derived] of next) if (derived.closed) closed.set(id, derived.closed);
    return {
      goals,
      days: new Map([...next].map(([id, derived]) => [id, derived.days])),
      closed,
    };
  }

  return {
    derive,
    reset() {
      cache = new Map();
    },
  };
}
