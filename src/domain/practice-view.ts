import { startDayOf } from './calendar';
import { dayState, type DayState } from './day-state';
import type { Goal } from './goal';
import { planOf, type PracticePlan } from './practice-plan';
import { mergeRestRanges, restFor, type RestRange } from './rest-ranges';
import { streaks, type Streaks } from './streaks';
import { dayKey } from './weeks';

/**
 * What every screen reads of a goal's days (the card's calendar, streak line and week strip,
 * Insights' heatmap and streaks): one derivation, so they cannot disagree.
 */
export interface PracticeView {
  plan: PracticePlan;
  rest: readonly RestRange[];
  /** The first planned day: earlier days are not planned. */
  startDay?: string;
  practiceDays: readonly string[];
  /** What a day ('yyyy-MM-dd') was by the plan. */
  stateOf: (day: string) => DayState;
  streaks: Streaks;
}

export type ViewedGoal = Pick<Goal, 'practiceDays' | 'settings' | 'restRanges' | 'startDate'>;

interface Planning {
  plan: PracticePlan;
  rest: readonly RestRange[];
  startDay?: string;
}

function viewOf(practiceDays: readonly string[], planning: Planning, today: Date): PracticeView {
  const { plan, rest, startDay } = planning;
  const context = { practiceDays: new Set(practiceDays), plan, rest, today: dayKey(today) };
  const dated = startDay === undefined ? context : { ...context, startDay };
  return {
    ...planning,
    practiceDays,
    stateOf: (day) => dayState(day, dated),
    streaks: streaks({ practiceDays, plan, rest, today, ...(startDay ? { startDay } : {}) }),
  };
}

function planningOf(goal: ViewedGoal, allGoalsRest: readonly RestRange[]): Planning {
  const startDay = startDayOf(goal.startDate);
  const planning = { plan: planOf(goal.settings), rest: restFor(goal.restRanges, allGoalsRest) };
  return startDay === undefined ? planning : { ...planning, startDay };
}

/** One goal's days: its plan, its rest with that of all goals, from its start. */
export function goalPracticeView(
  goal: ViewedGoal,
  allGoalsRest: readonly RestRange[],
  today: Date,
): PracticeView {
  return viewOf(goal.practiceDays, planningOf(goal, allGoalsRest), today);
}

/** Days of rest for every one of these lists. */
function commonRest(lists: readonly (readonly RestRange[])[]): RestRange[] {
  const [first = [], ...others] = lists;
  const common = others.reduce<readonly RestRange[]>(
    (kept, list) =>
      kept.flatMap((a) =>
        list.flatMap((b) => {
          const from = a.from > b.from ? a.from : b.from;
          const to = a.to < b.to ? a.to : b.to;
          return from <= to ? [{ from, to }] : [];
        }),
      ),
    first,
  );
  return mergeRestRanges(common);
}

/**
 * Several goals together, as one plan: a day is planned when a goal with fixed days plans it
 * (their weekdays together, rest only where all of them rest, from the earliest start); when
 * every goal is N days a week, a week is met with the fewest days any of them asks. A day
 * practised on any goal is practised.
 */
function jointPlanning(plannings: readonly Planning[]): Planning {
  const fixed = plannings.filter((p) => p.plan.kind !== 'per-week');
  const planners = fixed.length > 0 ? fixed : plannings;
  const starts = planners.map((p) => p.startDay);
  const startDay = starts.includes(undefined) ? undefined : [...(starts as string[])].sort()[0];
  const rest = commonRest(planners.map((p) => p.rest));
  const plan = fixed.length > 0 ? weekdaysOf(fixed) : fewestDays(plannings);
  return startDay === undefined ? { plan, rest } : { plan, rest, startDay };
}

function weekdaysOf(plannings: readonly Planning[]): PracticePlan {
  const days = new Set<string>();
  for (const { plan } of plannings) {
    for (const d of plan.kind === 'weekdays' ? plan.days : '0123456') days.add(d);
  }
  return days.size === 7
    ? { kind: 'every-day' }
    : { kind: 'weekdays', days: [...days].sort().join('') };
}

function fewestDays(plannings: readonly Planning[]): PracticePlan {
  const counts = plannings.map((p) => (p.plan.kind === 'per-week' ? p.plan.count : 7));
  return { kind: 'per-week', count: Math.min(...counts) };
}

/** The chosen goals' days together (Insights' "All goals"); one goal is its own view. */
export function goalsPracticeView(
  goals: readonly ViewedGoal[],
  allGoalsRest: readonly RestRange[],
  today: Date,
): PracticeView {
  const [only] = goals;
  if (goals.length === 1 && only) return goalPracticeView(only, allGoalsRest, today);
  const practiced = [...new Set(goals.flatMap((g) => g.practiceDays))].sort();
  if (goals.length === 0)
    return viewOf(practiced, { plan: { kind: 'every-day' }, rest: [] }, today);
  return viewOf(practiced, jointPlanning(goals.map((g) => planningOf(g, allGoalsRest))), today);
}
