import type { GoalRecord, StoredSession } from '../goal-record';
import { partOf } from '../goal-parts';
import { applyPartEdit, holdsPartEdit } from '../part-edits';
import { applyRestEdit, holdsRestEdit } from '../rest-ranges';
import { journalOf, withJournal, withoutJournal } from '../journal';
import type { TimerRecord } from '../timer';
import { pauseTakes, rebasedResume, resumeTakes, sawPausesOf } from '../timer-pause';
import { rebasedStop, staleStop } from './stale-stop';
import type { SyncState } from './sync-state-shape';
import type { WriteOp } from './write-ops';

export type { SyncState } from './sync-state-shape';

export const EMPTY_SYNC_STATE: SyncState = { records: new Map(), sessions: new Map(), timer: null };

/** Groups sessions by goal. */
export function sessionsByGoal(
  sessions: Iterable<StoredSession>,
): Map<string, Map<string, StoredSession>> {
  const byGoal = new Map<string, Map<string, StoredSession>>();
  for (const s of sessions) {
    let forGoal = byGoal.get(s.goalId);
    if (!forGoal) byGoal.set(s.goalId, (forGoal = new Map()));
    forGoal.set(s.id, s);
  }
  return byGoal;
}

export function sessionIn(state: SyncState, goalId: string, sessionId: string) {
  return state.sessions.get(goalId)?.get(sessionId);
}

function withRecord(state: SyncState, record: GoalRecord): SyncState {
  const records = new Map(state.records);
  records.set(record.id, record);
  return { ...state, records };
}

function withSessions(
  state: SyncState,
  goalId: string,
  change: (sessions: Map<string, StoredSession>) => void,
): SyncState {
  const forGoal = new Map(state.sessions.get(goalId) ?? []);
  change(forGoal);
  const sessions = new Map(state.sessions);
  if (forGoal.size > 0) sessions.set(goalId, forGoal);
  else sessions.delete(goalId);
  return { ...state, sessions };
}

type TimerOp = Extract<WriteOp, { type: 'setTimer' }>;

/**
 * True when a timer write would be taken: start times only move forward; a stop may repeat, and
 * a Stop that names the pauses it saw (`stoppedAt`) only while the run's pauses are still those.
 */
export function timerWriteTakes(current: TimerRecord | null, op: TimerOp): boolean {
  const next = op.timer;
  if (!current) return true;
  if (next.startTime > current.startTime) return true;
  return (
    next.startTime === current.startTime &&
    !next.isRunning &&
    next.goalId === current.goalId &&
    (op.stoppedAt === undefined || sawPausesOf(current, next))
  );
}

type PauseOp = Extract<WriteOp, { type: 'pauseTimer' | 'resumeTimer' }>;

/** True when the server takes this pause or resume as it is written (the rules' check). */
export function pauseOpTakes(current: TimerRecord | null, op: PauseOp): boolean {
  return op.type === 'pauseTimer' ? pauseTakes(current, op.timer) : resumeTakes(current, op.timer);
}

/**
 * The timer after a pause or a resume, as the server would take it (a resume counted from the
 * pause the timer holds); null when it would not be taken.
 */
function pauseWrite(current: TimerRecord | null, op: PauseOp): TimerRecord | null {
  if (!current) return null;
  const rebased =
    op.type === 'resumeTimer' ? { ...op, timer: rebasedResume(current, op.timer) } : op;
  if (!pauseOpTakes(current, rebased)) return null;
  const next = rebased.timer;
  const { pausedAt = null, pausedMs, resumedAt } = next;
  return { ...current, pausedAt, pausedMs, resumedAt };
}

/** True when a session write would be taken: a new one only once, an edit only if newer. */
export function sessionWriteTakes(
  current: StoredSession | undefined,
  next: StoredSession,
): boolean {
  if (next.editedAt === undefined) return current === undefined;
  return current !== undefined && (current.editedAt ?? 0) < next.editedAt;
}

/**
 * The state after one write, as the server would apply it (the same conditions the rules
 * check), so changes still on their way can be shown on top of what the server has sent.
 */
export function applyOp(state: SyncState, op: WriteOp): SyncState {
  switch (op.type) {
    case 'createGoal':
      return state.records.has(op.goal.id) ? state : withRecord(state, op.goal);
    case 'updateGoal': {
      const record = state.records.get(op.goalId);
      return record ? withRecord(state, { ...record, ...op.fields }) : state;
    }
    case 'editParts': {
      const record = state.records.get(op.goalId);
      if (!record) return state;
      const { parts: _was, ...rest } = record;
      const parts = applyPartEdit(record.parts ?? [], op);
      return withRecord(state, parts.length > 0 ? { ...rest, parts } : rest);
    }
    case 'editRest': {
      const record = state.records.get(op.goalId);
      if (!record) return state;
      return withRecord(state, {
        ...record,
        restRanges: applyRestEdit(record.restRanges ?? [], op),
      });
    }
    case 'setCompleted': {
      const record = state.records.get(op.goalId);
      if (!record) return state;
      const next: GoalRecord = { ...record, completed: op.completed };
      if (op.completed && op.completedDate) next.completedDate = op.completedDate;
      else delete next.completedDate;
      return withRecord(state, next);
    }
    case 'deleteGoal': {
      if (!state.records.has(op.goalId)) return state;
      const records = new Map(state.records);
      records.delete(op.goalId);
      const sessions = new Map(state.sessions);
      sessions.delete(op.goalId);
      return { ...state, records, sessions };
    }
    case 'putSession': {
      const { session } = op;
      if (!state.records.has(session.goalId)) return state;
      const current = sessionIn(state, session.goalId, session.id);
      if (!sessionWriteTakes(current, session)) return state;
      // An edit of the times keeps the journal held (the write merges, journal.ts).
      const next = current ? { ...withoutJournal(session), ...journalOf(current) } : session;
      return withSessions(state, session.goalId, (s) => s.set(session.id, next));
    }
    case 'journalSession': {
      const current = sessionIn(state, op.goalId, op.sessionId);
      if (!current) return state;
      const next = withJournal(current, op.fields);
      return withSessions(state, op.goalId, (s) => s.set(op.sessionId, next));
    }
    case 'deleteSession':
      if (!sessionIn(state, op.goalId, op.sessionId)) return state;
      return withSessions(state, op.goalId, (s) => s.delete(op.sessionId));
    case 'setTimer':
      return timerWriteTakes(state.timer, op) ? { ...state, timer: op.timer } : state;
    case 'pauseTimer':
    case 'resumeTimer': {
      const next = pauseWrite(state.timer, op);
      return next ? { ...state, timer: next } : state;
    }
    case 'migrateSessions': {
      const record = state.records.get(op.goalId);
      if (!record) return state;
      const { legacySessions: _moved, ...rest } = record;
      const next = withRecord(state, rest);
      return withSessions(next, op.goalId, (s) => {
        for (const session of op.sessions) if (!s.has(session.id)) s.set(session.id, session);
      });
    }
  }
}

export function applyOps(state: SyncState, ops: readonly WriteOp[]): SyncState {
  return ops.reduce(applyOp, state);
}

/** Changes on their way laid over the state in order, each Stop rebased as it will be sent. */
export function applyChanges(state: SyncState, changes: readonly (readonly WriteOp[])[]) {
  return changes.reduce((next, ops) => applyOps(next, rebasedStop(ops, next)), state);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * True when the server already holds this write's effect, or a newer one that replaces it.
 * Used when the server refuses a write that was sent twice (a retry after a lost answer, a
 * change replayed on the next visit): such a refusal is not a failure.
 */
export function isApplied(op: WriteOp, server: SyncState): boolean {
  switch (op.type) {
    case 'createGoal':
      return server.records.has(op.goal.id);
    case 'updateGoal': {
      const record = server.records.get(op.goalId);
      return (
        !!record &&
        Object.entries(op.fields).every(([key, value]) =>
          sameJson(record[key as keyof GoalRecord], value),
        )
      );
    }
    case 'editParts': {
      const record = server.records.get(op.goalId);
      return !!record && holdsPartEdit(record.parts ?? [], op);
    }
    case 'editRest': {
      const record = server.records.get(op.goalId);
      return !!record && holdsRestEdit(record.restRanges ?? [], op);
    }
    case 'setCompleted':
      return server.records.get(op.goalId)?.completed === op.completed;
    case 'deleteGoal':
      return !server.records.has(op.goalId);
    case 'putSession': {
      const stored = sessionIn(server, op.session.goalId, op.session.id);
      if (op.session.editedAt === undefined) return stored !== undefined;
      return stored !== undefined && (stored.editedAt ?? 0) >= op.session.editedAt;
    }
    case 'deleteSession':
      return !sessionIn(server, op.goalId, op.sessionId);
    case 'setTimer':
      // A Stop of the run the server still has running, on pauses it did not see, is not held:
      // it is sent again rebased (rebasedStop). Of a run stopped or replaced since, it is.
      return !!server.timer && !staleStop(server.timer, op) && !timerWriteTakes(server.timer, op);
    case 'pauseTimer':
    case 'resumeTimer':
      // Held, or superseded: the run stopped or replaced, resumed or paused since, elsewhere.
      return !pauseWrite(server.timer, op);
    case 'migrateSessions':
      return !server.records.get(op.goalId)?.legacySessions?.length;
    case 'journalSession': {
      // A session not there (yet) is not written to: the change stays, with Retry / Discard.
      const stored = sessionIn(server, op.goalId, op.sessionId);
      return !!stored && sameJson(journalOf(withJournal(stored, op.fields)), journalOf(stored));
    }
  }
}

/**
 * What is left of one change (its writes, one batch) once the server holds part of it, with a
 * Stop that saw other pauses than the server's rebased onto the server's run.
 */
export function remainderOfChange(ops: readonly WriteOp[], server: SyncState): WriteOp[] {
  return rebasedStop(ops, server).flatMap((op) => remainderOf(op, server) ?? []);
}

/**
 * What is left of a write once the server holds part of it: null when all of it is there.
 * A log migration written in several batches can stop between them; its remainder is the
 * sessions the server does not have yet (and the clean-up of the old log).
 */
export function remainderOf(op: WriteOp, server: SyncState): WriteOp | null {
  if (isApplied(op, server)) return null;
  switch (op.type) {
    case 'migrateSessions': {
      const sessions = op.sessions.filter((s) => !sessionIn(server, op.goalId, s.id));
      return { ...op, sessions };
    }
    case 'putSession': {
      const landing = withoutGonePart(op, server);
      return landing.session.editedAt === undefined
        ? landing
        : rebased(landing, server, landing.session.goalId);
    }
    case 'deleteSession':
      return rebased(op, server, op.goalId);
    case 'resumeTimer':
      return { ...op, timer: rebasedResume(server.timer, op.timer) };
    default:
      return op;
  }
}

/**
 * A session naming a part its goal no longer has on the server (deleted on another device while
 * this one timed it, offline) lands on no part, as the part's other sessions did: the rules take
 * a part named anew only if the goal has it, and the practice must not be refused for that. An
 * edit that keeps the part its session already names keeps it (a kept part reads as no part).
 */
function withoutGonePart(
  op: Extract<WriteOp, { type: 'putSession' }>,
  server: SyncState,
): Extract<WriteOp, { type: 'putSession' }> {
  const { partId, goalId, id } = op.session;
  const record = server.records.get(goalId);
  if (!partId || !record || partOf(record.parts, partId)) return op;
  if (sessionIn(server, goalId, id)?.partId === partId) return op;
  const { partId: _gone, ...session } = op.session;
  return { ...op, session };
}

/**
 * An edit or delete that names the times it replaces (write-ops.ts): named as the server holds
 * them now (edited on another device meanwhile), so that sending it again moves the tally right.
 */
function rebased<T extends Extract<WriteOp, { previous?: unknown }>>(
  op: T,
  server: SyncState,
  goalId: string,
): T {
  const sessionId = op.type === 'putSession' ? op.session.id : op.sessionId;
  const stored = sessionIn(server, goalId, sessionId);
  if (!stored || !op.previous) return op;
  const { start, end, partId } = stored;
  const { previous } = op;
  if (start === previous.start && end === previous.end && partId === previous.partId) return op;
  return { ...op, previous: { start, end, ...(partId ? { partId } : {}) } };
}
