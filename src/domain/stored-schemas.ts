import * as v from 'valibot';
import {
  DEFAULT_GOAL_SETTINGS,
  FREQUENCIES,
  TARGET_TYPES,
  cloneSettings,
  type GoalSettings,
} from './goal';
import { TARGET_VALUE_MIN } from './goal-validation';
import { DEFAULT_PLAN, PLAN_KEYS } from './plans';
import { PLAN_PATTERN } from './practice-plan';
import {
  JOURNAL_NOTE_MAX,
  NEXT_TIME_MAX,
  JOURNAL_VALUE_LIMIT,
  MEASURE_NAME_MAX,
  MEASURE_UNIT_MAX,
} from './journal';
import { SESSION_SOURCES } from './practice-sessions';
import type { OutboxEntry } from './sync/outbox-entry';
import type { WriteOpType } from './sync/write-ops';
import { decodeResources } from './resource-codec';
import { REMINDER_DAYS_PATTERN, REMINDER_TIME_PATTERN } from './reminder-format';
import type { TimerRecord } from './timer';
import { PART_ID_PATTERN } from './goal-parts';
import { readRoutineMark } from './routines/routine-progress';
import type { UserProfile } from './user';

/*
 * How this app reads what it stored itself (Firestore documents, the browser's storage), which
 * an earlier version, another client or a damaged cache may have left malformed. One policy for
 * every such reader:
 * - a field that is missing or malformed takes its default, so one bad field costs only itself;
 * - an item without what identifies it (a session without its goal or times) is skipped;
 * - reading never throws.
 * Files a person brings in (import) are refused with a message instead: src/domain/import/.
 */

/** `schema`, or a fresh default when the input is missing or does not match. */
const orDefault = <S extends v.GenericSchema>(schema: S, makeDefault: () => v.InferOutput<S>) =>
  v.fallback(v.optional(schema, makeDefault), makeDefault);
const always =
  <T>(value: T) =>
  () =>
    value;

const finiteNumber = v.pipe(v.number(), v.finite());
const text = v.string();

export const storedSettings = v.object({
  frequency: orDefault(v.picklist(FREQUENCIES), always(DEFAULT_GOAL_SETTINGS.frequency)),
  target: orDefault(
    v.object({
      type: orDefault(v.picklist(TARGET_TYPES), always(DEFAULT_GOAL_SETTINGS.target.type)),
      value: orDefault(
        v.pipe(finiteNumber, v.minValue(TARGET_VALUE_MIN)),
        always(DEFAULT_GOAL_SETTINGS.target.value),
      ),
    }),
    () => ({ ...DEFAULT_GOAL_SETTINGS.target }),
  ),
  resources: v.pipe(
    v.optional(v.unknown(), () => []),
    v.transform(decodeResources),
  ),
  reminders: orDefault(v.boolean(), always(DEFAULT_GOAL_SETTINGS.reminders)),
  notifications: orDefault(v.boolean(), always(DEFAULT_GOAL_SETTINGS.notifications)),
  reminderTime: v.fallback(v.optional(v.pipe(text, v.regex(REMINDER_TIME_PATTERN))), undefined),
  reminderDays: v.fallback(v.optional(v.pipe(text, v.regex(REMINDER_DAYS_PATTERN))), undefined),
  plan: v.fallback(v.optional(v.pipe(text, v.regex(PLAN_PATTERN))), undefined),
  measure: v.fallback(
    v.optional(
      v.object({
        name: v.pipe(text, v.trim(), v.minLength(1), v.maxLength(MEASURE_NAME_MAX)),
        unit: orDefault(v.pipe(text, v.trim(), v.maxLength(MEASURE_UNIT_MAX)), always('')),
        higherIsBetter: orDefault(v.boolean(), always(true)),
      }),
    ),
    undefined,
  ),
}) satisfies v.GenericSchema<unknown, GoalSettings>;

/** A practice session; the goal it belongs to comes from its document or its goal. */
export const storedSession = v.object({
  start: finiteNumber,
  end: finiteNumber,
  source: orDefault(v.picklist(SESSION_SOURCES), always('manual' as const)),
  editedAt: v.fallback(v.optional(finiteNumber), undefined),
  note: v.fallback(v.optional(v.pipe(text, v.maxLength(JOURNAL_NOTE_MAX))), undefined),
  nextTime: v.fallback(v.optional(v.pipe(text, v.maxLength(NEXT_TIME_MAX))), undefined),
  value: v.fallback(
    v.optional(
      v.pipe(
        finiteNumber,
        v.check((n) => Math.abs(n) <= JOURNAL_VALUE_LIMIT),
      ),
    ),
    undefined,
  ),
});

/** Pause fields: absent on documents of earlier versions, and on a fresh start (timer-pause.ts). */
const maybeTime = v.fallback(v.optional(finiteNumber), undefined);

export const storedTimer = v.pipe(
  v.object({
    goalId: text,
    startTime: finiteNumber,
    isRunning: orDefault(v.boolean(), always(false)),
    pausedAt: v.fallback(v.optional(v.nullable(finiteNumber)), undefined),
    pausedMs: maybeTime,
    resumedAt: maybeTime,
    // Kept by the timer mirror, so a reload shows the run's part and routine block at once.
    partId: v.fallback(v.optional(v.pipe(v.string(), v.regex(PART_ID_PATTERN))), undefined),
    routine: v.fallback(v.optional(v.unknown()), undefined),
  }),
  v.transform(({ pausedAt, pausedMs, resumedAt, partId, routine, ...timer }): TimerRecord => ({
    ...timer,
    ...(partId === undefined ? {} : { partId }),
    ...(readRoutineMark(routine) ? { routine: readRoutineMark(routine) } : {}),
    ...(resumedAt === undefined ? {} : { resumedAt }),
    ...(pausedMs === undefined ? {} : { pausedMs }),
    ...(pausedAt === undefined ? {} : { pausedAt }),
  })),
) satisfies v.GenericSchema<unknown, TimerRecord>;

export const storedProfile = v.object({
  email: orDefault(text, always('')),
  displayName: orDefault(v.nullable(text), always(null)),
  role: orDefault(v.picklist(['user', 'admin']), always('user' as const)),
  subscriptionPlan: orDefault(v.picklist(PLAN_KEYS), always(DEFAULT_PLAN)),
  createdAt: orDefault(text, always('')),
  lastLoginAt: orDefault(text, always('')),
  isActive: orDefault(v.boolean(), always(true)),
}) satisfies v.GenericSchema<unknown, Omit<UserProfile, 'uid'>>;

/** The fields of a goal document a person sets (the rest is derived or decoded apart). */
export const storedGoalFields = v.object({
  name: orDefault(text, always('Untitled goal')),
  note: orDefault(text, always('')),
  targetHours: orDefault(finiteNumber, always(4)),
  weeklyGoal: orDefault(finiteNumber, always(4)),
  startDate: orDefault(text, always(new Date(0).toISOString())),
  completed: orDefault(v.boolean(), always(false)),
  completedDate: v.fallback(v.optional(text), undefined),
  settings: orDefault(storedSettings, () => cloneSettings(DEFAULT_GOAL_SETTINGS)),
});

const WRITE_OP_TYPES = [
  'createGoal',
  'updateGoal',
  'editParts',
  'editRest',
  'setCompleted',
  'deleteGoal',
  'putSession',
  'deleteSession',
  'setTimer',
  'pauseTimer',
  'resumeTimer',
  'migrateSessions',
  'journalSession',
] as const satisfies readonly WriteOpType[];

/**
 * A change waiting in the outbox. Its writes are known by their type; what they carry is checked
 * by the rules when they are sent (a refusal stays listed with Retry / Discard).
 */
export const storedOutboxEntry = v.pipe(
  v.object({
    id: text,
    uid: text,
    tab: text,
    at: finiteNumber,
    label: text,
    ops: v.pipe(v.array(v.looseObject({ type: v.picklist(WRITE_OP_TYPES) })), v.minLength(1)),
    refused: v.optional(text),
    remedy: v.optional(v.picklist(['logAgain'])),
    clockCorrection: v.optional(finiteNumber),
  }),
  v.transform((entry) => entry as OutboxEntry),
);

/** Reads with a schema whose every field has a default: any input gives a value. */
export function readEveryField<S extends v.GenericSchema>(
  schema: S,
  raw: unknown,
): v.InferOutput<S> {
  return v.parse(schema, raw !== null && typeof raw === 'object' ? raw : {});
}

/** The stored value read by `schema`, or `otherwise` when it cannot be read at all. */
export function readStored<S extends v.GenericSchema, T>(
  schema: S,
  raw: unknown,
  otherwise: T,
): v.InferOutput<S> | T {
  const result = v.safeParse(schema, raw);
  return result.success ? result.output : otherwise;
}
