import {
  deleteField,
  doc,
  increment,
  serverTimestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { goalIdOf, type WriteOp } from '@/domain/sync/write-ops';
import {
  LEGACY_GOAL_FIELDS,
  toFieldsDocument,
  toJournalDocument,
  toGoalDocument,
  toPauseDocument,
  toTimerDocument,
} from './goal-converter';
import { sessionCreate, sessionRef, write, type Write } from './session-writes';
import { bulkTallyWrites, sessionTallyWrites, tallyRef } from './tally-writes';

const GOALS = 'goals';
const COUNTERS = 'goalCounters';
const TIMERS = 'timers';

/**
 * The goal counter (active goals, all goals) moves with the goal in the same batch. increment()
 * keeps concurrent moves from several devices correct; the rules see the resulting values and
 * check them against the values before, the plan's cap and the bound per account.
 */
function counterMove(
  db: Firestore,
  uid: string,
  goalId: string,
  by: { active: number; total: number },
): Write {
  return write((b) =>
    b.set(
      doc(db, COUNTERS, uid),
      {
        active: increment(by.active),
        total: increment(by.total),
        lastGoalId: goalId,
        importIds: deleteField(),
        importActiveIds: deleteField(),
      },
      { merge: true },
    ),
  );
}

/**
 * The document writes of one op, in the order they must land; without the tally move of a
 * session op when `withTally` is false (the caller writes the moves of many at once).
 */
export function opWrites(db: Firestore, uid: string, op: WriteOp, withTally = true): Write[] {
  const goalRef = doc(db, GOALS, goalIdOf(op) ?? '-');
  switch (op.type) {
    case 'createGoal':
      return [
        write((b) => b.set(goalRef, toGoalDocument(op.goal, uid))),
        counterMove(db, uid, op.goal.id, { active: op.goal.completed ? 0 : 1, total: 1 }),
      ];
    case 'updateGoal':
      return [
        write((b) =>
          b.update(goalRef, { ...toFieldsDocument(op.fields), updatedAt: serverTimestamp() }),
        ),
      ];
    case 'setCompleted':
      return [
        write((b) =>
          b.update(goalRef, {
            completed: op.completed,
            completedDate: op.completed && op.completedDate ? op.completedDate : deleteField(),
            updatedAt: serverTimestamp(),
          }),
        ),
        counterMove(db, uid, op.goalId, { active: op.completed ? -1 : 1, total: 0 }),
      ];
    case 'deleteGoal':
      // The goal first (with its counter move): if it is refused, no session is gone either.
      return [
        write((b) => b.delete(goalRef)),
        counterMove(db, uid, op.goalId, { active: op.wasActive ? -1 : 0, total: -1 }),
        ...op.sessionIds.map((id) => write((b) => b.delete(sessionRef(db, op.goalId, id)))),
        ...(op.tallyYears ?? []).map((year) =>
          write((b) => b.delete(tallyRef(db, op.goalId, year))),
        ),
      ];
    case 'putSession':
      return [
        sessionCreate(db, uid, op.session),
        ...(withTally ? sessionTallyWrites(db, uid, op) : []),
      ];
    case 'deleteSession':
      return [
        write((b) => b.delete(sessionRef(db, op.goalId, op.sessionId))),
        ...(withTally ? sessionTallyWrites(db, uid, op) : []),
      ];
    case 'setTimer':
      // Merged: the document also holds the account's session count.
      return [
        write((b) => b.set(doc(db, TIMERS, uid), toTimerDocument(op.timer), { merge: true })),
      ];
    case 'pauseTimer':
    case 'resumeTimer':
      return [
        write((b) => b.set(doc(db, TIMERS, uid), toPauseDocument(op.timer), { merge: true })),
      ];
    case 'journalSession':
      return [
        write((b) =>
          b.set(sessionRef(db, op.goalId, op.sessionId), toJournalDocument(op.fields), {
            merge: true,
          }),
        ),
      ];
    case 'migrateSessions': {
      // Session documents first; the old log leaves the goal document last.
      const cleared: DocumentData = { startLevel: op.startLevel, updatedAt: serverTimestamp() };
      for (const field of LEGACY_GOAL_FIELDS) cleared[field] = deleteField();
      return [
        ...op.sessions.map((s) => sessionCreate(db, uid, s)),
        ...bulkTallyWrites(db, uid, op.sessions),
        write((b) => b.update(goalRef, cleared)),
      ];
    }
  }
}
