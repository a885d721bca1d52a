import type { Goal, GoalSettings } from './goal';
import { isReminderDays, isReminderTime } from './reminder-format';
import { isPlannedWeekday, planOf, type PracticePlan } from './practice-plan';
import { isRestDay, restFor, type RestRange } from './rest-ranges';
import { dayKey } from './weeks';

export {
  REMINDER_DAYS_PATTERN,
  REMINDER_TIME_PATTERN,
  isReminderDays,
  isReminderTime,
} from './reminder-format';

/** The reminder time a goal uses until one is chosen. */
export const DEFAULT_REMINDER_TIME = '19:00';
/** Every weekday, Sunday (0) to Saturday (6). */
export const ALL_REMINDER_DAYS = '0123456';

export function reminderTimeOf(settings: Pick<GoalSettings, 'reminderTime'>): string {
  return isReminderTime(settings.reminderTime) ? settings.reminderTime : DEFAULT_REMINDER_TIME;
}

/** The reminder days until some are chosen: the plan's weekdays, or every day. */
export function defaultReminderDays(plan: PracticePlan): string {
  return plan.kind === 'weekdays' ? plan.days : ALL_REMINDER_DAYS;
}

type ReminderDaySettings = Pick<GoalSettings, 'reminderDays' | 'frequency' | 'target'> & {
  plan?: string;
};

export function reminderDaysOf(settings: ReminderDaySettings): string {
  return isReminderDays(settings.reminderDays)
    ? settings.reminderDays
    : defaultReminderDays(planOf(settings));
}

/**
 * A reminder time ('HH:mm') as the device shows the time field beside it: "07:00 PM" in the
 * US, "19:00" in most of Europe.
 */
export function reminderTimeText(time: string, locale?: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(2000, 0, 1, hours, minutes).toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The days with `day` (0–6) switched on or off, kept in the stored order. */
export function toggleReminderDay(days: string, day: number, on: boolean): string {
  const set = new Set(days.split('').map(Number));
  if (on) set.add(day);
  else set.delete(day);
  return [...set].sort((a, b) => a - b).join('');
}

/** The local moment of `time` ('HH:mm') on the day of `now`. */
export function reminderMoment(time: string, now: Date): Date {
  const [hours, minutes] = (isReminderTime(time) ? time : DEFAULT_REMINDER_TIME).split(':');
  const at = new Date(now);
  at.setHours(Number(hours), Number(minutes), 0, 0);
  return at;
}

/** Which goal was last reminded on which day ('yyyy-MM-dd'), as kept on this device. */
export type RemindedDays = Readonly<Record<string, string>>;

type ReminderGoal = Pick<Goal, 'id' | 'name' | 'completed' | 'practiceDays' | 'settings'> &
  Pick<Partial<Goal>, 'restRanges'>;

/**
 * Whether the plan leaves the day of `now` open for practice: not a rest day, and a planned
 * weekday (any day, for N days a week: the person picks the days).
 */
export function isPracticeDay(goal: ReminderGoal, now: Date, allGoalsRest: readonly RestRange[]) {
  if (isRestDay(restFor(goal.restRanges, allGoalsRest), dayKey(now))) return false;
  const plan = planOf(goal.settings);
  return plan.kind === 'per-week' || isPlannedWeekday(plan, now.getDay());
}

/**
 * The goals to remind about at `now`: reminders on, not completed, today is one of its days
 * and a practice day of its plan (not rest), its time has come, not practised today and not yet
 * reminded today.
 */
export function dueReminders<G extends ReminderGoal>(
  goals: readonly G[],
  now: Date,
  reminded: RemindedDays,
  allGoalsRest: readonly RestRange[] = [],
): G[] {
  const today = dayKey(now);
  return goals.filter((goal) => {
    const { settings } = goal;
    if (!settings.reminders || goal.completed) return false;
    if (!reminderDaysOf(settings).includes(String(now.getDay()))) return false;
    if (now < reminderMoment(reminderTimeOf(settings), now)) return false;
    if (goal.practiceDays.includes(today)) return false;
    if (!isPracticeDay(goal, now, allGoalsRest)) return false;
    return reminded[goal.id] !== today;
  });
}

/** Reads the kept record defensively: anything malformed counts as never reminded. */
export function parseRemindedDays(raw: unknown): Record<string, string> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const result: Record<string, string> = {};
  for (const [id, day] of Object.entries(raw)) if (typeof day === 'string') result[id] = day;
  return result;
}

/** The record after reminding `goalIds` today; entries of goals that are gone are dropped. */
export function markReminded(
  reminded: RemindedDays,
  goalIds: readonly string[],
  now: Date,
  knownIds: ReadonlySet<string>,
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [id, day] of Object.entries(reminded)) if (knownIds.has(id)) next[id] = day;
  for (const id of goalIds) next[id] = dayKey(now);
  return next;
}

export const reminderTitle = (goalName: string) => `Time to practice ${goalName}`;
