import { MS_PER_HOUR, hoursByWeek, trophiesFor, type WeeklyTrophyEntry } from './practice-sessions';
import type { DayTotal } from './tally';
import type { ClosedYears } from './year-summary';
import {
  dayKey,
  isDayKey,
  parseDayKey,
  sameWeekKey,
  weekKey,
  weekStart,
  type WeekHours,
  type WeekKey,
} from './weeks';

/** Practice per local day, 'yyyy-MM-dd' → total: a goal's sessions or its tally (tally.ts). */
export type DayTotals = ReadonlyMap<string, DayTotal>;

export interface DayFigures {
  totalHours: number;
  /** Hours of the week of `now`. */
  weekHours: number;
  /** Hours of the day and of the month of `now` (sessions counted on the day they start). */
  todayHours: number;
  monthHours: number;
  /** Days with practice time, sorted, plus valid legacy days. */
  practiceDays: string[];
  weeklyTrophies: WeeklyTrophyEntry[];
  sessionCount: number;
}

/** A day key's week (its first instant), or null for no valid day: worked out once per day. */
const WEEK_OF_DAY = new Map<string, number | null>();

function weekOfDay(day: string): number | null {
  let week = WEEK_OF_DAY.get(day);
  if (week === undefined) {
    const date = parseDayKey(day);
    week = date ? weekStart(date).getTime() : null;
    if (WEEK_OF_DAY.size >= 100_000) WEEK_OF_DAY.clear();
    WEEK_OF_DAY.set(day, week);
  }
  return week;
}

/**
 * Every figure the goals page shows that comes from practice time, from the day totals alone,
 * so a goal with years of sessions costs what its practised days cost. `extraWeeks` and
 * `legacyDays` are an import's time without sessions (imported-baseline.ts); `closed` are years
 * known by their weeks and practice days only (year-summary.ts), none of them in `days`.
 */
export function dayFigures(
  days: DayTotals,
  now: Date,
  weeklyGoalOf: (week: WeekKey) => number,
  extraWeeks: readonly WeekHours[] = [],
  legacyDays: readonly string[] = [],
  closed?: ClosedYears,
): DayFigures {
  const current = weekKey(now);
  const today = dayKey(now);
  const month = today.slice(0, 7);
  let todayMs = 0;
  let monthMs = 0;
  let totalMs = 0;
  let sessionCount = 0;
  const practiced = new Set<string>(legacyDays.filter(isDayKey));
  // Summed per week first: each day's week is remembered, so years of days cost little.
  const byWeek = new Map<number, number>();
  for (const [day, { ms, n }] of days) {
    const week = weekOfDay(day);
    if (week === null) continue;
    totalMs += ms;
    if (day.startsWith(month)) monthMs += ms;
    if (day === today) todayMs += ms;
    sessionCount += n;
    if (ms > 0) practiced.add(day);
    byWeek.set(week, (byWeek.get(week) ?? 0) + ms);
  }
  for (const [sunday, { ms, n }] of closed?.weeks ?? []) {
    const week = weekOfDay(sunday);
    if (week === null) continue;
    totalMs += ms;
    sessionCount += n;
    byWeek.set(week, (byWeek.get(week) ?? 0) + ms);
  }
  for (const day of closed?.practiceDays ?? []) practiced.add(day);
  const timed = [...byWeek].map(([at, ms]) => ({ at, ms }));
  const weeks = hoursByWeek(timed, extraWeeks);
  return {
    totalHours: totalMs / MS_PER_HOUR,
    weekHours: weeks.find((w) => sameWeekKey(w, current))?.hours ?? 0,
    todayHours: todayMs / MS_PER_HOUR,
    monthHours: monthMs / MS_PER_HOUR,
    practiceDays: [...practiced].sort(),
    weeklyTrophies: weeks.map((w) => ({
      weekNumber: w.weekNumber,
      year: w.year,
      trophies: trophiesFor(w.hours, weeklyGoalOf(w)),
      weeklyTimeSpent: w.hours,
    })),
    sessionCount,
  };
}
