import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { DAY_STATE_WORDS, type DayState } from '../day-state';
import { dayKey, weekStart } from '../weeks';
import { formatHours } from './insight-sessions';

/** Colour steps: 0 = no practice, then up to 30 min, up to 1 h, up to 2 h, more than 2 h. */
export type HeatLevel = 0 | 1 | 2 | 3 | 4;
export const HEAT_STEPS: readonly { level: HeatLevel; label: string }[] = [
  { level: 0, label: 'No practice' },
  { level: 1, label: 'Up to 30 min' },
  { level: 2, label: '30 to 60 min' },
  { level: 3, label: '1 to 2 h' },
  { level: 4, label: 'Over 2 h' },
];

export function heatLevel(hours: number): HeatLevel {
  if (hours <= 0) return 0;
  if (hours <= 0.5) return 1;
  if (hours < 1) return 2;
  if (hours <= 2) return 3;
  return 4;
}

export interface HeatCell {
  /** 'yyyy-MM-dd' (local). */
  day: string;
  /** Local midnight. */
  date: Date;
  hours: number;
  level: HeatLevel;
  isToday: boolean;
  /** What the day was by one goal's plan (day-state.ts); absent for several goals together. */
  state?: DayState;
}

export interface HeatWeek {
  /** Local midnight of the week's Sunday. */
  start: Date;
  /** Sunday to Saturday; null for days after today. */
  days: (HeatCell | null)[];
  /** The month that begins in this week ('Jan'), shown above the column; null otherwise. */
  monthLabel: string | null;
}

/** The number of week columns: a full year and the current week. */
export const HEATMAP_WEEKS = 53;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The year heatmap: HEATMAP_WEEKS columns of Sunday-to-Saturday weeks ending with the week of
 * `today`. Days are stepped as calendar days, so a daylight-saving change never skips or
 * repeats one.
 */
export function heatmapWeeks(
  byDay: ReadonlyMap<string, number>,
  today: Date,
  weeks = HEATMAP_WEEKS,
  stateOf?: (day: string) => DayState,
): HeatWeek[] {
  const todayKey = dayKey(today);
  const first = weekStart(addWeeks(weekStart(today), -(weeks - 1)));
  const columns: HeatWeek[] = [];
  for (let w = 0; w < weeks; w += 1) {
    const start = weekStart(addWeeks(first, w));
    let monthLabel: string | null = null;
    const days = Array.from({ length: 7 }, (_, d): HeatCell | null => {
      const date = addDays(start, d);
      if (differenceInCalendarDays(date, today) > 0) return null;
      if (date.getDate() === 1) monthLabel = MONTHS[date.getMonth()] ?? null;
      const day = dayKey(date);
      const hours = byDay.get(day) ?? 0;
      const cell: HeatCell = {
        day,
        date,
        hours,
        level: heatLevel(hours),
        isToday: day === todayKey,
      };
      if (stateOf) cell.state = stateOf(day);
      return cell;
    });
    columns.push({ start, days, monthLabel });
  }
  // The first column names its month too, unless the next month's label follows too closely.
  const oldest = columns[0];
  if (oldest && oldest.monthLabel === null && !columns[1]?.monthLabel) {
    oldest.monthLabel = MONTHS[oldest.start.getMonth()] ?? null;
  }
  return columns;
}

/** A day cell's accessible name: 'November 21, 2026: 1.0 h', then its state ', rest day'. */
export function heatCellName(cell: Pick<HeatCell, 'date' | 'hours' | 'state'>): string {
  const state = cell.state && cell.state !== 'practiced' ? `, ${DAY_STATE_WORDS[cell.state]}` : '';
  return `${format(cell.date, 'MMM d, yyyy')}: ${formatHours(cell.hours)}${state}`;
}
