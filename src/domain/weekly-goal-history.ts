import { MAX_HOURS } from './import/limits';
import {
  compareWeekKeys,
  dayKey,
  isDayKey,
  parseDayKey,
  weekKey,
  weekStart,
  type WeekKey,
} from './weeks';

/**
 * A change of a goal's weekly goal applies from the week it is made in: earlier weeks keep the
 * weekly goal they had, so the trophies they earned stay. A goal's history lists those earlier
 * weekly goals, oldest first; each entry covers the weeks before `until` (and from the previous
 * entry's `until`). The goal's own weeklyGoal covers the weeks from the last `until` on.
 */
export interface WeeklyGoalChange {
  /** 'yyyy-MM-dd': the Sunday of the week from which the next weekly goal applied. */
  until: string;
  /** Hours: the weekly goal of the weeks before `until`. */
  hours: number;
}

/**
 * The most entries kept (firestore.rules agree). A further change drops the oldest, so the weeks
 * before it count with the weekly goal of the entry after it.
 */
export const WEEKLY_GOAL_HISTORY_MAX = 12;

const isHours = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_HOURS;

function pairsOf(raw: unknown): [unknown, unknown][] {
  if (Array.isArray(raw)) {
    return raw.map((entry) => {
      const { until, hours } = (entry ?? {}) as Partial<Record<'until' | 'hours', unknown>>;
      return [until, hours];
    });
  }
  return raw && typeof raw === 'object' ? Object.entries(raw) : [];
}

/**
 * Reads a history defensively, as a goal document stores it ({until: hours}) or as an export
 * lists it ([{until, hours}]): malformed entries are dropped, one entry per `until`, oldest
 * first, the newest WEEKLY_GOAL_HISTORY_MAX kept. Anything unreadable reads as no history.
 */
export function readWeeklyGoalHistory(raw: unknown): WeeklyGoalChange[] {
  const byUntil = new Map<string, number>();
  for (const [until, hours] of pairsOf(raw)) {
    if (isDayKey(until) && isHours(hours)) byUntil.set(until, hours);
  }
  return [...byUntil]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-WEEKLY_GOAL_HISTORY_MAX)
    .map(([until, hours]) => ({ until, hours }));
}

/** The history as a goal document stores it: a map from `until` to hours. */
export function encodeWeeklyGoalHistory(
  history: readonly WeeklyGoalChange[],
): Record<string, number> {
  return Object.fromEntries(history.map((c) => [c.until, c.hours]));
}

/** The weekly goal each week counts with: the history's before a change, `weeklyGoal` after. */
export function weeklyGoalOfWeek(
  history: readonly WeeklyGoalChange[] | undefined,
  weeklyGoal: number,
): (week: WeekKey) => number {
  const changes = readWeeklyGoalHistory(history).map((c) => ({
    key: weekKey(parseDayKey(c.until)!),
    hours: c.hours,
  }));
  return (week) => changes.find((c) => compareWeekKeys(week, c.key) < 0)?.hours ?? weeklyGoal;
}

/** The weekly goal and history of a goal whose weekly goal is set to `weeklyGoal` at `now`. */
export interface WeeklyGoalFields {
  weeklyGoal: number;
  weeklyGoalHistory?: WeeklyGoalChange[];
}

/**
 * Sets the weekly goal from the week of `now` on. The history gains the old weekly goal for
 * the weeks before, unless a change earlier this week (or a device whose clock ran ahead) already
 * covers them; it is only returned when it changes.
 */
export function changeWeeklyGoal(
  goal: { weeklyGoal: number; weeklyGoalHistory?: readonly WeeklyGoalChange[] },
  weeklyGoal: number,
  now: Date,
): WeeklyGoalFields {
  const before = goal.weeklyGoal;
  const until = dayKey(weekStart(now));
  const history = readWeeklyGoalHistory(goal.weeklyGoalHistory);
  if (weeklyGoal === before || !isHours(before) || history.some((c) => c.until >= until)) {
    return { weeklyGoal };
  }
  // An entry with the same hours as the new one covers weeks the new one covers too.
  const kept = history.at(-1)?.hours === before ? history.slice(0, -1) : history;
  const next = [...kept, { until, hours: before }].slice(-WEEKLY_GOAL_HISTORY_MAX);
  return { weeklyGoal, weeklyGoalHistory: next };
}
