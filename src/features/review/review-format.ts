import { format } from 'date-fns/format';
import { parseDayKey } from '@/domain/weeks';

export { formatMsAsHours as hoursText } from '@/domain/goal-progress';

/** 'Nov 29 – Dec 5, 2026'. */
export function weekRangeText(from: string, to: string): string {
  const first = parseDayKey(from);
  const last = parseDayKey(to);
  if (!first || !last) return `${from} – ${to}`;
  return `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
}

/** 'Mon, Nov 30'. */
export const noteDayText = (at: number) => format(at, 'EEE, MMM d');

/** 'Monday, Nov 30'. */
export function dayName(day: string): string {
  const date = parseDayKey(day);
  return date ? format(date, 'EEEE, MMM d') : day;
}

/** 'M' for a Monday. */
export function dayLetter(day: string): string {
  const date = parseDayKey(day);
  return date ? format(date, 'EEEEE') : '';
}
