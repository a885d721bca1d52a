import type { DocumentData } from 'firebase/firestore';
import { goalIdOf, type WriteOp } from '@/domain/sync/write-ops';
import {
  LEGACY_GOAL_FIELDS,
  partEntriesDocument,
  toFieldsDocument,
  toJournalDocument,
  toGoalDocument,
  toPauseDocument,
  toTimerDocument,
} from './goal-converter';
import { encodeRestRanges } from '@/domain/rest-ranges';
import { tallyYearsOfDelete } from '@/domain/tally';
import { sessionCreate } from './session-writes';
import { sessionTallyWrites } from './tally-writes';
import { paths, write, type Write, type WriteTarget } from './write-target';

/**
 * The goal counter (active goals, all goals) moves with the goal in the same batch. increment()
 * keeps concurrent moves from several devices correct; the rules see the resulting values and
 * check them against the values before, the plan's cap and the bound per account.
 */
function counterMove(uid: string, goalId: string, by: { active: number; total: number }): Write {
  return write((t) =>
    t.set(
      paths.counter(uid),
      {
        active: t.increment(by.active),
        total: t.increment(by.total),
        lastGoalId: goalId,
        importIds: t.deleteField(),
        importActiveIds: t.deleteField(),
      },
      { merge: true },
    ),
  );
}

/** The document writes of one op, in the order they must land. */
export function opWrites(uid: string, op: WriteOp): Write[] {
  const goal = paths.goal(goalIdOf(op) ?? '-');
  switch (op.type) {
    case 'createGoal':
      return [
        write((t) => t.set(goal, toGoalDocument(op.goal, uid, t))),
        counterMove(uid, op.goal.id, { active: op.goal.completed ? 0 : 1, total: 1 }),
      ];
    case 'updateGoal':
      return [
        write((t) =>
          t.update(goal, { ...toFieldsDocument(op.fields, t), updatedAt: t.serverTimestamp() }),
        ),
      ];
    case 'editParts':
      return [
        write((t) =>
          t.update(goal, { ...partEntriesDocument(op, t), updatedAt: t.serverTimestamp() }),
        ),
      ];
    case 'editRest': {
      // Two writes when both: one field takes one array transform per write.
      const entries = (ranges: typeof op.add) => encodeRestRanges(ranges);
      return [
        ...(op.remove.length > 0
          ? [
              write((t) =>
                t.update(goal, {
                  restDays: t.arrayRemove(...entries(op.remove)),
                  updatedAt: t.serverTimestamp(),
                }),
              ),
            ]
          : []),
        ...(op.add.length > 0
          ? [
              write((t) =>
                t.update(goal, {
                  restDays: t.arrayUnion(...entries(op.add)),
                  updatedAt: t.serverTimestamp(),
                }),
              ),
            ]
          : []),
      ];
    }
    case 'setCompleted':
      return [
        write((t) =>
          t.update(goal, {
            completed: op.completed,
            completedDate: op.completed && op.completedDate ? op.completedDate : t.deleteField(),
            updatedAt: t.serverTimestamp(),
          }),
        ),
        counterMove(uid, op.goalId, { active: op.completed ? -1 : 1, total: 0 }),
      ];
    case 'deleteGoal':
      // The goal first (with its counter move and its tallies, which the rules require in its
      // batch): if it is refused, no session is gone either. Every year a tally may have, as
      // sent: another device may have listed a year since this delete was made.
      return [
        write((t) => t.delete(goal)),
        counterMove(uid, op.goalId, { active: op.wasActive ? -1 : 0, total: -1 }),
        ...tallyYearsOfDelete(op.tallyYears ?? [], Date.now()).map((year) =>
          write((t) => t.delete(paths.tally(op.goalId, year))),
        ),
        ...op.sessionIds.map((id) => write((t) => t.delete(paths.session(op.goalId, id)))),
      ];
    case 'putSession':
      return [sessionCreate(uid, op.session), ...sessionTallyWrites(uid, op)];
    case 'deleteSession':
      return [
        write((t) => t.delete(paths.session(op.goalId, op.sessionId))),
        ...sessionTallyWrites(uid, op),
      ];
    case 'setTimer':
      // Merged: the document also holds the account's session count.
      // A Stop writes the pauses it saw as they are: the rules refuse it if they changed.
      return [
        write((t) =>
          t.set(paths.timer(uid), toTimerDocument(op.timer, t, op.stoppedAt !== undefined), {
            merge: true,
          }),
        ),
      ];
    case 'pauseTimer':
    case 'resumeTimer':
      return [write((t) => t.set(paths.timer(uid), toPauseDocument(op.timer, t), { merge: true }))];
    case 'journalSession':
      return [
        write((t) =>
          t.set(paths.session(op.goalId, op.sessionId), toJournalDocument(op.fields, t), {
            merge: true,
          }),
        ),
      ];
    case 'migrateSessions': {
      // Session documents first; the old log leaves the goal document last.
      const cleared = (t: WriteTarget): DocumentData => {
        const fields: DocumentData = { startLevel: op.startLevel, updatedAt: t.serverTimestamp() };
        for (const field of LEGACY_GOAL_FIELDS) fields[field] = t.deleteField();
        return fields;
      };
      // No tally: the goal is not tallied yet, and is counted once its log has moved
      // (goal-upkeep.ts; a move in bulk reads the tally first, which the outbox cannot).
      return [
        ...op.sessions.map((s) => sessionCreate(uid, s)),
        write((t) => t.update(goal, cleared(t))),
      ];
    }
  }
}
