import type { GoalRecord, StoredSession } from '../goal-record';
import type { JournalFields } from '../journal';
import type { PartEdit } from '../part-edits';
import type { RestEdit } from '../rest-ranges';
import {
  sessionMoves,
  sessionPartMoves,
  type PartMove,
  type SessionBasis,
  type TallyMove,
} from '../tally';
import type { TimerRecord } from '../timer';

/** The fields of a goal that are edited one by one (each write carries only what changed). */
export type GoalFields = Partial<
  Pick<
    GoalRecord,
    | 'name'
    | 'note'
    | 'settings'
    | 'targetHours'
    | 'weeklyGoal'
    | 'weeklyGoalHistory'
    | 'medals'
    | 'restRanges'
    | 'parts'
    | 'routines'
    | 'routineRuns'
  >
>;

/**
 * One small write. Every change a person makes becomes a few of these, written field by field
 * or session by session, so concurrent changes from other tabs and devices all survive.
 */
export type WriteOp =
  /** A new goal; an active one moves the active-goal counter by +1 in the same batch. */
  | { type: 'createGoal'; goal: GoalRecord }
  /** Whole fields; restRanges and parts only in changes kept by earlier versions. */
  | { type: 'updateGoal'; goalId: string; fields: GoalFields }
  /** Parts added, changed and deleted, entry by entry (part-edits.ts). */
  | ({ type: 'editParts'; goalId: string } & PartEdit)
  /** Rest entries added and removed, entry by entry (rest-ranges.ts restEdit). */
  | ({ type: 'editRest'; goalId: string } & RestEdit)
  /** Completed or active again; moves the active-goal counter by ∓1 in the same batch. */
  | { type: 'setCompleted'; goalId: string; completed: boolean; completedDate?: string }
  /**
   * The goal, the sessions known to belong to it and its tally's years (tally.ts); an active
   * goal moves the counter by −1.
   */
  | {
      type: 'deleteGoal';
      goalId: string;
      wasActive: boolean;
      sessionIds: string[];
      tallyYears?: number[];
    }
  /**
   * A new session (no editedAt) or an edit (editedAt newer than the stored one). An edit names
   * the times it replaces, as the server holds them: the goal's tally moves by the difference,
   * and the server refuses the write if it holds other times (sync-state.ts rebases it).
   */
  | { type: 'putSession'; session: StoredSession; previous?: SessionBasis }
  /** Names the times (and part) it deletes, as the server holds them (see putSession). */
  | { type: 'deleteSession'; goalId: string; sessionId: string; previous?: SessionBasis }
  /**
   * A start (its pauses fresh), a stop or a reset: compare-and-set on startTime. A Stop also
   * carries when it was pressed (`stoppedAt`) and writes the pause fields it saw (in `timer`),
   * so the server refuses it when the run's pauses changed elsewhere meanwhile, and the app
   * rebases it onto the run the server has (sync-state.ts rebasedStop; ADR 0002).
   */
  | { type: 'setTimer'; timer: TimerRecord; stoppedAt?: number }
  /**
   * The run paused (timer: as it is after the pause). Writes only the pause fields, and the
   * start naming the run; taken on the basis it saw (timer-pause.ts pauseTakes).
   */
  | { type: 'pauseTimer'; timer: TimerRecord }
  /** The paused run running again (timer: as after it); see resumeTakes. */
  | { type: 'resumeTimer'; timer: TimerRecord }
  /** Moves sessions kept inside an older goal document into session documents. */
  | { type: 'migrateSessions'; goalId: string; startLevel: number; sessions: StoredSession[] }
  /**
   * A session's note and measured value, merged field by field into its document (journal.ts):
   * never its times, so it needs no tally move and no edit time.
   */
  | { type: 'journalSession'; goalId: string; sessionId: string; fields: JournalFields };

export type WriteOpType = WriteOp['type'];

/** The goal a write belongs to, if any. */
export function goalIdOf(op: WriteOp): string | null {
  switch (op.type) {
    case 'createGoal':
      return op.goal.id;
    case 'putSession':
      return op.session.goalId;
    case 'setTimer':
    case 'pauseTimer':
    case 'resumeTimer':
      return null;
    default:
      return op.goalId;
  }
}

/** Whether a write is to the account's timer document (a start, stop, reset, pause or resume). */
export function isTimerOp(op: WriteOp): boolean {
  return op.type === 'setTimer' || op.type === 'pauseTimer' || op.type === 'resumeTimer';
}

/**
 * How one session op moves its goal's tally: a new session by its time, an edit or a delete by
 * the difference to the times it names (one from before tallies, naming none, moves nothing).
 */
export function sessionOpMoves(op: WriteOp): TallyMove[] {
  if (op.type === 'putSession') {
    const edit = op.session.editedAt !== undefined;
    return edit && !op.previous ? [] : sessionMoves(op.previous, op.session);
  }
  if (op.type === 'deleteSession' && op.previous) return sessionMoves(op.previous, undefined);
  return [];
}

/** How one session op moves its goal's sums per part (tally.ts), as sessionOpMoves the days. */
export function sessionOpPartMoves(op: WriteOp): PartMove[] {
  if (op.type === 'putSession') {
    const edit = op.session.editedAt !== undefined;
    return edit && !op.previous ? [] : sessionPartMoves(op.previous, op.session);
  }
  if (op.type === 'deleteSession' && op.previous) return sessionPartMoves(op.previous, undefined);
  return [];
}
