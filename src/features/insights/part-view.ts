import { useMemo } from 'react';
import type { DayTotals } from '@/domain/day-figures';
import type { Goal } from '@/domain/goal';
import { partOf, type GoalPart } from '@/domain/goal-parts';
import { NO_PART_NAME } from '@/domain/part-figures';
import { tallyDays, tallyOf } from '@/domain/tally';
import { useSessionsSince } from '@/stores/goals/full-log';

/** The part filter's value for the goal's time on no part (or on a part since deleted). */
export const NO_PART = 'none';

/** The goal's sessions on `part` (a part's id, or NO_PART: none or one since deleted). */
export function sessionsOnPart(goal: Pick<Goal, 'parts' | 'sessions'>, part: string) {
  return goal.sessions.filter((s) => {
    const named = partOf(goal.parts, s.partId)?.id;
    return part === NO_PART ? named === undefined : named === part;
  });
}

export type PartView =
  | { part: null }
  | { part: string; loading: true }
  | { part: string; loading: false; goal: Goal; dayTotals: ReadonlyMap<string, DayTotals> };

/**
 * One goal's insights narrowed to one of its parts (or to no part). Parts are summed per day
 * nowhere, so the goal's every session is read for it, and only while a part is chosen.
 */
export function usePartView(goal: Goal | null, asked: string | null): PartView {
  const part =
    !goal || !asked ? null : asked === NO_PART ? NO_PART : (partOf(goal.parts, asked)?.id ?? null);
  const fullLog = useSessionsSince(part ? null : undefined);
  return useMemo((): PartView => {
    if (!goal || !part) return { part: null };
    if (!fullLog) return { part, loading: true };
    const sessions = sessionsOnPart(goal, part);
    const days = tallyDays(tallyOf(sessions));
    // Its streaks count the part's own days; time imported without sessions is on no part.
    const narrowed: Goal = { ...goal, sessions, practiceDays: [...days.keys()] };
    delete narrowed.imported;
    return { part, loading: false, goal: narrowed, dayTotals: new Map([[goal.id, days]]) };
  }, [goal, part, fullLog]);
}

/** 'Violin', or 'Violin · Scales' while a part is chosen. */
export function heading(
  goalName: string,
  parts: readonly GoalPart[] | undefined,
  part: string | null,
) {
  if (!part) return goalName;
  return `${goalName} · ${part === NO_PART ? NO_PART_NAME : (partOf(parts, part)?.name ?? '')}`;
}
