import type { Routine, RoutineRun } from './routines/routine';
import type { GoalPart } from './goal-parts';
import type { ImportedBaseline } from './imported-baseline';
import type { Measure } from './journal';
import type { RestRange } from './rest-ranges';
import type { PracticeSession, WeeklyTrophyEntry } from './practice-sessions';
import { NEW_GOAL_WEEKLY_HOURS } from './skill-levels';
import type { WeeklyGoalChange } from './weekly-goal-history';

export type { PracticeSession, WeeklyTrophyEntry } from './practice-sessions';
export type { ImportedBaseline } from './imported-baseline';

/** Said when a change concerns a goal that was deleted (perhaps on another device). */
export const GOAL_GONE = 'That goal no longer exists.';

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const TARGET_TYPES = [
  'hours',
  'days',
  'weeks',
  'months',
  'books',
  'tutorials',
  'videos',
] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const RESOURCE_TYPES = ['book', 'tutorial', 'video', 'course', 'project'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface GoalResource {
  type: ResourceType;
  name: string;
  completed: boolean;
}

export interface GoalSettings {
  frequency: Frequency;
  target: { type: TargetType; value: number };
  resources: GoalResource[];
  reminders: boolean;
  notifications: boolean;
  /** Time of day of the practice reminder, 'HH:mm' local time (reminders.ts). */
  reminderTime?: string;
  /** Weekdays the reminder may fire, as digits 0 (Sunday) to 6, e.g. '12345'. */
  reminderDays?: string;
  /** The practice plan as stored (practice-plan.ts); absent: the frequency's default plan. */
  plan?: string;
  /** What its sessions measure (journal.ts); absent: nothing is measured. */
  measure?: Measure;
}

/**
 * The spec's goal (section 3). The figures totalTimeSpent, weeklyTimeSpent, practiceDays,
 * weeklyTrophies, trophies and currentLevel are DERIVED from `sessions` (+ `imported`) by
 * recomputeGoal() in goal-progress.ts; never edit them by hand.
 */
export interface Goal {
  id: string;
  name: string;
  note: string;
  targetHours: number;
  /** 1-based skill level (skill-levels.ts). */
  currentLevel: number;
  /** ISO timestamp. */
  startDate: string;
  /** Hours. */
  totalTimeSpent: number;
  /** Hours in the week the goal was last recomputed for. */
  weeklyTimeSpent: number;
  /**
   * Hours of the day and of the month it was last recomputed for (its targets), from its day
   * totals, as only this week's sessions are loaded; absent on a goal not derived yet.
   */
  periodTimeSpent?: { today: number; month: number };
  /** Hours per week that earn one trophy, from the week it was last changed in on. */
  weeklyGoal: number;
  /** The weekly goals of the weeks before its changes (weekly-goal-history.ts). */
  weeklyGoalHistory?: WeeklyGoalChange[];
  medals: string[];
  trophies: number;
  /** 'yyyy-MM-dd', local time, sorted and unique. */
  practiceDays: string[];
  weeklyTrophies: WeeklyTrophyEntry[];
  settings: GoalSettings;
  completed?: boolean;
  /** ISO timestamp, set while completed. */
  completedDate?: string;
  /** The practice log: the source of truth for every figure above. Sorted by start. */
  sessions: PracticeSession[];
  /** Time carried from an import without sessions behind it (see imported-baseline.ts). */
  imported?: ImportedBaseline;
  /** Days of rest and breaks of this goal (rest-ranges.ts); absent when none. */
  restRanges?: RestRange[];
  /** Its parts, in order (goal-parts.ts); absent when none. */
  parts?: GoalPart[];
  /** Its routines (routines/routine.ts); absent until one is made. */
  routines?: Routine[];
  /** The last run of each routine, by its id. */
  routineRuns?: Record<string, RoutineRun>;
  /**
   * Milliseconds of its whole time per part id named (part-figures.ts), from its tally; absent
   * when it has no parts.
   */
  partTotals?: Record<string, number>;
}

export const DEFAULT_GOAL_SETTINGS: Readonly<GoalSettings> = Object.freeze({
  frequency: 'weekly',
  target: Object.freeze({ type: 'hours', value: 5 }),
  resources: Object.freeze([]) as unknown as GoalResource[],
  reminders: false,
  notifications: false,
});

/** A deep copy, so goals never share (or mutate) a settings template. */
export function cloneSettings(settings: Readonly<GoalSettings>): GoalSettings {
  const copy: GoalSettings = {
    frequency: settings.frequency,
    target: { type: settings.target.type, value: settings.target.value },
    resources: settings.resources.map((r) => ({ ...r })),
    reminders: settings.reminders,
    notifications: settings.notifications,
  };
  if (settings.reminderTime !== undefined) copy.reminderTime = settings.reminderTime;
  if (settings.reminderDays !== undefined) copy.reminderDays = settings.reminderDays;
  if (settings.plan !== undefined) copy.plan = settings.plan;
  if (settings.measure !== undefined) copy.measure = { ...settings.measure };
  return copy;
}

export interface NewGoalInput {
  id: string;
  name: string;
  note?: string;
  now: Date;
  /** The user's default settings (Settings page); DEFAULT_GOAL_SETTINGS when omitted. */
  settings?: Readonly<GoalSettings>;
}

/** A fresh goal with the spec's new-goal defaults. The name is stored trimmed. */
export function createGoal({ id, name, note = '', now, settings }: NewGoalInput): Goal {
  return {
    id,
    name: name.trim(),
    note,
    targetHours: NEW_GOAL_WEEKLY_HOURS,
    currentLevel: 1,
    startDate: now.toISOString(),
    totalTimeSpent: 0,
    weeklyTimeSpent: 0,
    weeklyGoal: NEW_GOAL_WEEKLY_HOURS,
    medals: [],
    trophies: 0,
    practiceDays: [],
    weeklyTrophies: [],
    settings: cloneSettings(settings ?? DEFAULT_GOAL_SETTINGS),
    sessions: [],
  };
}

export function isActiveGoal(goal: Pick<Goal, 'completed'>): boolean {
  return !goal.completed;
}

/** Ticking Completed: completedDate becomes now. */
export function markCompleted(goal: Goal, now: Date): Goal {
  return { ...goal, completed: true, completedDate: now.toISOString() };
}

/** Unticking Completed or Restore: active again, completedDate cleared. */
export function markActive(goal: Goal): Goal {
  const restored: Goal = { ...goal, completed: false };
  delete restored.completedDate;
  return restored;
}
