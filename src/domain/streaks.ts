import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { isPlannedWeekday, type PracticePlan } from './practice-plan';
import { mergeRestRanges, type RestRange } from './rest-ranges';
import { dayKey, isDayKey, parseDayKey, weekStart } from './weeks';

/** '1 day', '3 days', '2 weeks'. */
export const countText = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

export interface Streaks {
  current: number;
  longest: number;
  /** Days for a plan of days; weeks that met N for an 'N days a week' plan. */
  unit: 'day' | 'week';
}

export interface StreakInput {
  /** Days with practice, 'yyyy-MM-dd' (all of them: from the goal's tally and sessions). */
  practiceDays: readonly string[];
  plan: PracticePlan;
  rest: readonly RestRange[];
  today: Date;
  /** The goal's start day: days before it are not planned. */
  startDay?: string;
}

/** Answers "is this day rest?" for days asked in ascending order, in one pass over the ranges. */
function restCursor(ranges: readonly RestRange[]) {
  const sorted = mergeRestRanges(ranges);
  let index = 0;
  return (key: string) => {
    while (index < sorted.length && (sorted[index] as RestRange).to < key) index += 1;
    const range = sorted[index];
    return range !== undefined && range.from <= key;
  };
}

/**
 * Current and longest streak, counting only planned days (rest and unplanned days neither
 * extend nor break it). Today, or this week, counts once met and breaks nothing while open.
 */
export function streaks(input: StreakInput): Streaks {
  const days = [...new Set(input.practiceDays.filter(isDayKey))].sort();
  const unit = input.plan.kind === 'per-week' ? 'week' : 'day';
  const first = days[0];
  if (first === undefined) return { current: 0, longest: 0, unit };
  const from = input.startDay !== undefined && input.startDay > first ? input.startDay : first;
  const counter = input.plan.kind === 'per-week' ? weekRuns : dayRuns;
  return { ...counter(new Set(days), from, input), unit };
}

type Runs = { current: number; longest: number };

function dayRuns(practiced: ReadonlySet<string>, from: string, input: StreakInput): Runs {
  const today = dayKey(input.today);
  const isRest = restCursor(input.rest);
  let run = 0;
  let longest = 0;
  for (let date = parseDayKey(from) as Date, key = from; key <= today;) {
    const planned = !isRest(key) && isPlannedWeekday(input.plan, date.getDay());
    if (planned && practiced.has(key)) {
      run += 1;
      longest = Math.max(longest, run);
    } else if (planned && key < today) {
      run = 0;
    }
    date = addDays(date, 1);
    key = dayKey(date);
  }
  return { current: run, longest };
}

function weekRuns(practiced: ReadonlySet<string>, from: string, input: StreakInput): Runs {
  const count = input.plan.kind === 'per-week' ? input.plan.count : 7;
  const currentWeek = dayKey(weekStart(input.today));
  const isRest = restCursor(input.rest);
  let run = 0;
  let longest = 0;
  for (let week = weekStart(parseDayKey(from) as Date); dayKey(week) <= currentWeek;) {
    let open = 0;
    let done = 0;
    for (let d = 0; d < 7; d += 1) {
      const key = dayKey(addDays(week, d));
      if (practiced.has(key)) done += 1;
      const beforeStart = input.startDay !== undefined && key < input.startDay;
      if (!beforeStart && !isRest(key)) open += 1;
    }
    const needed = Math.min(count, open);
    if (needed > 0 && done >= needed) {
      run += 1;
      longest = Math.max(longest, run);
    } else if (needed > 0 && dayKey(week) !== currentWeek) {
      run = 0;
    }
    week = weekStart(addWeeks(week, 1));
  }
  return { current: run, longest };
}
