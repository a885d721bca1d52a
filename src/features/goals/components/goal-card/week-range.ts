import { addDays } from 'date-fns/addDays';
import { monthDay } from '@/domain/display-dates';

/** 'Mar 1 – 7', or 'Feb 22 – Mar 1' when the week spans two months. */
export function weekRange(start: Date): string {
  const end = addDays(start, 6);
  const sameMonth = start.getMonth() === end.getMonth();
  return `${monthDay(start)} – ${sameMonth ? end.getDate() : monthDay(end)}`;
}
