import type { DocumentData } from 'firebase/firestore';
import { cloneSettings, type GoalSettings } from '@/domain/goal';
import type { GoalRecord, StoredSession } from '@/domain/goal-record';
import type { GoalFields } from '@/domain/sync/write-ops';
import { decodeBaseline, encodeBaseline } from '@/domain/imported-baseline-codec';
import { decodeParts, isPartId } from '@/domain/goal-parts';
import { journalOf, type JournalFields } from '@/domain/journal';
import { readMedals } from '@/domain/medals';
import { encodeResource } from '@/domain/resource-codec';
import {
  decodeRoutineRuns,
  decodeRoutines,
  encodeRoutine,
  encodeRoutineRuns,
} from '@/domain/routines/routine';
import { readRoutineMark } from '@/domain/routines/routine-progress';
import { encodeRestRanges, readRestEntries } from '@/domain/rest-ranges';
import {
  decodePartEntries,
  encodePartEntries,
  encodePartEntry,
  type PartEdit,
} from '@/domain/part-edits';
import type { PracticeSession } from '@/domain/practice-sessions';
import {
  readEveryField,
  readStored,
  storedGoalFields,
  storedSession,
  storedTimer,
} from '@/domain/stored-schemas';
import type { TimerRecord } from '@/domain/timer';
import { storedPauseFields } from '@/domain/timer-pause';
import { encodeWeeklyGoalHistory, readWeeklyGoalHistory } from '@/domain/weekly-goal-history';
import { fullFieldValues } from './batch-target';
import type { FieldValues } from './write-target';

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
export function toGoalDocument(
  record: GoalRecord,
  uid: string,
  values: FieldValues = fullFieldValues,
): DocumentData {
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
    createdAt: values.serverTimestamp(),
    updatedAt: values.serverTimestamp(),
  };
  if (record.completedDate) data.completedDate = record.completedDate;
  if (record.imported) data.imported = encodeBaseline(record.imported);
  if (record.tallied) data.tallied = true;
  if (record.restRanges?.length) data.restDays = encodeRestRanges(record.restRanges);
  if (record.parts?.length) data.partsById = encodePartEntries(record.parts);
  // A new goal starts without past weekly goals (the rules refuse them on create): an imported
  // goal's past weeks count with its current weekly goal.
  return data;
}

function legacySession(raw: unknown): PracticeSession | null {
  const id = (raw as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return null;
  const session = readStored(storedSession, raw, null);
  return session && { id, start: session.start, end: session.end, source: session.source };
}

/** Settings as a goal document stores them: resources as strings (resource-codec.ts). */
export function toSettingsDocument(settings: GoalSettings): DocumentData {
  return { ...cloneSettings(settings), resources: settings.resources.map(encodeResource) };
}

/** Edited goal fields as the document stores them. */
export function toFieldsDocument(
  fields: GoalFields,
  values: FieldValues = fullFieldValues,
): DocumentData {
  const data: DocumentData = { ...fields };
  if (fields.settings) data.settings = toSettingsDocument(fields.settings);
  if (fields.weeklyGoalHistory) {
    data.weeklyGoalHistory = encodeWeeklyGoalHistory(fields.weeklyGoalHistory);
  }
  if (fields.restRanges) {
    delete data.restRanges;
    data.restDays = encodeRestRanges(fields.restRanges);
  }
  if (fields.parts) {
    // A whole list, kept in a change made by an earlier version: stored as entries.
    data.partsById = encodePartEntries(fields.parts);
    data.parts = values.deleteField();
  }
  if (fields.routines) data.routines = fields.routines.map(encodeRoutine);
  if (fields.routineRuns) data.routineRuns = encodeRoutineRuns(fields.routineRuns);
  return data;
}

/** A change of parts as the entries it writes ('partsById.<id>'), merged with what is held. */
export function partEntriesDocument(edit: PartEdit, values: FieldValues): DocumentData {
  const data: DocumentData = {};
  if (edit.dropList) data.parts = values.deleteField();
  for (const id of edit.remove) data[`partsById.${id}`] = values.deleteField();
  for (const part of edit.put) data[`partsById.${part.id}`] = encodePartEntry(part);
  return data;
}

const isMap = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Reads a stored goal defensively (stored-schemas.ts): documents written by older versions differ. */
export function fromGoalDocument(id: string, data: DocumentData): GoalRecord {
  const { completedDate, ...fields } = readEveryField(storedGoalFields, data);
  const record: GoalRecord = {
    id,
    ...fields,
    // A level is a whole number 1–7; older documents' currentLevel is the floor to keep.
    startLevel: Math.min(
      7,
      Math.max(1, Math.round(finite(data.startLevel) ?? finite(data.currentLevel) ?? 1)),
    ),
  };
  if (completedDate !== undefined) record.completedDate = completedDate;
  const imported = decodeBaseline(data.imported);
  if (imported) record.imported = imported;
  const weeklyGoalHistory = readWeeklyGoalHistory(data.weeklyGoalHistory);
  if (weeklyGoalHistory.length > 0) record.weeklyGoalHistory = weeklyGoalHistory;
  if (Array.isArray(data.medals)) record.medals = readMedals(data.medals);
  if (data.tallied === true) record.tallied = true;
  if (data.restDays !== undefined) record.restRanges = readRestEntries(data.restDays);
  // Entries once a device of this version changed them; the whole list of earlier ones before.
  const parts = isMap(data.partsById) ? decodePartEntries(data.partsById) : decodeParts(data.parts);
  if (parts.length > 0) record.parts = parts;
  const routines = decodeRoutines(data.routines);
  if (routines.length > 0) record.routines = routines;
  if (data.routineRuns !== undefined) record.routineRuns = decodeRoutineRuns(data.routineRuns);
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
  // A new session carries its journal; an edit of its times never does (merged, it keeps the
  // note and value stored, which journalSession writes on their own).
  if (session.editedAt !== undefined) data.editedAt = Math.round(session.editedAt);
  else Object.assign(data, journalOf(session));
  if (session.partId) data.partId = session.partId;
  return data;
}

/** A session's journal change as merged into its document ('' and null remove the field). */
export function toJournalDocument(
  fields: JournalFields,
  values: FieldValues = fullFieldValues,
): DocumentData {
  const data: DocumentData = {};
  if (fields.note !== undefined) data.note = fields.note ? fields.note : values.deleteField();
  if (fields.value !== undefined) {
    data.value = fields.value === null ? values.deleteField() : fields.value;
  }
  if (fields.nextTime !== undefined) {
    data.nextTime = fields.nextTime ? fields.nextTime : values.deleteField();
  }
  return data;
}

export function fromSessionDocument(id: string, data: DocumentData): StoredSession | null {
  if (typeof data.goalId !== 'string') return null;
  const session = readStored(storedSession, data, null);
  if (!session) return null;
  const { editedAt, note: _note, value: _value, nextTime: _nextTime, ...times } = session;
  return {
    id,
    goalId: data.goalId,
    ...times,
    ...(editedAt === undefined ? {} : { editedAt }),
    ...(isPartId(data.partId) ? { partId: data.partId } : {}),
    ...journalOf(session),
  };
}

/**
 * A start, a stop or a reset (merged into the document). A start also starts its pauses afresh;
 * a stop leaves them as they are, so it never undoes a pause or resume it did not see.
 */
export function toTimerDocument(
  timer: TimerRecord,
  values: FieldValues = fullFieldValues,
  namesPauses = false,
): DocumentData {
  const startTime = Math.round(timer.startTime);
  const fresh = timer.isRunning
    ? { pausedAt: null, pausedMs: 0, resumedAt: startTime }
    : namesPauses
      ? storedPauseFields(timer)
      : {};
  return {
    goalId: timer.goalId,
    startTime,
    isRunning: timer.isRunning,
    ...fresh,
    // A start names its part, or none (the document is merged: an earlier run's is removed).
    ...(timer.isRunning ? { partId: timer.partId ?? values.deleteField() } : {}),
    // A start names the routine block it is, or none (docs/adr/0010-routines.md).
    ...(timer.isRunning ? { routine: timer.routine ?? values.deleteField() } : {}),
    updatedAt: values.serverTimestamp(),
  };
}

/** A pause or a resume: only the pause fields, and the start naming the run (merged). */
export function toPauseDocument(
  timer: TimerRecord,
  values: FieldValues = fullFieldValues,
): DocumentData {
  return {
    startTime: Math.round(timer.startTime),
    pausedAt: timer.pausedAt ?? null,
    pausedMs: Math.round(timer.pausedMs ?? 0),
    resumedAt: Math.round(timer.resumedAt ?? timer.startTime),
    updatedAt: values.serverTimestamp(),
  };
}

export function fromTimerDocument(data: DocumentData | undefined): TimerRecord | null {
  const timer = readStored(storedTimer, data, null);
  if (timer && isPartId(data?.partId)) timer.partId = data.partId as string;
  const routine = readRoutineMark(data?.routine);
  if (timer && routine) timer.routine = routine;
  return timer;
}
