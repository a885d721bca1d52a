import { addDays, format } from 'date-fns';

/** 'Mar 1 – 7', or 'Feb 22 – Mar 1' when the week spans two months. */
export function weekRange(start: Date): string {
  const end = addDays(start, 6);
  const sameMonth = start.getMonth() === end.getMonth();
  return `${format(start, 'MMM d')} – ${format(end, sameMonth ? 'd' : 'MMM d')}`;
}
