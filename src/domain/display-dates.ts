/**
 * Dates in the app's English texts, with the browser's own Intl formatters (no locale data
 * shipped with the app's JavaScript).
 */
const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', options);

const MONTH_DAY = formatter({ month: 'short', day: 'numeric' });
const SHORT_DATE = formatter({ month: 'short', day: 'numeric', year: 'numeric' });
const LONG_DATE = formatter({ month: 'long', day: 'numeric', year: 'numeric' });
const MONTH_YEAR = formatter({ month: 'long', year: 'numeric' });
const WEEKDAY_DATE = formatter({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Nov 8' */
export const monthDay = (date: Date | number) => MONTH_DAY.format(date);
/** 'Nov 23, 2026' */
export const shortDate = (date: Date | number) => SHORT_DATE.format(date);
/** 'November 23, 2026' */
export const longDate = (date: Date | number) => LONG_DATE.format(date);
/** 'November 2026' */
export const monthYear = (date: Date | number) => MONTH_YEAR.format(date);

/** 'Sun, Nov 8, 2026': a day named with its weekday (the calendar, the session log). */
export const weekdayDate = (date: Date | number) => WEEKDAY_DATE.format(date);

const DATE_TIME = formatter({ dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 2, 2026, 3:45 PM': a moment, such as when a share link ends. */
export const dateTime = (date: Date | number) => DATE_TIME.format(date);

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
const MINUTE = 60_000;
const STEPS: [limitMinutes: number, minutesPerUnit: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60, 1, 'minute'],
  [1440, 60, 'hour'],
  [43_200, 1440, 'day'],
  [525_600, 43_200, 'month'],
  [Infinity, 525_600, 'year'],
];

/**
 * 'in 3 days' or '2 months ago': the largest unit below the next one's size (a month is 30
 * days, a year 365), rounded, as date-fns' formatDistanceStrict words it.
 */
export function relativeTime(date: Date | number, now: Date | number): string {
  const ms = +date - +now;
  const minutes = Math.abs(ms) / MINUTE;
  const sign = ms > 0 ? 1 : -1;
  if (minutes < 1) return RELATIVE.format(sign * Math.round(Math.abs(ms) / 1000), 'second');
  const [, perUnit, unit] = STEPS.find(([limit]) => minutes < limit)!;
  return RELATIVE.format(sign * Math.round(minutes / perUnit), unit);
}
