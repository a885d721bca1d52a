import { addDays } from 'date-fns/addDays';
import type { DayState } from '../day-state';
import type { DayTotals } from '../day-figures';
import { beats } from '../insights/value-series';
import type { Goal } from '../goal';
import { partOf } from '../goal-parts';
import type { Measure } from '../journal';
import { NO_PART_NAME, timeByPart } from '../part-figures';
import { goalPracticeView } from '../practice-view';
import type { RestRange } from '../rest-ranges';
import type { Streaks } from '../streaks';
import { weeklyGoalOfWeek } from '../weekly-goal-history';
import { dayKey, weekKey, weekStart } from '../weeks';

export type ReviewedGoal = Pick<
  Goal,
  | 'id'
  | 'name'
  | 'sessions'
  | 'parts'
  | 'settings'
  | 'weeklyGoal'
  | 'weeklyGoalHistory'
  | 'practiceDays'
  | 'restRanges'
  | 'startDate'
>;

export interface ReviewDay {
  day: string;
  state: DayState;
  ms: number;
}

export interface ReviewPart {
  /** null: time on no part (or on a part since deleted). */
  id: string | null;
  name: string;
  ms: number;
}

export interface ReviewNote {
  sessionId: string;
  at: number;
  note: string;
  partName?: string;
}

export interface ReviewValues {
  measure: Measure;
  /** The week's values, oldest first. */
  points: { at: number; value: number }[];
  /** The best of the week's values, and whether it beat every value before the week. */
  best: number;
  record: boolean;
  latest: number;
}

export interface GoalWeek {
  goalId: string;
  name: string;
  ms: number;
  /** The hours a week that earn this week's trophy. */
  weeklyGoalHours: number;
  days: ReviewDay[];
  practiced: number;
  missed: number;
  /** For an "N days a week" plan: the days asked, and whether the week has them. */
  daysAWeek?: { count: number; met: boolean };
  /** The streak as it stood at the week's end (today, for this week). */
  streak: Streaks;
  /** Time per part; empty for a goal without parts. */
  parts: ReviewPart[];
  values: ReviewValues | null;
  notes: ReviewNote[];
}

export interface WeekReview {
  /** The week's first and last day, 'yyyy-MM-dd'. */
  from: string;
  to: string;
  ms: number;
  goals: GoalWeek[];
}

export interface ReviewInput {
  goals: readonly ReviewedGoal[];
  /** Each goal's practice per day (the store's one derivation of it). */
  dayTotals: ReadonlyMap<string, DayTotals>;
  allGoalsRest: readonly RestRange[];
  /** Any instant of the week reviewed. */
  week: Date;
  now: Date;
}

/** The week's days, the sessions in it (by their start) and the instant it ends. */
function weekBounds(week: Date) {
  const first = weekStart(week);
  const days = Array.from({ length: 7 }, (_, i) => dayKey(addDays(first, i)));
  return { first: first.getTime(), next: addDays(first, 7).getTime(), days };
}

function partsOf(goal: ReviewedGoal, sessions: ReviewedGoal['sessions']): ReviewPart[] {
  if (!goal.parts?.length) return [];
  const byPart = timeByPart(goal.parts, sessions);
  const lines: ReviewPart[] = goal.parts
    .filter((p) => !p.archived || byPart.has(p.id))
    .map((p) => ({ id: p.id, name: p.name, ms: byPart.get(p.id) ?? 0 }));
  const none = byPart.get(null);
  if (none) lines.push({ id: null, name: NO_PART_NAME, ms: none });
  return lines;
}

function valuesOf(
  goal: ReviewedGoal,
  inWeek: ReviewedGoal['sessions'],
  before: number,
): ReviewValues | null {
  const measure = goal.settings.measure;
  if (!measure) return null;
  const better = (a: number, b: number) => beats(a, b, measure.higherIsBetter);
  const points = inWeek
    .filter((s): s is typeof s & { value: number } => s.value !== undefined)
    .sort((a, b) => a.start - b.start)
    .map((s) => ({ at: s.start, value: s.value }));
  const last = points.at(-1);
  if (!last) return null;
  const best = points.reduce((b, p) => (better(p.value, b) ? p.value : b), points[0]!.value);
  const earlier = goal.sessions.filter((s) => s.start < before && s.value !== undefined);
  const record = earlier.every((s) => better(best, s.value!));
  return { measure, points, best, record, latest: last.value };
}

function goalWeek(
  goal: ReviewedGoal,
  input: ReviewInput,
  bounds: ReturnType<typeof weekBounds>,
): GoalWeek {
  const { first, next, days } = bounds;
  const totals = input.dayTotals.get(goal.id);
  const lastDay = days[6]!;
  // A past week is judged whole: as from the next week's first instant.
  const until = input.now.getTime() < next ? input.now : new Date(next);
  const practiceDays = goal.practiceDays.filter((d) => d <= lastDay);
  const view = goalPracticeView({ ...goal, practiceDays }, input.allGoalsRest, until);
  const reviewDays = days.map((day) => ({
    day,
    state: view.stateOf(day),
    ms: totals?.get(day)?.ms ?? 0,
  }));
  const practiced = reviewDays.filter((d) => d.state === 'practiced').length;
  const inWeek = goal.sessions.filter((s) => s.start >= first && s.start < next);
  const week: GoalWeek = {
    goalId: goal.id,
    name: goal.name,
    ms: reviewDays.reduce((sum, d) => sum + d.ms, 0),
    weeklyGoalHours: weeklyGoalOfWeek(goal.weeklyGoalHistory, goal.weeklyGoal)(weekKey(first)),
    days: reviewDays,
    practiced,
    missed: reviewDays.filter((d) => d.state === 'missed').length,
    streak: view.streaks,
    parts: partsOf(goal, inWeek),
    values: valuesOf(goal, inWeek, first),
    notes: inWeek
      .filter((s) => s.note)
      .sort((a, b) => a.start - b.start)
      .map((s) => {
        const part = partOf(goal.parts, s.partId)?.name;
        const note = { sessionId: s.id, at: s.start, note: s.note! };
        return part ? { ...note, partName: part } : note;
      }),
  };
  if (view.plan.kind === 'per-week') {
    week.daysAWeek = { count: view.plan.count, met: practiced >= view.plan.count };
  }
  return week;
}

/**
 * A week looked back on: each goal's time against its weekly goal and per part, its planned
 * days practiced and missed, its streak at the week's end, its measured values (the best
 * marked when it beat every earlier one) and the week's notes. Goals started after the week
 * are left out. Time comes from the day totals; parts, values and notes from the sessions,
 * which must reach back to the week's start.
 */
export function weekReview(input: ReviewInput): WeekReview {
  const bounds = weekBounds(input.week);
  const goals = input.goals
    .filter((g) => {
      const start = Date.parse(g.startDate);
      return Number.isNaN(start) || start < bounds.next;
    })
    .map((g) => goalWeek(g, input, bounds));
  return {
    from: bounds.days[0]!,
    to: bounds.days[6]!,
    ms: goals.reduce((sum, g) => sum + g.ms, 0),
    goals,
  };
}
