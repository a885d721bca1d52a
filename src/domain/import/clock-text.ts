/** Day orders a tracker may write its dates in (Clockify follows the person's settings). */
export type DayOrder = 'ymd' | 'mdy' | 'dmy';

interface DayParts {
  a: number;
  b: number;
  c: number;
  sep: string;
  yearFirst: boolean;
}

function dayParts(text: string): DayParts | null {
  const match = /^\s*(\d{1,4})([-/.])(\d{1,2})\2(\d{1,4})\s*$/.exec(text);
  if (!match) return null;
  const [, a, sep, b, c] = match as unknown as [string, string, string, string, string];
  return { a: Number(a), b: Number(b), c: Number(c), sep, yearFirst: a.length === 4 };
}

/**
 * The order the dates of one file are written in: year first when the year leads; with dots or
 * dashes after the day, day first; with slashes, day first only when some first number is above
 * 12 (a day), otherwise month first (Clockify's default, US).
 */
export function detectDayOrder(samples: readonly string[]): DayOrder {
  let slashDayFirst = false;
  for (const text of samples) {
    const parts = dayParts(text);
    if (!parts) continue;
    if (parts.yearFirst) return 'ymd';
    if (parts.sep !== '/') return 'dmy';
    if (parts.a > 12) slashDayFirst = true;
  }
  return slashDayFirst ? 'dmy' : 'mdy';
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A real calendar day from the text in `order`, or null. */
export function parseDay(text: string, order: DayOrder): CalendarDay | null {
  const parts = dayParts(text);
  if (!parts) return null;
  const { a, b, c } = parts;
  const [year, month, day] = parts.yearFirst ? [a, b, c] : order === 'dmy' ? [c, b, a] : [c, a, b];
  if (year < 1970 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(year, month, 0).getDate()) return null;
  return { year, month, day };
}

/** Seconds since midnight from 'HH:mm', 'HH:mm:ss' or 'h:mm[:ss] AM/PM', or null. */
export function parseClock(text: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$/.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  const meridiem = match[4]?.toLowerCase();
  if (minutes > 59 || seconds > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hours > 23) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Epoch ms of a local day and clock time (the person's own time zone). */
export function localTime(day: CalendarDay, seconds: number): number {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return new Date(day.year, day.month - 1, day.day, h, m, seconds % 60).getTime();
}

/** Seconds from 'H:mm:ss' (hours may pass 24) or a decimal number of hours ('1.50'), or null. */
export function parseDuration(text: string): number | null {
  const clock = /^\s*(\d{1,6}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  if (clock) {
    const minutes = Number(clock[2]);
    const seconds = Number(clock[3] ?? 0);
    if (minutes > 59 || seconds > 59) return null;
    return Number(clock[1]) * 3600 + minutes * 60 + seconds;
  }
  const decimal = /^\s*(\d{1,6}(?:[.,]\d+)?)\s*$/.exec(text);
  if (!decimal) return null;
  return Math.round(Number((decimal[1] as string).replace(',', '.')) * 3600);
}
