import { describe, expect, it } from 'vitest';
import { createGoal } from '../goal';
import { recordOf, type GoalRecord, type StoredSession } from '../goal-record';
import type { TimerRecord } from '../timer';
import {
  EMPTY_SYNC_STATE,
  applyOp,
  applyOps,
  isApplied,
  remainderOf,
  sessionIn,
  sessionsByGoal,
  type SyncState,
} from './sync-state';
import type { WriteOp } from './write-ops';

const NOW = new Date(2026, 10, 18, 20, 0);
const HOUR = 3_600_000;
const record = (id: string, name = id): GoalRecord => recordOf(createGoal({ id, name, now: NOW }));
const session = (goalId: string, id: string, start: number, hours = 1): StoredSession => ({
  id,
  goalId,
  start,
  end: start + hours * HOUR,
  source: 'manual',
});
function stateWith(
  records: GoalRecord[],
  sessions: StoredSession[] = [],
  timer: TimerRecord | null = null,
): SyncState {
  return {
    records: new Map(records.map((r) => [r.id, r])),
    sessions: sessionsByGoal(sessions),
    timer,
  };
}

describe('applyOp: changes laid over the server state', () => {
  it('merges a rename and a session on the same goal: neither overwrites the other', () => {
    const base = stateWith([record('g1', 'Piano')]);
    const rename: WriteOp = { type: 'updateGoal', goalId: 'g1', fields: { name: 'Grand piano' } };
    const log: WriteOp = { type: 'putSession', session: session('g1', 's1', NOW.getTime() - HOUR) };
    for (const order of [
      [rename, log],
      [log, rename],
    ]) {
      const after = applyOps(base, order);
      expect(after.records.get('g1')?.name).toBe('Grand piano');
      expect(sessionIn(after, 'g1', 's1')).toBeDefined();
    }
  });

  it('does not create a goal twice and ignores changes to a goal that is gone', () => {
    const base = stateWith([record('g1', 'Piano')]);
    expect(applyOp(base, { type: 'createGoal', goal: record('g1', 'Other') })).toBe(base);
    expect(applyOp(base, { type: 'updateGoal', goalId: 'nope', fields: { note: 'x' } })).toBe(base);
    const orphan = applyOp(base, { type: 'putSession', session: session('nope', 's', 0) });
    expect(orphan.sessions.size).toBe(0);
  });

  it('takes a new session once and an edit only when it is newer', () => {
    const s1 = session('g1', 's1', NOW.getTime() - 3 * HOUR);
    const base = stateWith([record('g1')], [s1]);
    expect(applyOp(base, { type: 'putSession', session: { ...s1, end: s1.end + HOUR } })).toBe(
      base,
    );
    const edited = applyOp(base, {
      type: 'putSession',
      session: { ...s1, end: s1.end + HOUR, editedAt: 5 },
    });
    expect(sessionIn(edited, 'g1', 's1')?.end).toBe(s1.end + HOUR);
    const older = applyOp(edited, { type: 'putSession', session: { ...s1, editedAt: 4 } });
    expect(sessionIn(older, 'g1', 's1')?.end).toBe(s1.end + HOUR);
  });

  it('moves timer start times only forward; a stop of the same run repeats harmlessly', () => {
    const running: TimerRecord = { goalId: 'g1', startTime: 1000, isRunning: true };
    const base = stateWith([record('g1')], [], running);
    const stop = { ...running, isRunning: false };
    const stopped = applyOp(base, { type: 'setTimer', timer: stop });
    expect(stopped.timer).toEqual(stop);
    expect(applyOp(stopped, { type: 'setTimer', timer: stop }).timer).toEqual(stop);
    // A copy of the start arriving after its stop does not bring the timer back.
    expect(applyOp(stopped, { type: 'setTimer', timer: running }).timer).toEqual(stop);
    expect(
      applyOp(base, { type: 'setTimer', timer: { goalId: 'g2', startTime: 999, isRunning: true } })
        .timer,
    ).toEqual(running);
  });

  it('completes with a date and restores without one', () => {
    const base = stateWith([record('g1')]);
    const done = applyOp(base, {
      type: 'setCompleted',
      goalId: 'g1',
      completed: true,
      completedDate: NOW.toISOString(),
    });
    expect(done.records.get('g1')).toMatchObject({
      completed: true,
      completedDate: NOW.toISOString(),
    });
    const back = applyOp(done, { type: 'setCompleted', goalId: 'g1', completed: false });
    expect(back.records.get('g1')?.completed).toBe(false);
    expect(back.records.get('g1')).not.toHaveProperty('completedDate');
  });

  it('moves a legacy session log into session documents, keeping edits already made', () => {
    const legacy = {
      ...record('g1'),
      legacySessions: [{ id: 'a', start: 0, end: HOUR, source: 'timer' as const }],
    };
    const base = stateWith([legacy]);
    const moved = applyOp(base, {
      type: 'migrateSessions',
      goalId: 'g1',
      startLevel: 1,
      sessions: [{ id: 'a', goalId: 'g1', start: 0, end: HOUR, source: 'timer' }],
    });
    expect(moved.records.get('g1')?.legacySessions).toBeUndefined();
    expect(sessionIn(moved, 'g1', 'a')?.end).toBe(HOUR);
  });

  it('deletes a goal with its sessions', () => {
    const base = stateWith(
      [record('g1'), record('g2')],
      [session('g1', 's', 0), session('g2', 't', 0)],
    );
    const after = applyOp(base, {
      type: 'deleteGoal',
      goalId: 'g1',
      wasActive: true,
      sessionIds: ['s'],
    });
    expect([...after.records.keys()]).toEqual(['g2']);
    expect(after.sessions.has('g1')).toBe(false);
    expect(after.sessions.has('g2')).toBe(true);
  });
});

describe('isApplied: telling a repeat from a refusal', () => {
  const server = stateWith(
    [{ ...record('g1', 'Piano'), completed: true }],
    [{ ...session('g1', 's1', 0), editedAt: 10 }],
    { goalId: 'g1', startTime: 2000, isRunning: false },
  );

  it('recognises changes the server already holds', () => {
    expect(isApplied({ type: 'createGoal', goal: record('g1') }, server)).toBe(true);
    expect(isApplied({ type: 'updateGoal', goalId: 'g1', fields: { name: 'Piano' } }, server)).toBe(
      true,
    );
    expect(isApplied({ type: 'setCompleted', goalId: 'g1', completed: true }, server)).toBe(true);
    expect(
      isApplied({ type: 'deleteGoal', goalId: 'gone', wasActive: true, sessionIds: [] }, server),
    ).toBe(true);
    expect(isApplied({ type: 'putSession', session: session('g1', 's1', 0) }, server)).toBe(true);
    expect(
      isApplied(
        { type: 'putSession', session: { ...session('g1', 's1', 0), editedAt: 9 } },
        server,
      ),
    ).toBe(true);
    expect(isApplied({ type: 'deleteSession', goalId: 'g1', sessionId: 'other' }, server)).toBe(
      true,
    );
    expect(
      isApplied(
        { type: 'setTimer', timer: { goalId: 'g1', startTime: 2000, isRunning: true } },
        server,
      ),
    ).toBe(true);
    expect(
      isApplied(
        { type: 'setTimer', timer: { goalId: 'g2', startTime: 1500, isRunning: true } },
        server,
      ),
    ).toBe(true);
  });

  it('reports real refusals as not applied', () => {
    expect(isApplied({ type: 'createGoal', goal: record('new') }, server)).toBe(false);
    expect(isApplied({ type: 'updateGoal', goalId: 'g1', fields: { name: 'Cello' } }, server)).toBe(
      false,
    );
    expect(
      isApplied({ type: 'updateGoal', goalId: 'gone', fields: { name: 'Cello' } }, server),
    ).toBe(false);
    expect(isApplied({ type: 'setCompleted', goalId: 'g1', completed: false }, server)).toBe(false);
    expect(isApplied({ type: 'putSession', session: session('g1', 's2', 0) }, server)).toBe(false);
    expect(
      isApplied(
        { type: 'putSession', session: { ...session('g1', 's1', 0), editedAt: 11 } },
        server,
      ),
    ).toBe(false);
    expect(
      isApplied(
        { type: 'setTimer', timer: { goalId: 'g1', startTime: 3000, isRunning: true } },
        server,
      ),
    ).toBe(false);
  });

  it('starts from nothing', () => {
    expect(EMPTY_SYNC_STATE.records.size).toBe(0);
    expect(
      isApplied(
        { type: 'setTimer', timer: { goalId: 'g1', startTime: 1, isRunning: true } },
        EMPTY_SYNC_STATE,
      ),
    ).toBe(false);
  });
});

describe('remainderOf', () => {
  it('leaves only the sessions a half-done log migration has not written yet', () => {
    const legacy = {
      ...record('g1'),
      legacySessions: [
        { id: 'a', start: 0, end: HOUR, source: 'timer' as const },
        { id: 'b', start: 2 * HOUR, end: 3 * HOUR, source: 'timer' as const },
      ],
    };
    const server = stateWith(
      [legacy],
      [{ id: 'a', goalId: 'g1', start: 0, end: HOUR, source: 'timer' }],
    );
    const op: WriteOp = {
      type: 'migrateSessions',
      goalId: 'g1',
      startLevel: 1,
      sessions: legacy.legacySessions.map((s) => ({ ...s, goalId: 'g1' })),
    };
    expect(remainderOf(op, server)).toEqual({ ...op, sessions: [op.sessions[1]] });
    const done = stateWith([record('g1')]);
    expect(remainderOf(op, done)).toBeNull();
    const rename: WriteOp = { type: 'updateGoal', goalId: 'g1', fields: { name: 'X' } };
    expect(remainderOf(rename, done)).toBe(rename);
  });

  it('lands a session on no part when its part was deleted on the server meanwhile', () => {
    const start = NOW.getTime() - 5 * HOUR;
    const withParts = (...names: string[]) => ({
      ...record('g1'),
      parts: names.map((name) => ({ id: name.toLowerCase(), name })),
    });
    const timed = { ...session('g1', 's1', start), partId: 'scales' };
    const stop: WriteOp = { type: 'putSession', session: timed };
    const { partId: _gone, ...onNoPart } = timed;
    expect(remainderOf(stop, stateWith([withParts('Etudes')]))).toEqual({
      ...stop,
      session: onNoPart,
    });
    // The part is there: the op as it was (refused for another reason, it stays refused).
    expect(remainderOf(stop, stateWith([withParts('Scales')]))).toBe(stop);
    // An edit keeping the part its session already names keeps it (the rules take that).
    const kept: WriteOp = {
      type: 'putSession',
      session: { ...timed, end: timed.end + HOUR, editedAt: start + 10 * HOUR },
      previous: { start: timed.start, end: timed.end, partId: 'scales' },
    };
    expect(remainderOf(kept, stateWith([withParts('Etudes')], [timed]))).toBe(kept);
  });

  it('names the times the server holds now in an edit or delete edited elsewhere meanwhile', () => {
    const start = NOW.getTime() - 5 * HOUR;
    const mine = session('g1', 's1', start);
    const elsewhere = { ...mine, end: mine.end + HOUR, editedAt: start + 10 * HOUR };
    const server = stateWith([record('g1')], [elsewhere]);
    const previous = { start: mine.start, end: mine.end };
    const edit: WriteOp = {
      type: 'putSession',
      session: { ...mine, end: mine.end + 2 * HOUR, editedAt: start + 11 * HOUR },
      previous,
    };
    const now = { start: elsewhere.start, end: elsewhere.end };
    expect(remainderOf(edit, server)).toEqual({ ...edit, previous: now });
    const remove: WriteOp = { type: 'deleteSession', goalId: 'g1', sessionId: 's1', previous };
    expect(remainderOf(remove, server)).toEqual({ ...remove, previous: now });
    // Held as named: the same op (a refusal for another reason stays one).
    const same: WriteOp = { ...remove, previous: now };
    expect(remainderOf(same, server)).toBe(same);
    // Gone on the server: the delete is done, the edit has nothing to name.
    const gone = stateWith([record('g1')]);
    expect(remainderOf(remove, gone)).toBeNull();
    expect(remainderOf(edit, gone)).toBe(edit);
  });
});
