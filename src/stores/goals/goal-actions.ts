import { appConfig } from '@/config';
import { GOAL_GONE, createGoal, isActiveGoal, type Goal, type GoalSettings } from '@/domain/goal';
import { addManualSession, editSession, formatHours } from '@/domain/goal-progress';
import { partOf } from '@/domain/goal-parts';
import { migratableSessions, recordOf, type StoredSession } from '@/domain/goal-record';
import { weeklyGoalFor } from '@/domain/goal-settings';
import { normaliseRename, validateGoalName, validateNote } from '@/domain/goal-validation';
import { ACCOUNT_FULL_MESSAGE, activeGoalLimit, canCreateGoal, roomForGoals } from '@/domain/plans';
import { sessionHours, type PracticeSession } from '@/domain/practice-sessions';
import { sessionIn } from '@/domain/sync/sync-state';
import { tallyOf, tallyYears } from '@/domain/tally';
import { stopChanges, type Change } from '@/domain/sync/timer-changes';
import type { WriteOp } from '@/domain/sync/write-ops';
import { isAdministrator } from '@/domain/user';
import { changeWeeklyGoal } from '@/domain/weekly-goal-history';
import { nowDate } from '../clock';
import { useSession } from '../session/session.store';
import { leftSessions } from '../sync/device-storage';
import { useDefaultSettings } from '../settings/default-settings.store';
import { useGoals } from './goals.store';
import { whenFullLog } from './full-log';

const goalById = (id: string) => useGoals.getState().goals.find((g) => g.id === id);
const activeGoalCount = () => useGoals.getState().goals.filter(isActiveGoal).length;
const submit = (label: string, ops: WriteOp[]) => useGoals.getState().submit({ label, ops });

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
  return {
    limit: activeGoalLimit(plan, admin),
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
  if (roomForGoals(useGoals.getState().goals.length) === 0) {
    return { ok: false, reason: 'invalid', message: ACCOUNT_FULL_MESSAGE };
  }
  const invalid = validateGoalName(input.name) ?? validateNote(input.note);
  if (invalid) return { ok: false, reason: 'invalid', message: invalid };
  const settings = useDefaultSettings.getState().settings;
  const created = createGoal({
    id: crypto.randomUUID(),
    name: input.name,
    note: input.note,
    now: nowDate(),
    settings,
  });
  // An hours target is the weekly goal, as when the goal's settings are saved.
  const weeklyGoal = weeklyGoalFor(settings, created.weeklyGoal);
  const goal = { ...created, weeklyGoal, targetHours: weeklyGoal };
  submit(`Create “${goal.name}”`, [{ type: 'createGoal', goal: recordOf(goal) }]);
  return { ok: true, goal };
}

/** Enter or blur: saves a non-empty trimmed name; anything else saves nothing. */
export function renameGoal(id: string, input: string): boolean {
  const goal = goalById(id);
  const name = normaliseRename(input);
  if (!goal || !name || name === goal.name) return false;
  submit(`Rename “${goal.name}” to “${name}”`, [
    { type: 'updateGoal', goalId: id, fields: { name } },
  ]);
  return true;
}

export function setGoalNote(id: string, note: string): string | null {
  const goal = goalById(id);
  const invalid = validateNote(note);
  if (!goal || invalid) return invalid;
  if (note !== goal.note) {
    submit(`Note of “${goal.name}”`, [{ type: 'updateGoal', goalId: id, fields: { note } }]);
  }
  return null;
}

/**
 * Saves a goal's settings; an hours target also moves its weekly goal from this week on (past
 * weeks keep theirs, and so their trophies).
 */
export function updateGoalSettings(id: string, settings: GoalSettings): void {
  const goal = goalById(id);
  if (!goal) return;
  const weekly = changeWeeklyGoal(goal, weeklyGoalFor(settings, goal.weeklyGoal), nowDate());
  submit(`Settings of “${goal.name}”`, [
    {
      type: 'updateGoal',
      goalId: id,
      fields: { settings, ...weekly, targetHours: weekly.weeklyGoal },
    },
  ]);
}

/**
 * Completes the goal. A timer running for it is stopped and its time logged first; a run over
 * 24 hours keeps running, so its Stop still offers the choice of what to log.
 */
export function completeGoal(id: string): void {
  const goal = goalById(id);
  if (!goal || goal.completed) return;
  const now = nowDate();
  const { timer: stored, submit: make } = useGoals.getState();
  // A part the goal no longer has: the run is logged on no part.
  const timer =
    stored?.partId && !partOf(goal.parts, stored.partId)
      ? { ...stored, partId: undefined }
      : stored;
  const stop =
    timer?.goalId === id ? stopChanges(timer, now.getTime(), () => goal.name) : undefined;
  make(...(stop?.kind === 'ok' ? stop.changes : []), {
    label: `Complete “${goal.name}”`,
    ops: [{ type: 'setCompleted', goalId: id, completed: true, completedDate: now.toISOString() }],
  });
}

/** Each goal is its own change: one refused by the plan's cap does not hold back the rest. */
export function restoreGoals(ids: string[]): void {
  for (const id of ids) {
    const goal = goalById(id);
    if (goal?.completed) {
      submit(`Restore “${goal.name}”`, [{ type: 'setCompleted', goalId: id, completed: false }]);
    }
  }
}

/**
 * Deletes the goal and its sessions; a timer running for it stops without logging. Every
 * session is named in the delete, so it waits for the whole log when only recent ones are loaded.
 */
export function deleteGoal(id: string): boolean {
  const goal = goalById(id);
  if (!goal) return false;
  const { outbox, isStored, forgetGoal, sessionsFrom } = useGoals.getState();
  const creations = outbox.filter((e) =>
    e.ops.some((op) => op.type === 'createGoal' && op.goal.id === id),
  );
  if (!isStored(id) && creations.length > 0 && creations.every((e) => e.refused)) {
    forgetGoal(id); // the server never took it: forgetting its changes deletes it
    return true;
  }
  if (sessionsFrom === null || !isStored(id)) return deleteLoadedGoal(id);
  // A session the cache missed is left behind and removed later (left-sessions.ts).
  void whenFullLog({ fromCacheWillDo: true }).then((release) => {
    deleteLoadedGoal(id);
    release();
  });
  return true;
}

function deleteLoadedGoal(id: string): boolean {
  const goal = goalById(id);
  if (!goal) return false;
  const { timer, submit: make } = useGoals.getState();
  const changes: Change[] = [];
  if (timer?.isRunning && timer.goalId === id) {
    changes.push({
      label: `Reset the timer of “${goal.name}”`,
      ops: [{ type: 'setTimer', timer: { ...timer, isRunning: false } }],
    });
  }
  const sessions = [...(useGoals.getState().view().sessions.get(id)?.values() ?? [])];
  changes.push({
    label: `Delete “${goal.name}”`,
    ops: [
      {
        type: 'deleteGoal',
        goalId: id,
        wasActive: isActiveGoal(goal),
        sessionIds: sessions.map((s) => s.id),
        tallyYears: [
          ...new Set([...tallyYears(tallyOf(sessions)), ...useGoals.getState().tallyYears(id)]),
        ],
      },
    ],
  });
  make(...changes);
  const { uid } = useGoals.getState();
  if (uid) leftSessions.noteDeletedGoal(uid, id);
  return true;
}

/**
 * The ops that add or replace `put`, or delete `deleteId`, in the goal's log. Sessions still inside an
 * older goal document are moved out by the same write, so every session is a document after.
 */
function sessionOps(
  goal: Goal,
  { put, deleteId }: { put?: StoredSession; deleteId?: string },
): WriteOp[] {
  const view = useGoals.getState().view();
  const record = view.records.get(goal.id);
  const legacy = record?.legacySessions ?? [];
  const touchesLegacy = legacy.some((s) => s.id === put?.id || s.id === deleteId);
  if (record && touchesLegacy) {
    const log = legacy
      .filter((s) => s.id !== deleteId)
      .map((s) => (s.id === put?.id ? { ...s, start: put.start, end: put.end } : s));
    const sessions = migratableSessions(goal.id, log);
    return [{ type: 'migrateSessions', goalId: goal.id, startLevel: record.startLevel, sessions }];
  }
  // An edit or delete names the times it replaces, as the server will hold them by then.
  const stored = sessionIn(view, goal.id, put?.id ?? deleteId ?? '');
  const previous = stored && {
    start: stored.start,
    end: stored.end,
    ...(stored.partId ? { partId: stored.partId } : {}),
  };
  if (put) {
    const edit = put.editedAt !== undefined && previous;
    return [{ type: 'putSession', session: put, ...(edit ? { previous } : {}) }];
  }
  if (!deleteId) return [];
  return [
    {
      type: 'deleteSession',
      goalId: goal.id,
      sessionId: deleteId,
      ...(previous ? { previous } : {}),
    },
  ];
}

const hoursLabel = (s: Pick<PracticeSession, 'start' | 'end'>) =>
  `${formatHours(sessionHours(s))} h`;

export function addSession(
  id: string,
  session: Pick<PracticeSession, 'id' | 'start' | 'end' | 'partId' | 'note' | 'value'>,
) {
  const goal = goalById(id);
  if (!goal) return GOAL_GONE;
  const checked = addManualSession(goal, session, nowDate());
  if (!checked.ok) return checked.error;
  const { partId, ...times } = session;
  const part = partOf(goal.parts, partId);
  const put: StoredSession = {
    ...times,
    goalId: id,
    source: 'manual',
    ...(part ? { partId: part.id } : {}),
  };
  submit(`Add ${hoursLabel(put)} to “${goal.name}”`, sessionOps(goal, { put }));
  return null;
}

export function changeSession(
  id: string,
  sessionId: string,
  times: Pick<PracticeSession, 'start' | 'end'>,
  /** The part it names from now on (null: none); undefined keeps the one it has. */
  partId?: string | null,
) {
  const goal = goalById(id);
  if (!goal) return GOAL_GONE;
  const now = nowDate();
  const checked = editSession(goal, sessionId, times, now);
  if (!checked.ok) return checked.error;
  const existing = goal.sessions.find((s) => s.id === sessionId)!;
  const stored = sessionIn(useGoals.getState().view(), id, sessionId);
  // An edit only wins over an older one: its time must be after the last edit's.
  const editedAt = Math.max(now.getTime(), (stored?.editedAt ?? 0) + 1);
  const { partId: had, ...rest } = existing;
  const part = partId === undefined ? had : (partOf(goal.parts, partId)?.id ?? undefined);
  const put: StoredSession = {
    ...rest,
    ...times,
    goalId: id,
    editedAt,
    ...(part ? { partId: part } : {}),
  };
  submit(`Edit a session of “${goal.name}”`, sessionOps(goal, { put }));
  return null;
}

export function removeSession(id: string, sessionId: string) {
  const goal = goalById(id);
  if (!goal) return GOAL_GONE;
  if (!goal.sessions.some((s) => s.id === sessionId)) return 'That session no longer exists.';
  submit(`Delete a session of “${goal.name}”`, sessionOps(goal, { deleteId: sessionId }));
  return null;
}
