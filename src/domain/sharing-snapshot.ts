/**
 * What a share link stores of the goals: exactly what the read-only share view shows, in a
 * compact form the security rules can check whole (firestore.rules, sharedGoals/{shareId};
 * sharing-rules-parity.test.ts). The goals go in lists of texts, one text per goal:
 *
 *   goals = { names: ['Piano'], notes: ['Scales daily'],
 *             figures: ['2;21.3;3;12;4;9;weekdays:135'],
 *             recentDays: ['2026-02-27,2026-02-28'],
 *             dayMarks: ['2026-01-28pmuprrou…'] }
 *
 * figures is 'level;hours;trophies;dayCount;streak;best;plan' with hours as shown (one decimal)
 * and the plan as goals store it. dayMarks is the first day of the recent days, then what each
 * of them was by the plan (DAY_MARKS). The streaks and the marks come from the goal's
 * practice view (practice-view.ts), as the card's do, so the two cannot disagree. Links made
 * by earlier versions have four figures and no dayMarks. The rules check each list with one
 * regex over its texts joined by SHARE_SEPARATOR: checking up to 50 goal maps one by one needs
 * far more than the 1000 expressions a request may evaluate.
 */
import type { DayState } from './day-state';
import { formatHours } from './goal-progress';
import type { Goal } from './goal';
import { decodePlan, encodePlan, type PracticePlan } from './practice-plan';
import { goalPracticeView, type ViewedGoal } from './practice-view';
import type { RestRange } from './rest-ranges';
import { MAX_LEVEL } from './skill-levels';
import type { Streaks } from './streaks';
import { dayKey, isDayKey } from './weeks';

/** Goals one share link holds; an account with more active goals shares its first ones. */
export const SHARED_GOAL_LIMIT = 50;

/**
 * Practice days kept around the day of sharing: enough for the view's last-4-weeks strip on
 * any day of the link's life, in any time zone.
 */
export const RECENT_DAYS_BEFORE = 31;
export const RECENT_DAYS_AFTER = 3;
export const RECENT_DAYS_MAX = RECENT_DAYS_BEFORE + 1 + RECENT_DAYS_AFTER;

/** The longest name and note a share keeps (a longer note is cut, ending in '…'). */
export const SHARED_NAME_MAX = 100;
export const SHARED_NOTE_MAX = 1000;
/** Trophies, practice days and whole hours have at most 7 digits. */
export const SHARED_FIGURE_MAX = 9_999_999;

/** Joins the texts of one list for the rules' check; no text holds it. */
export const SHARE_SEPARATOR = '\u0001';

/** One shared goal as the share view renders it. */
export interface SharedGoal {
  name: string;
  note: string;
  /** 1-based skill level. */
  level: number;
  /** Total hours. */
  hours: number;
  trophies: number;
  /** Days practised in all. */
  dayCount: number;
  /** Practice days near the day of sharing, 'yyyy-MM-dd', sorted. */
  recentDays: string[];
  /** The plan and streaks on the day of sharing; absent in links of earlier versions. */
  plan?: PracticePlan;
  streaks?: Streaks;
  /** What each of the recent days was by the plan; absent in links of earlier versions. */
  marks?: DayMarks;
}

/** Days in a row from `from` ('yyyy-MM-dd'), one state each. */
export interface DayMarks {
  from: string;
  states: DayState[];
}

/** One letter per day state in dayMarks. */
export const DAY_MARKS: Readonly<Record<DayState, string>> = {
  practiced: 'p',
  missed: 'm',
  rest: 'r',
  unplanned: 'u',
  planned: 'o',
};

/** The stored snapshot: one text per goal in each list (dayMarks absent in earlier links). */
export interface StoredSnapshot {
  names: string[];
  notes: string[];
  figures: string[];
  recentDays: string[];
  dayMarks?: string[];
}

const NO_SEPARATOR = new RegExp(SHARE_SEPARATOR, 'g');

/** At most `max` UTF-16 units (so at most `max` characters), never half a surrogate pair. */
function bounded(text: string, max: number, ellipsis = ''): string {
  const clean = text.replace(NO_SEPARATOR, '');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - ellipsis.length);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut) + ellipsis;
}

function wholeIn(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), min), max) : min;
}

function hoursOf(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), SHARED_FIGURE_MAX) : 0;
}

function shiftDays(day: Date, delta: number): string {
  return dayKey(new Date(day.getFullYear(), day.getMonth(), day.getDate() + delta));
}

export type SharedSource = Pick<Goal, 'name' | 'note' | 'currentLevel' | 'totalTimeSpent'> &
  Pick<Goal, 'trophies'> &
  ViewedGoal;

/**
 * What the share view shows of a goal, on `today`: its figures as the card shows them, its
 * days, plan and streaks read through the goal's practice view with the rest of all goals.
 */
export function toSharedGoal(
  goal: SharedSource,
  today: Date,
  allGoalsRest: readonly RestRange[] = [],
): SharedGoal {
  const from = shiftDays(today, -RECENT_DAYS_BEFORE);
  const to = shiftDays(today, RECENT_DAYS_AFTER);
  const view = goalPracticeView(goal, allGoalsRest, today);
  const days = new Set(view.practiceDays.filter(isDayKey));
  const window = Array.from({ length: RECENT_DAYS_MAX }, (_, i) =>
    shiftDays(today, i - RECENT_DAYS_BEFORE),
  );
  return {
    name: bounded(goal.name, SHARED_NAME_MAX),
    note: bounded(goal.note, SHARED_NOTE_MAX, '…'),
    level: wholeIn(goal.currentLevel, 1, MAX_LEVEL),
    hours: hoursOf(goal.totalTimeSpent),
    trophies: wholeIn(goal.trophies, 0, SHARED_FIGURE_MAX),
    dayCount: wholeIn(days.size, 0, SHARED_FIGURE_MAX),
    recentDays: [...days].filter((day) => day >= from && day <= to).sort(),
    plan: view.plan,
    streaks: {
      ...view.streaks,
      current: wholeIn(view.streaks.current, 0, SHARED_FIGURE_MAX),
      longest: wholeIn(view.streaks.longest, 0, SHARED_FIGURE_MAX),
    },
    marks: { from: window[0] as string, states: window.map(view.stateOf) },
  };
}

/** The snapshot of the active goals a share link stores: the first SHARED_GOAL_LIMIT. */
export function sharedSnapshot(
  goals: readonly SharedSource[],
  today: Date,
  allGoalsRest: readonly RestRange[] = [],
): SharedGoal[] {
  return goals.slice(0, SHARED_GOAL_LIMIT).map((goal) => toSharedGoal(goal, today, allGoalsRest));
}

function figuresText(g: SharedGoal): string {
  const shown = `${g.level};${formatHours(g.hours)};${g.trophies};${g.dayCount}`;
  if (!g.plan || !g.streaks) return shown;
  return `${shown};${g.streaks.current};${g.streaks.longest};${encodePlan(g.plan)}`;
}

function marksText(marks: DayMarks | undefined): string {
  return marks ? marks.from + marks.states.map((state) => DAY_MARKS[state]).join('') : '';
}

export function toStoredSnapshot(goals: readonly SharedGoal[]): StoredSnapshot {
  return {
    names: goals.map((g) => g.name),
    notes: goals.map((g) => g.note),
    figures: goals.map(figuresText),
    recentDays: goals.map((g) => g.recentDays.join(',')),
    dayMarks: goals.map((g) => marksText(g.marks)),
  };
}

const DAY = '[0-9]{4}-[0-9]{2}-[0-9]{2}';
const PLAN = '(every-day|weekdays:0?1?2?3?4?5?6?|per-week:[1-7])';
/** The shape of each text of a list, as firestore.rules checks it. */
export const SNAPSHOT_SHAPES: Readonly<Record<keyof StoredSnapshot, string>> = {
  names: `[^${SHARE_SEPARATOR}]{0,${SHARED_NAME_MAX}}`,
  notes: `[^${SHARE_SEPARATOR}]{0,${SHARED_NOTE_MAX}}`,
  figures: `[1-${MAX_LEVEL}];[0-9]{1,7}[.][0-9];[0-9]{1,7};[0-9]{1,7}(;[0-9]{1,7};[0-9]{1,7};${PLAN})?`,
  recentDays: `(${DAY}(,${DAY}){0,${RECENT_DAYS_MAX - 1}})?`,
  dayMarks: `(${DAY}[pmruo]{${RECENT_DAYS_MAX}})?`,
};

const SNAPSHOT_KEYS = Object.keys(SNAPSHOT_SHAPES) as (keyof StoredSnapshot)[];
/** Lists a snapshot may leave out (links of earlier versions). */
const OPTIONAL_KEYS: readonly string[] = ['dayMarks'];

/** What the rules accept as a snapshot's goals (keys exact, types, sizes, shapes). */
export function isStoredSnapshot(value: unknown): value is StoredSnapshot {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const goals = value as Record<string, unknown>;
  const keys = Object.keys(goals);
  if (!keys.every((key) => (SNAPSHOT_KEYS as string[]).includes(key))) return false;
  if (!SNAPSHOT_KEYS.every((key) => key in goals || OPTIONAL_KEYS.includes(key))) return false;
  const names = goals.names;
  if (!Array.isArray(names) || names.length > SHARED_GOAL_LIMIT) return false;
  return SNAPSHOT_KEYS.filter((key) => key in goals).every((key) => {
    const texts = goals[key];
    const shape = new RegExp(`^${SNAPSHOT_SHAPES[key]}$`, 'u');
    return (
      Array.isArray(texts) &&
      texts.length === names.length &&
      texts.every((text) => typeof text === 'string' && shape.test(text))
    );
  });
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

const textAt = (list: unknown, index: number) =>
  Array.isArray(list) ? textOr(list[index], '') : '';

const STATE_OF_MARK = new Map(
  Object.entries(DAY_MARKS).map(([state, mark]) => [mark, state as DayState]),
);

function readMarks(text: string): DayMarks | undefined {
  const from = text.slice(0, 10);
  const states = [...text.slice(10)].map((mark) => STATE_OF_MARK.get(mark));
  if (!isDayKey(from) || states.length === 0 || states.includes(undefined)) return undefined;
  return { from, states: states as DayState[] };
}

/** The plan and streaks after the four figures, when the link has them. */
function readStreaks(fields: string[]): Pick<SharedGoal, 'plan' | 'streaks'> {
  const plan = decodePlan(fields[6]);
  const [current, longest] = fields.slice(4, 6).map(Number);
  if (!plan || current === undefined || longest === undefined) return {};
  const unit = plan.kind === 'per-week' ? 'week' : 'day';
  const whole = (n: number) => wholeIn(numberOr(n, 0), 0, Number.MAX_SAFE_INTEGER);
  return { plan, streaks: { current: whole(current), longest: whole(longest), unit } };
}

function readColumns(goals: Record<string, unknown>): SharedGoal[] {
  const names = Array.isArray(goals.names) ? goals.names : [];
  return names.map((name, i) => {
    const fields = textAt(goals.figures, i).split(';');
    const [level, hours, trophies, dayCount] = fields.slice(0, 4).map(Number);
    const days = textAt(goals.recentDays, i).split(',').filter(isDayKey);
    const marks = readMarks(textAt(goals.dayMarks, i));
    return {
      name: textOr(name, 'Untitled goal'),
      note: textAt(goals.notes, i),
      level: wholeIn(numberOr(level, 1), 1, MAX_LEVEL),
      hours: hoursOf(numberOr(hours, 0)),
      trophies: wholeIn(numberOr(trophies, 0), 0, Number.MAX_SAFE_INTEGER),
      dayCount: wholeIn(numberOr(dayCount, 0), 0, Number.MAX_SAFE_INTEGER),
      recentDays: [...new Set(days)].sort(),
      ...readStreaks(fields),
      ...(marks ? { marks } : {}),
    };
  });
}

/** One whole goal as earlier versions stored it (currentLevel, totalTimeSpent, practiceDays). */
function readWholeGoal(value: unknown): SharedGoal {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const days = Array.isArray(data.practiceDays) ? data.practiceDays.filter(isDayKey) : [];
  const unique = [...new Set(days)].sort();
  return {
    name: textOr(data.name, 'Untitled goal'),
    note: textOr(data.note, ''),
    level: wholeIn(numberOr(data.currentLevel, 1), 1, MAX_LEVEL),
    hours: hoursOf(numberOr(data.totalTimeSpent, 0)),
    trophies: wholeIn(numberOr(data.trophies, 0), 0, Number.MAX_SAFE_INTEGER),
    dayCount: unique.length,
    recentDays: unique,
  };
}

/**
 * Reads a stored snapshot defensively: this version's lists, or the list of whole goals that
 * earlier versions stored (those expire within 24 hours of this version).
 */
export function readSnapshot(goals: unknown): SharedGoal[] {
  if (Array.isArray(goals)) return goals.map(readWholeGoal);
  if (typeof goals === 'object' && goals !== null) {
    return readColumns(goals as Record<string, unknown>);
  }
  return [];
}
