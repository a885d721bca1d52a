/**
 * What a share link stores of the goals: exactly what the read-only share view shows, in a
 * compact form the security rules can check whole (firestore.rules, sharedGoals/{shareId};
 * sharing-rules-parity.test.ts). The goals go in four lists of texts, one text per goal:
 *
 *   goals = { names: ['Piano'], notes: ['Scales daily'], figures: ['2;21.3;3;12'],
 *             recentDays: ['2026-02-27,2026-02-28'] }
 *
 * figures is 'level;hours;trophies;dayCount' with hours as shown (one decimal). The rules
 * check each list with one regex over its texts joined by SHARE_SEPARATOR: checking up to 50
 * goal maps one by one needs far more than the 1000 expressions a request may evaluate.
 */
import { formatHours } from './goal-progress';
import type { Goal } from './goal';
import { MAX_LEVEL } from './skill-levels';
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
}

/** The stored snapshot: one text per goal in each list. */
export interface StoredSnapshot {
  names: string[];
  notes: string[];
  figures: string[];
  recentDays: string[];
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

/** What the share view shows of a goal, on `today`. */
export function toSharedGoal(goal: Goal, today: Date): SharedGoal {
  const from = shiftDays(today, -RECENT_DAYS_BEFORE);
  const to = shiftDays(today, RECENT_DAYS_AFTER);
  const days = new Set(goal.practiceDays.filter(isDayKey));
  return {
    name: bounded(goal.name, SHARED_NAME_MAX),
    note: bounded(goal.note, SHARED_NOTE_MAX, '…'),
    level: wholeIn(goal.currentLevel, 1, MAX_LEVEL),
    hours: hoursOf(goal.totalTimeSpent),
    trophies: wholeIn(goal.trophies, 0, SHARED_FIGURE_MAX),
    dayCount: wholeIn(days.size, 0, SHARED_FIGURE_MAX),
    recentDays: [...days].filter((day) => day >= from && day <= to).sort(),
  };
}

/** The snapshot of the active goals a share link stores: the first SHARED_GOAL_LIMIT. */
export function sharedSnapshot(goals: readonly Goal[], today: Date): SharedGoal[] {
  return goals.slice(0, SHARED_GOAL_LIMIT).map((goal) => toSharedGoal(goal, today));
}

export function toStoredSnapshot(goals: readonly SharedGoal[]): StoredSnapshot {
  return {
    names: goals.map((g) => g.name),
    notes: goals.map((g) => g.note),
    figures: goals.map((g) => `${g.level};${formatHours(g.hours)};${g.trophies};${g.dayCount}`),
    recentDays: goals.map((g) => g.recentDays.join(',')),
  };
}

const DAY = '[0-9]{4}-[0-9]{2}-[0-9]{2}';
/** The shape of each text of a list, as firestore.rules checks it. */
export const SNAPSHOT_SHAPES: Readonly<Record<keyof StoredSnapshot, string>> = {
  names: `[^${SHARE_SEPARATOR}]{0,${SHARED_NAME_MAX}}`,
  notes: `[^${SHARE_SEPARATOR}]{0,${SHARED_NOTE_MAX}}`,
  figures: `[1-${MAX_LEVEL}];[0-9]{1,7}[.][0-9];[0-9]{1,7};[0-9]{1,7}`,
  recentDays: `(${DAY}(,${DAY}){0,${RECENT_DAYS_MAX - 1}})?`,
};

const SNAPSHOT_KEYS = Object.keys(SNAPSHOT_SHAPES) as (keyof StoredSnapshot)[];

/** What the rules accept as a snapshot's goals (keys exact, types, sizes, shapes). */
export function isStoredSnapshot(value: unknown): value is StoredSnapshot {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const goals = value as Record<string, unknown>;
  if (Object.keys(goals).length !== SNAPSHOT_KEYS.length) return false;
  const names = goals.names;
  if (!Array.isArray(names) || names.length > SHARED_GOAL_LIMIT) return false;
  return SNAPSHOT_KEYS.every((key) => {
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

function readColumns(goals: Record<string, unknown>): SharedGoal[] {
  const names = Array.isArray(goals.names) ? goals.names : [];
  return names.map((name, i) => {
    const [level, hours, trophies, dayCount] = textAt(goals.figures, i).split(';').map(Number);
    const days = textAt(goals.recentDays, i).split(',').filter(isDayKey);
    return {
      name: textOr(name, 'Untitled goal'),
      note: textAt(goals.notes, i),
      level: wholeIn(numberOr(level, 1), 1, MAX_LEVEL),
      hours: hoursOf(numberOr(hours, 0)),
      trophies: wholeIn(numberOr(trophies, 0), 0, Number.MAX_SAFE_INTEGER),
      dayCount: wholeIn(numberOr(dayCount, 0), 0, Number.MAX_SAFE_INTEGER),
      recentDays: [...new Set(days)].sort(),
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
