import { describe, expect, it } from 'vitest';
import type { GoalRecord, StoredSession } from '../goal-record';
import {
  GOAL_DELETED_ELSEWHERE,
  NOTE_SESSION_DELETED,
  PARTS_FULL_NOW,
  SESSION_DELETED_ELSEWHERE,
  loggedAgain,
  refusalOf,
} from './refusal';
import { EMPTY_SYNC_STATE, sessionsByGoal, type SyncState } from './sync-state';
import type { WriteOp } from './write-ops';

const goal = { id: 'g1', name: 'Violin' } as GoalRecord;
const session: StoredSession = {
  id: 's1',
  goalId: 'g1',
  start: 1_000,
  end: 2_000,
  source: 'timer',
};
const edit: WriteOp = { type: 'putSession', session: { ...session, end: 3_000, editedAt: 5_000 } };
const server = (records: GoalRecord[], sessions: StoredSession[] = []): SyncState => ({
  ...EMPTY_SYNC_STATE,
  records: new Map(records.map((r) => [r.id, r])),
  sessions: sessionsByGoal(sessions),
});

describe('refusalOf', () => {
  it('tells an edit of a session deleted on another device, and offers to log it again', () => {
    expect(refusalOf([edit], 'permission-denied', server([goal]), 10_000)).toEqual({
      reason: SESSION_DELETED_ELSEWHERE,
      remedy: 'logAgain',
    });
  });

  it('tells a goal deleted, a note whose session is gone and parts filled up elsewhere', () => {
    expect(refusalOf([edit], 'not-found', server([]), 10_000).reason).toBe(GOAL_DELETED_ELSEWHERE);
    const note: WriteOp = {
      type: 'journalSession',
      goalId: 'g1',
      sessionId: 's1',
      fields: { note: 'Good' },
    };
    expect(refusalOf([note], 'permission-denied', server([goal]), 0).reason).toBe(
      NOTE_SESSION_DELETED,
    );
    const twelve = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, name: `P${i}`, order: i }));
    const add: WriteOp = {
      type: 'editParts',
      goalId: 'g1',
      put: [{ id: 'x', name: 'X', order: 12 }],
      remove: [],
    };
    expect(
      refusalOf([add], 'permission-denied', server([{ ...goal, parts: twelve }]), 0).reason,
    ).toBe(PARTS_FULL_NOW);
  });

  it('names the clock only for a session ending after now, and falls back to the code', () => {
    const held = server([goal], [session]);
    const fresh: WriteOp = { type: 'putSession', session: { ...session, id: 's2' } };
    expect(refusalOf([fresh], 'permission-denied', held, 10_000).reason).not.toMatch(/clock/);
    expect(refusalOf([fresh], 'permission-denied', held, 1_500).reason).toMatch(/clock/);
    expect(refusalOf([fresh], 'permission-denied', null, 10_000).reason).not.toMatch(/clock/);
  });
});

describe('loggedAgain', () => {
  it('makes an edit a new session with the times typed, under a new id', () => {
    expect(loggedAgain([edit], () => 'new')).toEqual([
      { type: 'putSession', session: { ...session, id: 'new', end: 3_000 } },
    ]);
  });
});
