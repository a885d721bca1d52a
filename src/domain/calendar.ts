import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { WEEK_OPTIONS, dayKey, isDayKey } from './weeks';

export interface CalendarDay {
  /** 'yyyy-MM-dd'. */
  key: string;
  /** Local midnight of the day. */
  date: Date;
  dayOfMonth: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/**
 * The month of `month` as whole weeks, Sunday first, padded with the neighbouring months' days.
 * It knows nothing about today, so it can be cached per month.
 */
export function monthGrid(month: Date): CalendarDay[][] {
  const first = startOfMonth(month);
  const monthIndex = first.getMonth();
  const days = eachDayOfInterval({
    start: startOfWeek(first, WEEK_OPTIONS),
    end: endOfWeek(endOfMonth(first), WEEK_OPTIONS),
  });
  const weeks: CalendarDay[][] = [];
  days.forEach((date, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push({
      key: dayKey(date),
      date,
      dayOfMonth: date.getDate(),
      inMonth: date.getMonth() === monthIndex,
    });
  });
  return weeks;
}

/** The first day of the month `delta` months away (the calendar's arrows). */
export function shiftMonth(month: Date, delta: number): Date {
  return addMonths(startOfMonth(month), delta);
}

/** 'yyyy-MM' of a date, the prefix of its day keys. */
export function monthKey(date: Date): string {
  return dayKey(date).slice(0, 7);
}

/** The local day a goal started, or undefined when its start date cannot be read. */
export function startDayOf(startDate: string): string | undefined {
  const start = new Date(startDate);
  return Number.isNaN(start.getTime()) ? undefined : dayKey(start);
}

export function isTodayKey(key: string, today: Date): boolean {
  return key === dayKey(today);
}

export interface PracticeSummary {
  count: number;
  /** The latest practice day, 'yyyy-MM-dd', or null. */
  lastDate: string | null;
}

/** The three-column view's compact line: how many days were practised and the latest. */
export function practiceSummary(practiceDays: readonly string[]): PracticeSummary {
  const days = new Set(practiceDays.filter(isDayKey));
  let lastDate: string | null = null;
  for (const day of days) if (lastDate === null || day > lastDate) lastDate = day;
  return { count: days.size, lastDate };
}

/** The keys that move the calendar grid's focused day (WAI-ARIA grid / date picker). */
export type CalendarMoveKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const MOVE_KEYS: ReadonlySet<string> = new Set<CalendarMoveKey>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export const isCalendarMoveKey = (key: string): key is CalendarMoveKey => MOVE_KEYS.has(key);

/** The first day (Sunday) of the week `day` is in, local midnight. */
export function weekStartOf(day: Date): Date {
  return startOfWeek(day, WEEK_OPTIONS);
}

/**
 * The day a key moves the calendar's focus to from `day`: arrows by a day or a week, Home and
 * End to the week's first and last day, PageUp and PageDown by a month (the same day of the
 * month, or the month's last day when it has fewer).
 */
export function movedDay(day: Date, key: CalendarMoveKey): Date {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return weekStartOf(day);
    case 'End':
      return addDays(weekStartOf(day), 6);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
  }
}
