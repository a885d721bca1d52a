import { applyPartEdit } from '@/domain/part-edits';
import { MAX_REST_RANGES, applyRestEdit } from '@/domain/rest-ranges';
import { JOURNAL_NOTE_MAX, isJournalValue, isNextTimeTooLong } from '@/domain/journal';
import { MAX_GOALS_PER_ACCOUNT } from '@/domain/plans';
import {
  sessionIn,
  sessionWriteTakes,
  timerWriteTakes,
  pauseOpTakes,
  type SyncState,
} from '@/domain/sync/sync-state';
import { sessionOpMoves, sessionOpPartMoves, type WriteOp } from '@/domain/sync/write-ops';
import {
  applyMoves,
  applyPartMoves,
  partTallyOf,
  sessionMoves,
  sessionPartMoves,
  tallyOf,
  type GoalTally,
  type PartMove,
  type SessionBasis,
  type TallyMove,
} from '@/domain/tally';
import { PARTS_MAX, partOf } from '@/domain/goal-parts';
import type { StoredSession } from '@/domain/goal-record';
import { BackendError } from '@/data/ports';
import { denied } from './fake-access';

/** What the rules of one account's batch know before its next op. */
export interface BatchSoFar {
  activeSoFar: number;
  /** The active-goal cap, null: none. */
  cap: number | null;
  /** Whether a goal id belongs to another account. */
  foreign(goalId: string): boolean;
}

const notFound = () => new BackendError('not-found', 'No document to update.');

export const COUNTER_MOVES = new Set<WriteOp['type']>(['createGoal', 'setCompleted', 'deleteGoal']);

// As the tally's `was` and `wasPart` (firestore.rules): the times and part the server holds.
const sameTimes = (a: StoredSession | undefined, b: SessionBasis) =>
  !!a && a.start === b.start && a.end === b.end && a.partId === b.partId;

/** A part named anew must be one the goal has (firestore.rules, sessions). */
const partTakes = (current: SyncState, session: StoredSession, stored?: StoredSession) =>
  !session.partId ||
  session.partId === stored?.partId ||
  !!partOf(current.records.get(session.goalId)?.parts, session.partId);

/** The tally moves of one op, as the real adapter writes them (tally-writes.ts). */
export function tallyMovesOf(op: WriteOp, current: SyncState): TallyMove[] {
  switch (op.type) {
    case 'putSession':
    case 'deleteSession':
      return sessionOpMoves(op);
    case 'migrateSessions':
      return op.sessions
        .filter((s) => !sessionIn(current, op.goalId, s.id))
        .flatMap((s) => sessionMoves(undefined, s));
    default:
      return [];
  }
}

/** The `${goalId}/${sessionId}` of each session document an op writes. */
export function sessionKeysOf(op: WriteOp): string[] {
  if (op.type === 'putSession') return [`${op.session.goalId}/${op.session.id}`];
  if (op.type === 'deleteSession') return [`${op.goalId}/${op.sessionId}`];
  if (op.type === 'migrateSessions') return op.sessions.map((s) => `${op.goalId}/${s.id}`);
  return [];
}

/** The rules' verdict on one op of a batch against the state so far: the active count after it. */
export function checkOp(current: SyncState, op: WriteOp, batch: BatchSoFar): number {
  const { activeSoFar, cap, foreign } = batch;
  const record = 'goalId' in op ? current.records.get(op.goalId) : undefined;
  if ('goalId' in op && foreign(op.goalId)) throw denied();
  switch (op.type) {
    case 'createGoal':
      if (current.records.has(op.goal.id) || foreign(op.goal.id)) throw denied();
      if (current.records.size >= MAX_GOALS_PER_ACCOUNT) throw denied();
      if (op.goal.completed) return activeSoFar;
      if (cap !== null && activeSoFar + 1 > cap) throw denied();
      return activeSoFar + 1;
    case 'updateGoal':
      if (!record) throw notFound();
      if ((op.fields.parts?.length ?? 0) > PARTS_MAX) throw denied();
      return activeSoFar;
    case 'editParts':
      if (!record) throw notFound();
      if (applyPartEdit(record.parts ?? [], op).length > PARTS_MAX) throw denied();
      return activeSoFar;
    case 'editRest':
      if (!record) throw notFound();
      if (applyRestEdit(record.restRanges ?? [], op).length > MAX_REST_RANGES) throw denied();
      return activeSoFar;
    case 'migrateSessions':
      if (!record) throw notFound();
      return activeSoFar;
    case 'setCompleted':
      if (!record) throw notFound();
      if (record.completed === op.completed) throw denied();
      if (!op.completed && cap !== null && activeSoFar + 1 > cap) throw denied();
      return activeSoFar + (op.completed ? -1 : 1);
    case 'deleteGoal':
      if (!record) throw denied();
      return activeSoFar - (op.wasActive ? 1 : 0);
    case 'putSession': {
      if (foreign(op.session.goalId) || !current.records.has(op.session.goalId)) throw denied();
      const stored = sessionIn(current, op.session.goalId, op.session.id);
      if (!sessionWriteTakes(stored, op.session)) throw denied();
      if (!partTakes(current, op.session, stored)) throw denied();
      // The tally's move names the times it replaces; other times held now: refused.
      if (op.previous && !sameTimes(stored, op.previous)) throw denied();
      return activeSoFar;
    }
    case 'deleteSession': {
      const stored = sessionIn(current, op.goalId, op.sessionId);
      if (!stored || (op.previous && !sameTimes(stored, op.previous))) throw denied();
      return activeSoFar;
    }
    case 'setTimer':
      if (!timerWriteTakes(current.timer, op)) throw denied();
      return activeSoFar;
    case 'pauseTimer':
    case 'resumeTimer':
      if (!pauseOpTakes(current.timer, op)) throw denied();
      return activeSoFar;
    case 'journalSession': {
      const { note, value, nextTime } = op.fields;
      if (!sessionIn(current, op.goalId, op.sessionId)) throw denied();
      if (note !== undefined && note.length > JOURNAL_NOTE_MAX) throw denied();
      if (nextTime !== undefined && isNextTimeTooLong(nextTime)) throw denied();
      if (value !== undefined && value !== null && !isJournalValue(value)) throw denied();
      return activeSoFar;
    }
  }
}

/** The part moves of one op, as the real adapter writes them (tally-writes.ts). */
function partMovesOf(op: WriteOp, current: SyncState): PartMove[] {
  if (op.type === 'putSession' || op.type === 'deleteSession') return sessionOpPartMoves(op);
  if (op.type !== 'migrateSessions') return [];
  return op.sessions
    .filter((s) => !sessionIn(current, op.goalId, s.id))
    .flatMap((s) => sessionPartMoves(undefined, s));
}

/** A goal's tally after one op: its days and its sums per part. */
export function movedTally(before: GoalTally | undefined, op: WriteOp, current: SyncState) {
  const moved: GoalTally = applyMoves(before ?? new Map(), tallyMovesOf(op, current));
  const parts = partMovesOf(op, current);
  moved.parts = parts.length ? applyPartMoves(before?.parts, parts) : before?.parts;
  return moved;
}

/** The tally of a whole log, its sums per part included. */
export const tallyOfLog = (log: SessionBasis[]): GoalTally =>
  Object.assign(tallyOf(log), { parts: partTallyOf(log) });
