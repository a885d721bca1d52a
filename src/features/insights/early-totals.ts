import { useMemo } from 'react';
import type { DayTotals } from '@/domain/day-figures';
import { tallyDays, type GoalTally } from '@/domain/tally';
import { useGoals } from '@/stores/goals/goals.store';

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
export function useEarlyDayTotals(off: boolean): ReadonlyMap<string, DayTotals> | null {
  const loading = useGoals((s) => s.status === 'loading');
  const tallies = useGoals((s) => s.tallies);
  const nothingOnItsWay = useGoals((s) => s.outbox.length === 0);
  const usable = !off && loading && nothingOnItsWay ? tallies : null;
  return useMemo(
    () => usable && new Map([...usable].map(([goalId, tally]) => [goalId, daysOf(tally)])),
    [usable],
  );
}
