import { useMemo } from 'react';
import type { DayTotals } from '@/domain/day-figures';
import { tallyDays, type GoalTally } from '@/domain/tally';
import { closedYearsOfTally, type ClosedYears } from '@/domain/year-summary';
import { useGoals } from '@/stores/goals/goals.store';

/** Every goal's practice per day, and the years summed up of those that have some. */
export interface EarlyTotals {
  dayTotals: ReadonlyMap<string, DayTotals>;
  closedYears: ReadonlyMap<string, ClosedYears>;
}

const daysOfTally = new WeakMap<GoalTally, DayTotals>();

/** A tally's practice per day, read once per tally object. */
function daysOf(tally: GoalTally): DayTotals {
  let days = daysOfTally.get(tally);
  if (!days) daysOfTally.set(tally, (days = tallyDays(tally)));
  return days;
}

/**
 * Every goal's practice per day from its tally alone, while the recent sessions are still being
 * read; null once they are, when `off`, or when it could be wrong. A goal's tally moves in the
 * same write as each of its sessions, so it holds the days the sessions would give, unless a
 * change is still on its way in the outbox (the sessions then count it and the tally not yet):
 * then the charts wait for the sessions, as they do for one goal (its plan and streak come with
 * its sessions).
 */
export function useEarlyDayTotals(off: boolean): EarlyTotals | null {
  const loading = useGoals((s) => s.status === 'loading');
  const tallies = useGoals((s) => s.tallies);
  const nothingOnItsWay = useGoals((s) => s.outbox.length === 0);
  const usable = !off && loading && nothingOnItsWay ? tallies : null;
  return useMemo(() => {
    if (!usable) return null;
    const closedYears = new Map<string, ClosedYears>();
    for (const [goalId, tally] of usable) {
      const closed = closedYearsOfTally(tally.summaries);
      if (closed) closedYears.set(goalId, closed);
    }
    const dayTotals = new Map([...usable].map(([goalId, tally]) => [goalId, daysOf(tally)]));
    return { dayTotals, closedYears };
  }, [usable]);
}
