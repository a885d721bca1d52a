import { appConfig } from '@/config';
import {
  createGoal,
  isActiveGoal,
  markActive,
  markCompleted,
  type Goal,
  type GoalSettings,
} from '@/domain/goal';
import {
  addManualSession,
  applyTimerStop,
  deleteSession,
  editSession,
  type GoalChange,
} from '@/domain/goal-progress';
import { applyGoalSettings } from '@/domain/goal-settings';
import { normaliseRename, validateGoalName, validateNote } from '@/domain/goal-validation';
import { PLANS, canCreateGoal } from '@/domain/plans';
import { isAdministrator } from '@/domain/user';
import type { PracticeSession } from '@/domain/practice-sessions';
import { nowDate } from '../clock';
import { useSession } from '../session/session.store';
import { useDefaultSettings } from '../settings/default-settings.store';
import { useGoals } from './goals.store';

const goalById = (id: string) => useGoals.getState().goals.find((g) => g.id === id);
const activeGoalCount = () => useGoals.getState().goals.filter(isActiveGoal).length;
function save(goal: Goal, counterDelta?: 1 | -1) {
  return useGoals.getState().commit({ kind: 'save', goal, isNew: false, counterDelta });
}

export interface GoalCap {
  /** null when uncapped (enterprise or the administrator). */
  limit: number | null;
  active: number;
  reached: boolean;
}

export function goalCap(): GoalCap {
  const user = useSession.getState().user;
  const plan = user?.subscriptionPlan ?? 'free';
  const admin = isAdministrator(user, appConfig.adminEmail);
  const active = activeGoalCount();
  const maxGoals = PLANS[plan].maxGoals;
  return {
    limit: admin || maxGoals < 0 ? null : maxGoals,
    active,
    reached: !canCreateGoal(plan, active, admin),
  };
}

export type CreateGoalResult =
  | { ok: true; goal: Goal }
  | { ok: false; reason: 'limit'; limit: number }
  | { ok: false; reason: 'invalid'; message: string };

export function addGoal(input: { name: string; note: string }): CreateGoalResult {
  const cap = goalCap();
  if (cap.reached && cap.limit !== null) return { ok: false, reason: 'limit', limit: cap.limit };
  const invalid = validateGoalName(input.name) ?? validateNote(input.note);
  if (invalid) return { ok: false, reason: 'invalid', message: invalid };
  const goal = createGoal({
    id: crypto.randomUUID(),
    name: input.name,
    note: input.note,
    now: nowDate(),
    settings: useDefaultSettings.getState().settings,
  });
  void useGoals.getState().commit({ kind: 'save', goal, isNew: true, counterDelta: 1 });
  return { ok: true, goal };
}

/** Enter or blur: saves a non-empty trimmed name; anything else saves nothing. */
export function renameGoal(id: string, input: string): boolean {
  const goal = goalById(id);
  const name = normaliseRename(input);
  if (!goal || !name || name === goal.name) return false;
  void save({ ...goal, name });
  return true;
}

export function setGoalNote(id: string, note: string): string | null {
  const goal = goalById(id);
  const invalid = validateNote(note);
  if (!goal || invalid) return invalid;
  if (note !== goal.note) void save({ ...goal, note });
  return null;
}

export function updateGoalSettings(id: string, settings: GoalSettings): void {
  const goal = goalById(id);
  if (goal) void save(applyGoalSettings(goal, settings, nowDate()));
}

export function completeGoal(id: string): void {
  const goal = goalById(id);
  if (!goal || goal.completed) return;
  void save(markCompleted(goal, nowDate()), -1);
}

export function restoreGoals(ids: string[]): void {
  for (const id of ids) {
    const goal = goalById(id);
    if (goal?.completed) void save(markActive(goal), 1);
  }
}

/** Removed on the server first; resolves false (and the goal stays) when that fails. */
export async function deleteGoal(id: string): Promise<boolean> {
  const goal = goalById(id);
  if (!goal) return false;
  const store = useGoals.getState();
  if (!store.isStored(id)) {
    store.dropUnsaved(id); // it never reached the server: forgetting the change deletes it
    return true;
  }
  const counterDelta = isActiveGoal(goal) ? -1 : undefined;
  return store.commit({ kind: 'delete', goalId: id, counterDelta });
}

function applyChange(change: GoalChange): string | null {
  if (!change.ok) return change.error;
  void save(change.goal);
  return null;
}

/** Timer Stop: one session logged, every figure derived, one goal written. */
export function recordTimerStop(id: string, startMs: number, endMs: number): string | null {
  const goal = goalById(id);
  if (!goal) return 'That goal no longer exists.';
  return applyChange(applyTimerStop(goal, startMs, endMs));
}

export function addSession(id: string, session: Pick<PracticeSession, 'id' | 'start' | 'end'>) {
  const goal = goalById(id);
  return goal
    ? applyChange(addManualSession(goal, session, nowDate()))
    : 'That goal no longer exists.';
}

export function changeSession(
  id: string,
  sessionId: string,
  times: Pick<PracticeSession, 'start' | 'end'>,
) {
  const goal = goalById(id);
  return goal
    ? applyChange(editSession(goal, sessionId, times, nowDate()))
    : 'That goal no longer exists.';
}

export function removeSession(id: string, sessionId: string) {
  const goal = goalById(id);
  return goal
    ? applyChange(deleteSession(goal, sessionId, nowDate()))
    : 'That goal no longer exists.';
}
