import type { Goal, GoalSettings, ImportedBaseline } from './goal';
import type { GoalPart } from './goal-parts';
import { recomputeGoal, type GoalPractice } from './goal-progress';
import { journalOf } from './journal';
import type { MedalId } from './medals';
import type { RestRange } from './rest-ranges';
import type { Routine, RoutineRun } from './routines/routine';
import { levelAfter } from './skill-levels';
import type { WeeklyGoalChange } from './weekly-goal-history';
import {
  MAX_SESSION_MS,
  sortSessions,
  storableSessionId,
  type PracticeSession,
} from './practice-sessions';

/**
 * A goal as it is stored and edited: only what a person sets. Every figure (total and weekly
 * time, practice days, trophies, level) is derived from the session log on each screen by
 * deriveGoal(), so no write ever carries another screen's stale figures.
 */
export interface GoalRecord {
  id: string;
  name: string;
  note: string;
  targetHours: number;
  weeklyGoal: number;
  /** Weekly goals of the weeks before its changes; absent until the weekly goal changes. */
  weeklyGoalHistory?: WeeklyGoalChange[];
  /** ISO timestamp. */
  startDate: string;
  /** The level the goal began with: 1, or an imported goal's level. The shown level never drops below it. */
  startLevel: number;
  settings: GoalSettings;
  completed: boolean;
  /** ISO timestamp, set while completed. */
  completedDate?: string;
  imported?: ImportedBaseline;
  /**
   * Days of rest and breaks (rest-ranges.ts) as stored, sorted: entries set on two devices at
   * once may touch or overlap (restFor and the list merge them). Absent until one is set.
   */
  restRanges?: RestRange[];
  /**
   * The medals last stored for the goal (known ids only); absent until first written. What the
   * card shows is derived from the log (medals.ts); this copy follows it (medal-sync).
   */
  medals?: MedalId[];
  /** Sessions still kept inside the goal document by earlier versions, until migrated. */
  legacySessions?: PracticeSession[];
  /**
   * Its tally (tally.ts) counts every session: true for goals made by this version, and for older
   * ones once counted (tally-count.ts). Absent until then.
   */
  tallied?: boolean;
  /** Its parts, in order (goal-parts.ts); absent until one is added. */
  parts?: GoalPart[];
  /** Its routines (routines/routine.ts), at most 3; absent until one is made. */
  routines?: Routine[];
  /** The last run of each routine, by routine id; absent until one ran to its end. */
  routineRuns?: Record<string, RoutineRun>;
}

/** A practice session as stored: one document per session under its goal. */
export interface StoredSession extends PracticeSession {
  goalId: string;
  /** Epoch ms of the last edit; absent until edited. Edits only move forward (last edit wins). */
  editedAt?: number;
}

/** The session log of a goal: its own session documents, plus legacy ones not yet migrated. */
export function sessionLog(
  record: Pick<GoalRecord, 'legacySessions'>,
  sessions: Iterable<StoredSession> = [],
): PracticeSession[] {
  const byId = new Map<string, PracticeSession>();
  for (const s of record.legacySessions ?? []) byId.set(s.id, s);
  for (const s of sessions)
    byId.set(s.id, {
      id: s.id,
      start: s.start,
      end: s.end,
      source: s.source,
      ...(s.partId ? { partId: s.partId } : {}),
      ...journalOf(s),
    });
  return sortSessions([...byId.values()]);
}

/**
 * The spec's goal, every figure derived for `now` from the record and its sessions, or from
 * `practice` when only some of its sessions are given.
 */
export function deriveGoal(
  record: GoalRecord,
  sessions: Iterable<StoredSession>,
  now: Date,
  practice?: GoalPractice,
): Goal {
  const goal: Goal = {
    id: record.id,
    name: record.name,
    note: record.note,
    targetHours: record.targetHours,
    currentLevel: record.startLevel,
    startDate: record.startDate,
    totalTimeSpent: 0,
    weeklyTimeSpent: 0,
    weeklyGoal: record.weeklyGoal,
    medals: [],
    trophies: 0,
    practiceDays: [],
    weeklyTrophies: [],
    settings: record.settings,
    sessions: sessionLog(record, sessions),
    completed: record.completed,
  };
  if (record.completedDate) goal.completedDate = record.completedDate;
  if (record.imported) goal.imported = record.imported;
  if (record.weeklyGoalHistory?.length) goal.weeklyGoalHistory = record.weeklyGoalHistory;
  if (record.restRanges?.length) goal.restRanges = record.restRanges;
  if (record.parts?.length) goal.parts = record.parts;
  if (record.routines?.length) goal.routines = record.routines;
  if (record.routineRuns) goal.routineRuns = record.routineRuns;
  return recomputeGoal(goal, now, 'keep-earned', practice);
}

/**
 * The level a goal begins with: 1 when its own time (sessions and imported totals) earns its
 * level, so the shown level rises with the total as its sessions arrive (an import's come in
 * batches); the goal's level otherwise, as one its time does not explain is kept.
 */
export function startLevelOf(goal: Pick<Goal, 'currentLevel' | 'totalTimeSpent'>): number {
  return levelAfter(1, goal.totalTimeSpent) >= goal.currentLevel ? 1 : goal.currentLevel;
}

/** The stored part of a goal (a new goal, or one from an import). */
export function recordOf(goal: Goal): GoalRecord {
  const record: GoalRecord = {
    id: goal.id,
    name: goal.name,
    note: goal.note,
    targetHours: goal.targetHours,
    weeklyGoal: goal.weeklyGoal,
    startDate: goal.startDate,
    startLevel: startLevelOf(goal),
    settings: goal.settings,
    completed: goal.completed === true,
    // Its sessions are counted in its tally as they are written (with the goal, for an import).
    tallied: true,
  };
  if (goal.completedDate) record.completedDate = goal.completedDate;
  if (goal.imported) record.imported = goal.imported;
  if (goal.weeklyGoalHistory?.length) record.weeklyGoalHistory = goal.weeklyGoalHistory;
  if (goal.restRanges?.length) record.restRanges = goal.restRanges;
  if (goal.parts?.length) record.parts = goal.parts;
  return record;
}

/** The sessions of a goal as stored documents. */
export function storedSessionsOf(goal: Pick<Goal, 'id' | 'sessions'>): StoredSession[] {
  return goal.sessions.map((s) => ({ ...s, goalId: goal.id }));
}

/** 1 January 2000: the earliest start a stored session may have. */
export const EARLIEST_SESSION_START = Date.UTC(2000, 0, 1);

/**
 * The legacy in-document log as session documents that the rules accept, losing no time:
 * ids made storable and unique, a run over 24 h split into 24-hour parts. Stretches with no
 * time in them (end not after start) or from before 2000 are left out.
 */
export function migratableSessions(
  goalId: string,
  legacy: readonly PracticeSession[],
): StoredSession[] {
  const taken = new Set<string>();
  const unique = (wanted: string) => {
    let id = wanted;
    for (let n = 2; taken.has(id); n += 1) id = `${wanted}-${n}`;
    taken.add(id);
    return id;
  };
  const sessions: StoredSession[] = [];
  for (const [index, s] of legacy.entries()) {
    if (!(s.end > s.start) || s.start < EARLIEST_SESSION_START) continue;
    const base = storableSessionId(s.id, `legacy-${index + 1}`);
    for (let start = s.start, part = 1; start < s.end; start += MAX_SESSION_MS, part += 1) {
      const end = Math.min(s.end, start + MAX_SESSION_MS);
      const id = unique(s.end - s.start > MAX_SESSION_MS ? `${base}-part-${part}` : base);
      sessions.push({ id, goalId, start, end, source: s.source });
    }
  }
  return sessions;
}

/** Every goal's tally counts all its sessions, so figures can come from the tallies. */
export const everyGoalTallied = (records: Iterable<GoalRecord>): boolean =>
  [...records].every((r) => r.tallied && !r.legacySessions?.length);
