import { deleteField, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { DEFAULT_GOAL_SETTINGS, cloneSettings, type Goal } from '@/domain/goal';

/** The stored shape: the goal's fields plus type, userId and the two timestamps. */
export function toGoalDocument(goal: Goal, uid: string, isNew: boolean): DocumentData {
  const data: DocumentData = {
    id: goal.id,
    name: goal.name,
    note: goal.note,
    targetHours: goal.targetHours,
    currentLevel: goal.currentLevel,
    startDate: goal.startDate,
    totalTimeSpent: goal.totalTimeSpent,
    weeklyTimeSpent: goal.weeklyTimeSpent,
    weeklyGoal: goal.weeklyGoal,
    medals: goal.medals,
    trophies: goal.trophies,
    practiceDays: goal.practiceDays,
    weeklyTrophies: goal.weeklyTrophies,
    settings: goal.settings,
    sessions: goal.sessions,
    completed: goal.completed === true,
    type: 'goal',
    userId: uid,
    updatedAt: serverTimestamp(),
  };
  if (isNew) data.createdAt = serverTimestamp();
  if (goal.completedDate) data.completedDate = goal.completedDate;
  else if (!isNew) data.completedDate = deleteField();
  if (goal.imported) data.imported = goal.imported;
  else if (!isNew) data.imported = deleteField();
  return data;
}

const number = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Reads a stored goal defensively: documents written by older versions may lack fields. */
export function fromGoalDocument(id: string, data: DocumentData): Goal {
  const goal: Goal = {
    id,
    name: typeof data.name === 'string' ? data.name : 'Untitled goal',
    note: typeof data.note === 'string' ? data.note : '',
    targetHours: number(data.targetHours, 4),
    currentLevel: number(data.currentLevel, 1),
    startDate: typeof data.startDate === 'string' ? data.startDate : new Date(0).toISOString(),
    totalTimeSpent: number(data.totalTimeSpent),
    weeklyTimeSpent: number(data.weeklyTimeSpent),
    weeklyGoal: number(data.weeklyGoal, 4),
    medals: list<string>(data.medals),
    trophies: number(data.trophies),
    practiceDays: list<string>(data.practiceDays),
    weeklyTrophies: list(data.weeklyTrophies),
    settings: data.settings
      ? { ...cloneSettings(DEFAULT_GOAL_SETTINGS), ...data.settings }
      : cloneSettings(DEFAULT_GOAL_SETTINGS),
    sessions: list(data.sessions),
  };
  if (data.completed === true) goal.completed = true;
  if (typeof data.completedDate === 'string') goal.completedDate = data.completedDate;
  if (data.imported && typeof data.imported === 'object') goal.imported = data.imported;
  return goal;
}
