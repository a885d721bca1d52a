import { PARTS_MAX } from '../goal-parts';
import { applyPartEdit } from '../part-edits';
import { MAX_REST_RANGES, REST_LIMIT_MESSAGE, applyRestEdit } from '../rest-ranges';
import { refusalReason } from './outbox';
import { sessionIn, type SyncState } from './sync-state';
import { goalIdOf, type WriteOp } from './write-ops';

/** What can be done about a refused change besides Retry and Discard. */
export type Remedy = 'logAgain';

export interface Refusal {
  reason: string;
  remedy?: Remedy;
}

export const GOAL_DELETED_ELSEWHERE = 'Its goal was deleted on another device.';
export const SESSION_DELETED_ELSEWHERE = 'This session was deleted on another device.';
export const NOTE_SESSION_DELETED =
  'Its session was deleted on another device, so the note has nowhere to go.';
export const PARTS_FULL_NOW = `The goal now has ${PARTS_MAX} parts with those added on another device. Delete one, then retry.`;

type SessionEdit = Extract<WriteOp, { type: 'putSession' }>;
const isEditOfGone = (op: WriteOp, server: SyncState): op is SessionEdit =>
  op.type === 'putSession' &&
  op.session.editedAt !== undefined &&
  !sessionIn(server, op.session.goalId, op.session.id);

/**
 * Why the server refused a change, worked out from its copy read after the refusal when that
 * can tell (something deleted or filled up on another device), else from the refusal's code.
 */
export function refusalOf(
  ops: readonly WriteOp[],
  code: string,
  server: SyncState | null,
  now: number,
): Refusal {
  if (!server) return { reason: refusalReason(ops, code, now) };
  for (const op of ops) {
    const goalId = goalIdOf(op);
    if (op.type !== 'createGoal' && goalId && !server.records.has(goalId)) {
      return { reason: GOAL_DELETED_ELSEWHERE };
    }
    if (isEditOfGone(op, server)) return { reason: SESSION_DELETED_ELSEWHERE, remedy: 'logAgain' };
    if (op.type === 'journalSession' && !sessionIn(server, op.goalId, op.sessionId)) {
      return { reason: NOTE_SESSION_DELETED };
    }
    const record = goalId ? server.records.get(goalId) : undefined;
    if (op.type === 'editParts' && applyPartEdit(record?.parts ?? [], op).length > PARTS_MAX) {
      return { reason: PARTS_FULL_NOW };
    }
    if (
      op.type === 'editRest' &&
      applyRestEdit(record?.restRanges ?? [], op).length > MAX_REST_RANGES
    ) {
      return { reason: REST_LIMIT_MESSAGE };
    }
  }
  return { reason: refusalReason(ops, code, now) };
}

/**
 * The change with each edit of a session deleted meanwhile made a new session (a fresh id, the
 * times as edited), so what was typed is kept.
 */
export function loggedAgain(ops: readonly WriteOp[], newId: () => string): WriteOp[] {
  return ops.map((op) => {
    if (op.type !== 'putSession' || op.session.editedAt === undefined) return op;
    const { editedAt: _edited, ...session } = op.session;
    return { type: 'putSession', session: { ...session, id: newId() } };
  });
}
