import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { DEFAULT_GOAL_SETTINGS, cloneSettings, type GoalSettings } from '@/domain/goal';
import type { GoalRecord, StoredSession } from '@/domain/goal-record';
import type { GoalFields } from '@/domain/sync/write-ops';
import { decodeBaseline, encodeBaseline } from '@/domain/imported-baseline-codec';
import { decodeResources, encodeResource } from '@/domain/resource-codec';
import type { PracticeSession, SessionSource } from '@/domain/practice-sessions';
import type { TimerRecord } from '@/domain/timer';
import { finiteNumber as number, textOr } from './read-values';

/**
 * Fields that goal documents of earlier versions carried: the session log and figures derived
 * from it. They are read (the log until it is migrated) and only ever removed.
 */
export const LEGACY_GOAL_FIELDS = [
  'sessions',
  'totalTimeSpent',
  'weeklyTimeSpent',
  'currentLevel',
  'trophies',
  'practiceDays',
  'weeklyTrophies',
  'medals',
] as const;

/** A new goal document: the record plus type, userId and the two timestamps. */
export function toGoalDocument(record: GoalRecord, uid: string): DocumentData {
  const data: DocumentData = {
    id: record.id,
    name: record.name,
    note: record.note,
    targetHours: record.targetHours,
    weeklyGoal: record.weeklyGoal,
    startDate: record.startDate,
    startLevel: record.startLevel,
    settings: toSettingsDocument(record.settings),
    completed: record.completed,
    type: 'goal',
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
  if (record.completedDate) data.completedDate = record.completedDate;
  if (record.imported) data.imported = encodeBaseline(record.imported);
  return data;
}

const SOURCES: readonly SessionSource[] = ['timer', 'manual', 'import'];
const source = (value: unknown): SessionSource =>
  SOURCES.includes(value as SessionSource) ? (value as SessionSource) : 'manual';

function legacySession(raw: unknown): PracticeSession | null {
  if (!raw || typeof raw !== 'object') return null;
  const { id, start, end, source: from } = raw as Record<string, unknown>;
  if (typeof id !== 'string' || !Number.isFinite(start) || !Number.isFinite(end)) return null;
  return { id, start: start as number, end: end as number, source: source(from) };
}

/** Settings as a goal document stores them: resources as strings (resource-codec.ts). */
export function toSettingsDocument(settings: GoalSettings): DocumentData {
  return { ...cloneSettings(settings), resources: settings.resources.map(encodeResource) };
}

/** Edited goal fields as the document stores them. */
export function toFieldsDocument(fields: GoalFields): DocumentData {
  return fields.settings
    ? { ...fields, settings: toSettingsDocument(fields.settings) }
    : { ...fields };
}

function fromSettingsDocument(raw: unknown): GoalSettings {
  const settings = cloneSettings(DEFAULT_GOAL_SETTINGS);
  if (!raw || typeof raw !== 'object') return settings;
  const data = raw as Record<string, unknown>;
  return { ...settings, ...data, resources: decodeResources(data.resources) } as GoalSettings;
}

/** Reads a stored goal defensively: documents written by older versions differ. */
export function fromGoalDocument(id: string, data: DocumentData): GoalRecord {
  const record: GoalRecord = {
    id,
    name: textOr(data.name, 'Untitled goal'),
    note: textOr(data.note, ''),
    targetHours: number(data.targetHours, 4),
    weeklyGoal: number(data.weeklyGoal, 4),
    startDate: textOr(data.startDate, new Date(0).toISOString()),
    // A level is a whole number 1–7; older documents' currentLevel is the floor to keep.
    startLevel: Math.min(
      7,
      Math.max(1, Math.round(number(data.startLevel, number(data.currentLevel, 1)))),
    ),
    settings: fromSettingsDocument(data.settings),
    completed: data.completed === true,
  };
  if (typeof data.completedDate === 'string') record.completedDate = data.completedDate;
  const imported = decodeBaseline(data.imported);
  if (imported) record.imported = imported;
  if (Array.isArray(data.sessions) && data.sessions.length > 0) {
    record.legacySessions = data.sessions.flatMap((s) => legacySession(s) ?? []);
  }
  return record;
}

export function toSessionDocument(session: StoredSession, uid: string): DocumentData {
  const data: DocumentData = {
    goalId: session.goalId,
    userId: uid,
    start: Math.round(session.start),
    end: Math.round(session.end),
    source: session.source,
  };
  if (session.editedAt !== undefined) data.editedAt = Math.round(session.editedAt);
  return data;
}

export function fromSessionDocument(id: string, data: DocumentData): StoredSession | null {
  if (typeof data.goalId !== 'string') return null;
  if (!Number.isFinite(data.start) || !Number.isFinite(data.end)) return null;
  const session: StoredSession = {
    id,
    goalId: data.goalId,
    start: data.start as number,
    end: data.end as number,
    source: source(data.source),
  };
  if (Number.isFinite(data.editedAt)) session.editedAt = data.editedAt as number;
  return session;
}

export function toTimerDocument(timer: TimerRecord): DocumentData {
  return {
    goalId: timer.goalId,
    startTime: Math.round(timer.startTime),
    isRunning: timer.isRunning,
    updatedAt: serverTimestamp(),
  };
}

export function fromTimerDocument(data: DocumentData | undefined): TimerRecord | null {
  if (!data || typeof data.goalId !== 'string' || !Number.isFinite(data.startTime)) return null;
  return {
    goalId: data.goalId,
    startTime: data.startTime as number,
    isRunning: data.isRunning === true,
  };
}
