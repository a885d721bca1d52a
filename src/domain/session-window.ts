import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { subWeeks } from 'date-fns/subWeeks';
import type { DayTotals } from './day-figures';
import { tallyDays, tallyOf, type GoalTally, type SessionTimes } from './tally';
import { dayKey } from './weeks';

/**
 * The first instant whose sessions the goals page keeps in memory: the earlier of the first of
 * this month (the month's targets) and the Sunday two weeks back (the three-week strip). Older
 * practice is read from the goal's tally.
 */
export function sessionWindowStart(now: Date): number {
  const stripStart = startOfWeek(subWeeks(now, 2), { weekStartsOn: 0 });
  return Math.min(startOfMonth(now).getTime(), stripStart.getTime());
}

/**
 * A goal's practice per day when only its sessions from `since` on are loaded: the tally's days
 * before that day, the sessions' days from it on. The sessions, changes on their way included,
 * are the truth for the days they cover, so a change not yet in the tally still counts once.
 */
export function windowedDays(
  tally: GoalTally,
  sessions: Iterable<SessionTimes>,
  since: number,
): DayTotals {
  const firstDay = dayKey(since);
  const days = new Map<string, { ms: number; n: number }>();
  for (const [day, total] of tallyDays(tally)) if (day < firstDay) days.set(day, total);
  const recent = [...sessions].filter((s) => s.start >= since);
  for (const [day, total] of tallyDays(tallyOf(recent))) days.set(day, total);
  return days;
}
