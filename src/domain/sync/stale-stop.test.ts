// A Stop pressed on a device that missed a Resume (issue 49): it names the pauses it saw, the
// server refuses it while the run's pauses differ, and it is rebased onto the server's run, its
// log counting the time practised up to the Stop. docs/adr/0002-pausing-the-timer.md.
import { describe, expect, it } from 'vitest';
import type { GoalRecord } from '../goal-record';
import type { TimerRecord } from '../timer';
import { paused, resumed } from '../timer-pause';
import { shiftTimes } from './device-clock';
import {
  EMPTY_SYNC_STATE,
  applyChanges,
  applyOps,
  isApplied,
  remainderOfChange,
  timerWriteTakes,
  type SyncState,
} from './sync-state';
import { rebasedStop } from './stale-stop';
import { resetChanges, stopChanges, stopWithLength } from './timer-changes';
import type { WriteOp } from './write-ops';

const MIN = 60_000;
const T0 = new Date(2026, 10, 18, 9, 0).getTime();
const name = () => 'Cello';
const start: TimerRecord = {
  goalId: 'g1',
  startTime: T0,
  isRunning: true,
  pausedAt: null,
  pausedMs: 0,
  resumedAt: T0,
};
const goal = { id: 'g1', name: 'Cello' } as GoalRecord;
const stateWith = (timer: TimerRecord | null): SyncState => ({
  ...EMPTY_SYNC_STATE,
  records: new Map([['g1', goal]]),
  timer,
});
/** Paused on the phone at 10 min (the server had it); resumed on the laptop at 15. */
const pausedAt10 = paused(start, T0 + 10 * MIN);
const resumedAt15 = resumed(pausedAt10, T0 + 15 * MIN);

const stopOps = (seen: TimerRecord, at: number): WriteOp[] => {
  const plan = stopChanges(seen, at, name);
  if (plan.kind !== 'ok') throw new Error(plan.kind);
  expect(plan.changes).toHaveLength(1);
  return plan.changes[0]!.ops;
};
const loggedMinutes = (state: SyncState) =>
  [...(state.sessions.get('g1')?.values() ?? [])].map((s) => (s.end - s.start) / MIN);
const timerOp = (ops: readonly WriteOp[]) => {
  const op = ops.find((o) => o.type === 'setTimer');
  if (op?.type !== 'setTimer') throw new Error('no stop');
  return op;
};

/** What the sender does with one change: sent; if refused, what is left of it, sent again. */
function deliver(server: SyncState, ops: readonly WriteOp[]): SyncState {
  const takes = (o: readonly WriteOp[]) =>
    o.every((op) => op.type !== 'setTimer' || timerWriteTakes(server.timer, op));
  if (takes(ops)) return applyOps(server, ops);
  const rest = remainderOfChange(ops, server);
  return rest.length > 0 && takes(rest) ? applyOps(server, rest) : server;
}

describe('a Stop from a device that still shows a pause resumed elsewhere', () => {
  const phoneStop = stopOps(pausedAt10, T0 + 35 * MIN);

  it('names the pauses it saw and when it was pressed', () => {
    expect(timerOp(phoneStop)).toEqual({
      type: 'setTimer',
      timer: {
        goalId: 'g1',
        startTime: T0,
        isRunning: false,
        pausedAt: T0 + 10 * MIN,
        pausedMs: 0,
        resumedAt: T0,
      },
      stoppedAt: T0 + 35 * MIN,
    });
  });

  it('is refused as it is, and not taken for a repeat', () => {
    const server = stateWith(resumedAt15);
    expect(timerWriteTakes(server.timer, timerOp(phoneStop))).toBe(false);
    expect(isApplied(timerOp(phoneStop), server)).toBe(false);
  });

  it('is rebased onto the running run: 10 + 20 minutes logged, none lost', () => {
    const server = deliver(stateWith(resumedAt15), phoneStop);
    expect(loggedMinutes(server)).toEqual([30]);
    expect(server.timer).toEqual({ ...resumedAt15, isRunning: false });
  });

  it('shows the rebased session at once on the device (its view)', () => {
    const view = applyChanges(stateWith(resumedAt15), [phoneStop]);
    expect(loggedMinutes(view)).toEqual([30]);
    expect(view.timer?.isRunning).toBe(false);
  });

  it('counts up to a later pause elsewhere, never the pause', () => {
    // The laptop resumed at 15 and paused again at 25: 10 + 10 practised.
    const server = deliver(stateWith(paused(resumedAt15, T0 + 25 * MIN)), phoneStop);
    expect(loggedMinutes(server)).toEqual([20]);
  });

  it('keeps a shorter length the person chose, adding only the time it did not see', () => {
    const chosen = stopWithLength(pausedAt10, 5 * MIN, T0 + 35 * MIN, name)[0]!.ops;
    expect(loggedMinutes(deliver(stateWith(resumedAt15), chosen))).toEqual([25]);
  });

  it('logs the time after the resume even when the device saw none practiced', () => {
    const pausedAtOnce = paused(start, T0);
    const server = stateWith(resumed(pausedAtOnce, T0 + 5 * MIN));
    const ops = stopOps(pausedAtOnce, T0 + 35 * MIN);
    expect(ops.map((op) => op.type)).toEqual(['setTimer']);
    const after = deliver(server, ops);
    expect(loggedMinutes(after)).toEqual([30]);
    expect(after.timer?.isRunning).toBe(false);
  });

  it('is dropped when the run was stopped there since, keeping that log', () => {
    const laptopStop = stopOps(resumedAt15, T0 + 30 * MIN);
    const server = deliver(stateWith(resumedAt15), laptopStop);
    expect(remainderOfChange(phoneStop, server)).toEqual([]);
    expect(loggedMinutes(deliver(server, phoneStop))).toEqual([25]);
  });

  it('sends its log alone when a newer run replaced it', () => {
    const newer = { ...start, startTime: T0 + 20 * MIN, resumedAt: T0 + 20 * MIN };
    const rest = remainderOfChange(phoneStop, stateWith(newer));
    expect(rest.map((op) => op.type)).toEqual(['putSession']);
  });

  it('is taken as it is when the pauses are those it saw (and a repeat changes nothing)', () => {
    const server = stateWith(pausedAt10);
    expect(rebasedStop(phoneStop, server)).toBe(phoneStop);
    const after = deliver(server, phoneStop);
    expect(loggedMinutes(after)).toEqual([10]);
    expect(deliver(after, phoneStop)).toEqual(after);
  });

  it('a Stop of an earlier version (naming no pauses) and a Reset keep the old rule', () => {
    const old: WriteOp = {
      type: 'setTimer',
      timer: { goalId: 'g1', startTime: T0, isRunning: false },
    };
    expect(timerWriteTakes(resumedAt15, old as Extract<WriteOp, { type: 'setTimer' }>)).toBe(true);
    const reset = resetChanges(pausedAt10, name)[0]!.ops;
    expect(rebasedStop(reset, stateWith(resumedAt15))).toBe(reset);
    expect(timerWriteTakes(resumedAt15, timerOp(reset))).toBe(true);
  });

  it('moves its moment with a clock correction, as its session', () => {
    const [session, stop] = shiftTimes(phoneStop, 2 * MIN);
    expect(stop).toMatchObject({ stoppedAt: T0 + 33 * MIN });
    expect(session).toMatchObject({ session: { start: T0 - 2 * MIN, end: T0 + 8 * MIN } });
  });
});
