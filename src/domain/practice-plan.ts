import type { GoalSettings } from './goal';

/**
 * Which days a person means to practise a goal:
 * - 'every-day': each day is planned;
 * - 'weekdays': the chosen weekdays, as digits 0 (Sunday) to 6, ascending, at least one;
 * - 'per-week': N days a week, any days: no single day is planned, a week is met with N days.
 */
export type PracticePlan =
  { kind: 'every-day' } | { kind: 'weekdays'; days: string } | { kind: 'per-week'; count: number };

export type PlanKind = PracticePlan['kind'];

/** How a plan is stored (in a goal's settings and the default settings): one short text. */
export const PLAN_PATTERN = /^(every-day|weekdays:0?1?2?3?4?5?6?|per-week:[1-7])$/;

export const MONDAY_TO_FRIDAY = '12345';

export function encodePlan(plan: PracticePlan): string {
  if (plan.kind === 'weekdays') return `weekdays:${plan.days}`;
  if (plan.kind === 'per-week') return `per-week:${plan.count}`;
  return 'every-day';
}

/** The plan stored as `text`, or null when it is not one (no weekday chosen included). */
export function decodePlan(text: unknown): PracticePlan | null {
  if (typeof text !== 'string' || !PLAN_PATTERN.test(text)) return null;
  if (text === 'every-day') return { kind: 'every-day' };
  const [kind, value = ''] = text.split(':');
  if (kind === 'per-week') return { kind: 'per-week', count: Number(value) };
  return value === '' ? null : { kind: 'weekdays', days: value };
}

export function isStoredPlan(value: unknown): value is string {
  return decodePlan(value) !== null;
}

type PlanSettings = Pick<GoalSettings, 'frequency' | 'target'> & { plan?: string };

/**
 * The plan a goal has until one is chosen: a daily goal every day; a weekly or monthly one no
 * fixed days (a weekly target of N days is N days a week; otherwise any one day a week).
 */
export function defaultPlan(settings: Pick<GoalSettings, 'frequency' | 'target'>): PracticePlan {
  if (settings.frequency === 'daily') return { kind: 'every-day' };
  const { type, value } = settings.target;
  const days = settings.frequency === 'weekly' && type === 'days' ? Math.round(value) : 1;
  return { kind: 'per-week', count: Math.min(7, Math.max(1, days)) };
}

/** The goal's plan: the stored one, or the default when none is stored or it is malformed. */
export function planOf(settings: PlanSettings): PracticePlan {
  return decodePlan(settings.plan) ?? defaultPlan(settings);
}

/** Why a plan a person chose cannot be saved, or null. */
export function planError(plan: PracticePlan): string | null {
  return plan.kind === 'weekdays' && plan.days === ''
    ? 'Choose at least one day to practice.'
    : null;
}

/** Whether the plan names the weekday (0–6) of `date` as a practice day. */
export function isPlannedWeekday(plan: PracticePlan, weekday: number): boolean {
  if (plan.kind === 'every-day') return true;
  if (plan.kind === 'weekdays') return plan.days.includes(String(weekday));
  return false;
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The plan in a few words: 'Every day', 'Mon–Fri', 'Mon, Wed, Fri', '3 days a week'. */
export function describePlan(plan: PracticePlan): string {
  if (plan.kind === 'every-day') return 'Every day';
  if (plan.kind === 'per-week') {
    return plan.count === 1 ? 'Any day, once a week' : `${plan.count} days a week, any days`;
  }
  if (plan.days === MONDAY_TO_FRIDAY) return 'Mon–Fri';
  if (plan.days === '0123456') return 'Every day';
  return plan.days
    .split('')
    .map((d) => SHORT_DAYS[Number(d)])
    .join(', ');
}
