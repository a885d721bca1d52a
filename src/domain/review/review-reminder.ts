import { addDays } from 'date-fns/addDays';
import { dayKey, weekStart } from '../weeks';

/** The goals page offers last week's review on this many first days of a week. */
export const REVIEW_REMINDER_DAYS = 2;

/**
 * The week to look back on at `now`: last week's first day ('yyyy-MM-dd') while this week is in
 * its first REVIEW_REMINDER_DAYS days, else null.
 */
export function weekToLookBackOn(now: Date): string | null {
  const thisWeek = weekStart(now);
  if (now.getTime() >= addDays(thisWeek, REVIEW_REMINDER_DAYS).getTime()) return null;
  return dayKey(addDays(thisWeek, -7));
}
