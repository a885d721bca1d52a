import { MS_PER_HOUR, hoursByWeek, trophiesFor, type WeeklyTrophyEntry } from './practice-sessions';
import type { DayTotal } from './tally';
import { isDayKey, parseDayKey, sameWeekKey, weekKey, type WeekHours, type WeekKey } from './weeks';

/** Practice per local day, 'yyyy-MM-dd' → total: a goal's sessions or its tally (tally.ts). */
export type DayTotals = ReadonlyMap<string, DayTotal>;

export interface DayFigures {
  totalHours: number;
  /** Hours of the week of `now`. */
  weekHours: number;
  /** Days with practice time, sorted, plus valid legacy days. */
  practiceDays: string[];
  weeklyTrophies: WeeklyTrophyEntry[];
  sessionCount: number;
}

/**
 * Every figure the goals page shows that comes from practice time, from the day totals alone,
 * so a goal with years of sessions costs what its practised days cost. `extraWeeks` and
 * `legacyDays` are an import's time without sessions (imported-baseline.ts).
 */
export function dayFigures(
  days: DayTotals,
  now: Date,
  weeklyGoalOf: (week: WeekKey) => number,
  extraWeeks: readonly WeekHours[] = [],
  legacyDays: readonly string[] = [],
): DayFigures {
  const current = weekKey(now);
  let totalMs = 0;
  let sessionCount = 0;
  const practiced = new Set<string>(legacyDays.filter(isDayKey));
  const timed: { at: number; ms: number }[] = [];
  for (const [day, { ms, n }] of days) {
    const date = parseDayKey(day);
    if (!date) continue;
    totalMs += ms;
    sessionCount += n;
    if (ms > 0) practiced.add(day);
    timed.push({ at: date.getTime(), ms });
  }
  const weeks = hoursByWeek(timed, extraWeeks);
  return {
    totalHours: totalMs / MS_PER_HOUR,
    weekHours: weeks.find((w) => sameWeekKey(w, current))?.hours ?? 0,
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
