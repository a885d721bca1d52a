import { startOfDay } from 'date-fns/startOfDay';
import type { DayTotals } from './day-figures';
import type { WriteOp } from './sync/write-ops';
import { tallyDayOf, tallyDays, tallyOf, type GoalTally, type SessionTimes } from './tally';
import { dayKey, weekStart } from './weeks';

/**
 * The first instant whose sessions the goals page keeps in memory: the start of this week (its
 * time per part, and the changes still on their way counted once). Every other figure, the
 * three-week strip and the month's targets included, comes from the goal's tally, so the read
 * is a week of sessions however long the history.
 */
export function sessionWindowStart(now: Date): number {
  return weekStart(now).getTime();
}

/**
 * The start of the earliest day a session change among these writes touches (its new times and
 * the times it replaces), or undefined when none does. Its sessions are read while the change is
 * on its way, so windowedDays counts it once whether or not the tally holds it yet.
 */
export function pendingSessionsStart(ops: readonly WriteOp[]): number | undefined {
  let earliest: number | undefined;
  const touch = (start: number | undefined) => {
    if (start !== undefined && (earliest === undefined || start < earliest)) earliest = start;
  };
  for (const op of ops) {
    if (op.type === 'putSession') touch(op.session.start);
    if (op.type === 'putSession' || op.type === 'deleteSession') touch(op.previous?.start);
  }
  return earliest === undefined ? undefined : startOfDay(earliest).getTime();
}

/**
 * A goal's practice per day when only its sessions from `since` on are loaded: the tally's days
 * before that day, the sessions' days from it on. The sessions, changes on their way included,
 * are the truth for the days they cover, so a change not yet in the tally still counts once.
 * A year summed up (year-summary.ts) has no days and counts from its summary alone: a summary
 * cannot be cut at a day, so a change on its way to such a year counts once the server holds it.
 */
export function windowedDays(
  tally: GoalTally,
  sessions: Iterable<SessionTimes>,
  since: number,
): DayTotals {
  const firstDay = dayKey(since);
  const days = new Map<string, { ms: number; n: number }>();
  for (const [day, total] of tallyDays(tally)) if (day < firstDay) days.set(day, total);
  const summed = tally.summaries;
  const recent = [...sessions].filter(
    (s) => s.start >= since && !summed?.has(tallyDayOf(s.start).year),
  );
  for (const [day, total] of tallyDays(tallyOf(recent))) days.set(day, total);
  return days;
}
