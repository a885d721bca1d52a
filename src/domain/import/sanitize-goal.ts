import { parseDefaultSettings } from '../default-settings';
import { isPartId, partOf, readPartObjects } from '../goal-parts';
import { readJournal } from '../journal';
import { RESOURCE_TYPES, type Goal, type GoalResource, type GoalSettings } from '../goal';
import { recomputeGoal } from '../goal-progress';
import {
  GOAL_NAME_MAX_LENGTH,
  MAX_RESOURCES,
  NOTE_MAX_LENGTH,
  RESOURCE_NAME_MAX_LENGTH,
  TARGET_VALUE_MAX,
} from '../goal-validation';
import { importedBaseline, type LegacyTotals } from '../imported-baseline';
import {
  findOverlap,
  sortSessions,
  SESSION_SOURCES,
  storableSessionId,
  validateSession,
  type PracticeSession,
  type SessionSource,
  type WeeklyTrophyEntry,
} from '../practice-sessions';
import { MAX_LEVEL, NEW_GOAL_WEEKLY_HOURS } from '../skill-levels';
import { dayKey, isDayKey } from '../weeks';
import { weeklyGoalFor } from '../goal-settings';
import { readWeeklyGoalHistory } from '../weekly-goal-history';
import { readRestRanges } from '../rest-ranges';
import {
  MAX_LIST_ITEMS,
  MAX_PRACTICE_DAYS,
  MAX_SESSIONS,
  MAX_SHORT_TEXT,
  MAX_WEEK_ENTRIES,
} from './limits';
import { field, hours, isoDate, list, text } from './read-fields';

/**
 * One goal read from an import file: `goal` is ready to save (fresh id, validated fields, figures
 * derived from its sessions plus the carried legacy totals); `legacy` keeps those totals so the
 * Import Time Settings dialog can recompute the baseline with custom times.
 */
export interface ImportedGoal {
  goal: Goal;
  legacy: LegacyTotals;
}

export const UNTITLED_GOAL = 'Untitled goal';

function resources(raw: unknown): GoalResource[] {
  const out: GoalResource[] = [];
  for (const item of list(raw, MAX_LIST_ITEMS)) {
    if (out.length === MAX_RESOURCES) break;
    const type = field(item, 'type');
    const name = text(field(item, 'name'), RESOURCE_NAME_MAX_LENGTH);
    if (!name || !(RESOURCE_TYPES as readonly unknown[]).includes(type)) continue;
    out.push({
      type: type as GoalResource['type'],
      name,
      completed: field(item, 'completed') === true,
    });
  }
  return out;
}

/** Like the Settings page's stored defaults, plus the goal's own resources. */
export function sanitizeSettings(raw: unknown): GoalSettings {
  const target = field(raw, 'target');
  const settings = parseDefaultSettings({
    frequency: field(raw, 'frequency'),
    target: { type: field(target, 'type'), value: field(target, 'value') },
    reminders: field(raw, 'reminders'),
    notifications: field(raw, 'notifications'),
    plan: field(raw, 'plan'),
    measure: field(raw, 'measure'),
  });
  settings.target.value = Math.min(settings.target.value, TARGET_VALUE_MAX);
  settings.resources = resources(field(raw, 'resources'));
  return settings;
}

/** Valid, finished, non-overlapping sessions with unique ids; invalid ones are dropped. */
export function sanitizeSessions(raw: unknown, now: Date): PracticeSession[] {
  const candidates: PracticeSession[] = [];
  list(raw, MAX_SESSIONS).forEach((item, index) => {
    const start = field(item, 'start');
    const end = field(item, 'end');
    if (typeof start !== 'number' || typeof end !== 'number') return;
    if (validateSession({ start, end }, now.getTime())) return;
    const source = field(item, 'source');
    const id = storableSessionId(text(field(item, 'id'), 100), `import-${index + 1}`);
    candidates.push({
      id,
      start,
      end,
      source: SESSION_SOURCES.includes(source as SessionSource)
        ? (source as SessionSource)
        : 'import',
      // Files of earlier versions have no journal: nothing is added.
      ...readJournal({
        note: field(item, 'note'),
        value: field(item, 'value'),
        nextTime: field(item, 'nextTime'),
      }),
      // Kept only if the goal has that part (sanitizeGoal).
      ...(isPartId(field(item, 'partId')) ? { partId: field(item, 'partId') as string } : {}),
    });
  });
  const kept: PracticeSession[] = [];
  const ids = new Set<string>();
  for (const session of sortSessions(candidates)) {
    if (findOverlap(kept, session)) continue; // that time would count twice
    let id = session.id;
    for (let n = 2; ids.has(id); n += 1) id = `${session.id}-${n}`;
    ids.add(id);
    kept.push({ ...session, id });
  }
  return kept;
}

/** Real 'yyyy-MM-dd' days up to today (local time), sorted and unique. */
export function sanitizeDays(raw: unknown, now: Date): string[] {
  const today = dayKey(now);
  const days = list(raw, MAX_PRACTICE_DAYS).filter((d): d is string => isDayKey(d) && d <= today);
  return [...new Set(days)].sort();
}

function weekEntries(raw: unknown): WeeklyTrophyEntry[] {
  const out: WeeklyTrophyEntry[] = [];
  for (const item of list(raw, MAX_WEEK_ENTRIES)) {
    const year = field(item, 'year');
    const weekNumber = field(item, 'weekNumber');
    if (!Number.isInteger(year) || !Number.isInteger(weekNumber)) continue;
    if ((year as number) < 1970 || (year as number) > 9999) continue;
    out.push({
      year: year as number,
      weekNumber: weekNumber as number,
      trophies: 0,
      weeklyTimeSpent: hours(field(item, 'weeklyTimeSpent')),
    });
  }
  return out;
}

/**
 * Builds a safe goal from one untrusted entry of an import file. Only known fields are copied,
 * each validated with a sane default; the goal gets `id` (fresh, so nothing is overwritten).
 */
export function sanitizeGoal(raw: unknown, id: string, now: Date): ImportedGoal {
  // Files of earlier versions have no parts: every session is on no part.
  const parts = readPartObjects(field(raw, 'parts'));
  const sessions = sanitizeSessions(field(raw, 'sessions'), now).map((s) => {
    if (!s.partId || partOf(parts, s.partId)) return s;
    const { partId: _unknown, ...rest } = s;
    return rest;
  });
  const legacy: LegacyTotals = {
    totalTimeSpent: hours(field(raw, 'totalTimeSpent')),
    practiceDays: sanitizeDays(field(raw, 'practiceDays'), now),
    weeklyTrophies: weekEntries(field(raw, 'weeklyTrophies')),
    sessions,
  };
  const level = field(raw, 'currentLevel');
  const settings = sanitizeSettings(field(raw, 'settings'));
  // An hours target is the weekly goal, as when a goal is created or its settings saved.
  const weeklyGoal = weeklyGoalFor(
    settings,
    hours(field(raw, 'weeklyGoal'), NEW_GOAL_WEEKLY_HOURS),
  );
  const completed = field(raw, 'completed') === true;
  const goal: Goal = {
    id,
    name: text(field(raw, 'name'), GOAL_NAME_MAX_LENGTH) || UNTITLED_GOAL,
    note: typeof field(raw, 'note') === 'string' ? (field(raw, 'note') as string) : '',
    targetHours: hours(field(raw, 'targetHours'), NEW_GOAL_WEEKLY_HOURS),
    currentLevel: Number.isInteger(level) ? Math.min(Math.max(level as number, 1), MAX_LEVEL) : 1,
    startDate: isoDate(field(raw, 'startDate')) ?? now.toISOString(),
    totalTimeSpent: 0,
    weeklyTimeSpent: 0,
    weeklyGoal,
    medals: list(field(raw, 'medals'), MAX_LIST_ITEMS)
      .map((m) => text(m, MAX_SHORT_TEXT))
      .filter(Boolean),
    trophies: 0,
    practiceDays: [],
    weeklyTrophies: [],
    settings,
    sessions,
  };
  goal.note = goal.note.slice(0, NOTE_MAX_LENGTH);
  const weeklyGoalHistory = readWeeklyGoalHistory(field(raw, 'weeklyGoalHistory'));
  if (weeklyGoalHistory.length > 0) goal.weeklyGoalHistory = weeklyGoalHistory;
  if (parts.length > 0) goal.parts = parts;
  const restRanges = readRestRanges(field(raw, 'restRanges'));
  if (restRanges.length > 0) goal.restRanges = restRanges;
  if (completed) {
    goal.completed = true;
    goal.completedDate = isoDate(field(raw, 'completedDate')) ?? now.toISOString();
  }
  return { goal: withBaseline(goal, legacy, now), legacy };
}

/** The goal with the baseline of `legacy` (plus custom times) and every figure derived. */
export function withBaseline(
  goal: Goal,
  legacy: LegacyTotals,
  now: Date,
  custom?: Parameters<typeof importedBaseline>[2],
): Goal {
  const next: Goal = { ...goal };
  delete next.imported;
  const baseline = importedBaseline({ ...legacy, sessions: goal.sessions }, now, custom);
  if (baseline) next.imported = baseline;
  // The file's level is kept; typed-in times are the whole truth, so the level follows them.
  return recomputeGoal(next, now, custom ? 'from-total' : 'keep-earned');
}
