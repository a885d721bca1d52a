import { addWeeks } from 'date-fns/addWeeks';
import { format } from 'date-fns/format';
import { WEEKDAY_NAMES, weekStart } from '../weeks';
import { hoursOf, type InsightSession } from './insight-sessions';

export interface PeriodHours {
  /** Local midnight where the period starts. */
  start: Date;
  /** Short label under a bar: 'Nov 16' for a week, 'Nov' for a month. */
  label: string;
  /** Full name for assistive technology: 'Week of Nov 16, 2026', 'November 2026'. */
  name: string;
  hours: number;
}

type Timed = Pick<InsightSession, 'start' | 'end'>;

/** Adds each session before `end` to the last period that starts at or before it. */
function fill(periods: PeriodHours[], sessions: readonly Timed[], end: number): PeriodHours[] {
  for (const s of sessions) {
    if (s.start >= end) continue;
    const period = periods.findLast((p) => p.start.getTime() <= s.start);
    if (period) period.hours += hoursOf(s);
  }
  return periods;
}

/** Hours in each of the last `count` Sunday-to-Saturday weeks, the current one last. */
export function weeklyHours(sessions: readonly Timed[], today: Date, count = 12): PeriodHours[] {
  const current = weekStart(today);
  const end = weekStart(addWeeks(current, 1)).getTime();
  const periods = Array.from({ length: count }, (_, i) => {
    const start = weekStart(addWeeks(current, i - (count - 1)));
    return {
      start,
      label: format(start, 'MMM d'),
      name: `Week of ${format(start, 'MMM d, yyyy')}`,
      hours: 0,
    };
  });
  return fill(periods, sessions, end);
}

/** Hours in each of the last `count` calendar months, the current one last. */
export function monthlyHours(sessions: readonly Timed[], today: Date, count = 12): PeriodHours[] {
  // Local midnight of the first of a month, `offset` months from this one (the Date
  // constructor rolls months over years), without sharing date-fns' month helpers with /goals.
  const monthStart = (offset: number) =>
    new Date(today.getFullYear(), today.getMonth() + offset, 1);
  const end = monthStart(1).getTime();
  const periods = Array.from({ length: count }, (_, i) => {
    const start = monthStart(i - (count - 1));
    return { start, label: format(start, 'MMM'), name: format(start, 'MMMM yyyy'), hours: 0 };
  });
  return fill(periods, sessions, end);
}

export interface GoalHours {
  goalId: string;
  goalName: string;
  hours: number;
}

/** Hours per goal, most first (ties by name). */
export function hoursPerGoal(
  sessions: readonly Pick<InsightSession, 'goalId' | 'goalName' | 'start' | 'end'>[],
): GoalHours[] {
  const byGoal = new Map<string, GoalHours>();
  for (const s of sessions) {
    const entry = byGoal.get(s.goalId) ?? { goalId: s.goalId, goalName: s.goalName, hours: 0 };
    entry.hours += hoursOf(s);
    byGoal.set(s.goalId, entry);
  }
  return [...byGoal.values()].sort(
    (a, b) => b.hours - a.hours || a.goalName.localeCompare(b.goalName),
  );
}

/** The local weekday (of each session's start) with the most hours, or null without any. */
export function bestWeekday(
  sessions: readonly Timed[],
): { weekday: (typeof WEEKDAY_NAMES)[number]; hours: number } | null {
  const totals = new Array<number>(7).fill(0);
  for (const s of sessions) {
    const day = new Date(s.start).getDay();
    totals[day] = (totals[day] ?? 0) + hoursOf(s);
  }
  let best = -1;
  totals.forEach((hours, day) => {
    if (hours > 0 && (best === -1 || hours > (totals[best] ?? 0))) best = day;
  });
  const weekday = WEEKDAY_NAMES[best];
  return weekday ? { weekday, hours: totals[best] ?? 0 } : null;
}
