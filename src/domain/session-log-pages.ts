import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { subWeeks } from 'date-fns/subWeeks';
import { WEEK_OPTIONS, dayKey, parseDayKey } from './weeks';

/** How many practice days one step back in a session log loads. */
export const LOG_PAGE_DAYS = 30;

/**
 * Where a session log reads from when it opens: the earlier of the first of this month and the
 * Sunday two weeks back (the weeks of the card's strip). The goals page itself keeps only this
 * week's sessions; the log asks for these while it is open.
 */
export function logFirstPageStart(now: Date): number {
  const stripStart = startOfWeek(subWeeks(now, 2), WEEK_OPTIONS);
  return Math.min(startOfMonth(now).getTime(), stripStart.getTime());
}

/**
 * Where a goal's session log reads from when the person asks for earlier sessions: the start of
 * the day `pageDays` practice days before the day of `from` (or the goal's first practice day);
 * null when no practice day comes before it, or every session is loaded (`from` null).
 * `practiceDays` are day keys, oldest first.
 */
export function earlierLogStart(
  practiceDays: readonly string[],
  from: number | null,
  pageDays = LOG_PAGE_DAYS,
): number | null {
  if (from === null) return null;
  const firstLoaded = dayKey(from);
  const earlier = practiceDays.filter((day) => day < firstLoaded);
  if (earlier.length === 0) return null;
  return parseDayKey(earlier[Math.max(0, earlier.length - pageDays)]!)?.getTime() ?? null;
}
