// How pauses and resumes from two devices merge (docs/adr/0002-pausing-the-timer.md): each
// device's writes reach the server in any order; the server takes what pauseOpTakes allows and
// the sender drops or rebases the rest (isApplied / remainderOf), as it does after a refusal.
import { describe, expect, it } from 'vitest';
import type { TimerRecord } from '../timer';
import { practisedMs } from '../timer-pause';
import { shiftTimes } from './device-clock';
import {
  EMPTY_SYNC_STATE,
  applyOp,
  isApplied,
  pauseOpTakes,
  remainderOf,
  type SyncState,
} from './sync-state';
import { pauseChanges, resumeChanges, stopChanges } from './timer-changes';
import type { WriteOp } from './write-ops';

const MIN = 60_000;
const T0 = new Date(2026, 10, 18, 9, 0).getTime();
const name = () => 'Violin';
const start: TimerRecord = { goalId: 'g1', startTime: T0, isRunning: true };
const serverWith = (timer: TimerRecord): SyncState => ({ ...EMPTY_SYNC_STATE, timer });

const opsOf = (changes: { ops: WriteOp[] }[]) => changes.flatMap((c) => c.ops);

/** What the sender does with one write: sent; if refused, dropped or rebased and sent again. */
function deliver(server: SyncState, op: WriteOp): SyncState {
  const takes = (o: WriteOp) =>
    o.type === 'pauseTimer' || o.type === 'resumeTimer' ? pauseOpTakes(server.timer, o) : true;
  if (takes(op)) return applyOp(server, op);
  const rest = remainderOf(op, server);
  return rest && takes(rest) ? applyOp(server, rest) : server;
}

const loggedMinutes = (server: SyncState, at: number) => {
  const plan = stopChanges(server.timer, at, name);
  if (plan.kind !== 'ok') throw new Error(plan.kind);
  const session = opsOf(plan.changes).find((op) => op.type === 'putSession');
  return session?.type === 'putSession' ? (session.session.end - session.session.start) / MIN : 0;
};

describe('pauses from two devices', () => {
  it('pause on the phone offline, resume on the laptop: no time invented, none lost', () => {
    // The phone pauses at 10 min while offline; its write reaches the server at 25 min.
    const phonePause = opsOf(pauseChanges(start, T0 + 10 * MIN, name));
    let server = serverWith(start);
    for (const op of phonePause) server = deliver(server, op);
    // The laptop sees the pause, and resumes at 30 min.
    for (const op of opsOf(resumeChanges(server.timer, T0 + 30 * MIN, name))) {
      server = deliver(server, op);
    }
    expect(practisedMs(server.timer!, T0 + 50 * MIN)).toBe(30 * MIN);
    expect(loggedMinutes(server, T0 + 50 * MIN)).toBe(30);
  });

  it('two pauses at once: the earlier holds, and a resume on the later one is rebased', () => {
    const laptopPause = opsOf(pauseChanges(start, T0 + 20 * MIN, name));
    const phonePause = opsOf(pauseChanges(start, T0 + 10 * MIN, name));
    let server = serverWith(start);
    for (const op of laptopPause) server = deliver(server, op);
    // The laptop resumes on the pause it knows (20 min) before the phone's earlier one lands.
    const laptopResume = opsOf(resumeChanges(server.timer, T0 + 30 * MIN, name));
    for (const op of phonePause) server = deliver(server, op);
    expect(server.timer?.pausedAt).toBe(T0 + 10 * MIN);
    for (const op of laptopResume) server = deliver(server, op);
    expect(server.timer).toMatchObject({ pausedAt: null, pausedMs: 20 * MIN });
    expect(loggedMinutes(server, T0 + 50 * MIN)).toBe(30);
  });

  it('drops a pause that arrives after a resume, a stop or a new start elsewhere', () => {
    const stalePause = opsOf(pauseChanges(start, T0 + 35 * MIN, name))[0]!;
    let server = serverWith(start);
    for (const op of opsOf(pauseChanges(start, T0 + 10 * MIN, name))) server = deliver(server, op);
    for (const op of opsOf(resumeChanges(server.timer, T0 + 30 * MIN, name))) {
      server = deliver(server, op);
    }
    expect(isApplied(stalePause, server)).toBe(true);
    expect(deliver(server, stalePause)).toBe(server);
    const stopped = serverWith({ ...start, isRunning: false });
    expect(isApplied(stalePause, stopped)).toBe(true);
    const newer = serverWith({ ...start, startTime: T0 + 40 * MIN });
    expect(isApplied(stalePause, newer)).toBe(true);
  });

  it('drops a resume that arrives after a resume elsewhere (counted once)', () => {
    let server = serverWith(start);
    for (const op of opsOf(pauseChanges(start, T0 + 10 * MIN, name))) server = deliver(server, op);
    const laptop = opsOf(resumeChanges(server.timer, T0 + 30 * MIN, name))[0]!;
    const phone = opsOf(resumeChanges(server.timer, T0 + 31 * MIN, name))[0]!;
    server = deliver(deliver(server, laptop), phone);
    expect(server.timer).toMatchObject({ pausedAt: null, pausedMs: 20 * MIN });
    expect(isApplied(phone, server)).toBe(true);
  });

  it('shows a pending pause on top of the server copy, and a repeat changes nothing', () => {
    const [pause] = opsOf(pauseChanges(start, T0 + 10 * MIN, name));
    const view = applyOp(serverWith(start), pause!);
    expect(view.timer?.pausedAt).toBe(T0 + 10 * MIN);
    expect(applyOp(view, pause!)).toBe(view);
    expect(isApplied(pause!, view)).toBe(true);
  });

  it('moves the moment of a pause or resume, not the run, when a fast clock is corrected', () => {
    const [pause] = opsOf(pauseChanges(start, T0 + 10 * MIN, name));
    const [shiftedPause] = shiftTimes([pause!], 2 * MIN);
    expect(shiftedPause).toMatchObject({ timer: { startTime: T0, pausedAt: T0 + 8 * MIN } });
    const server = applyOp(serverWith(start), pause!);
    const [resume] = opsOf(resumeChanges(server.timer, T0 + 30 * MIN, name));
    const [shiftedResume] = shiftTimes([resume!], 2 * MIN);
    expect(shiftedResume).toMatchObject({
      timer: { startTime: T0, resumedAt: T0 + 28 * MIN, pausedMs: 18 * MIN },
    });
    expect(
      pauseOpTakes(server.timer, shiftedResume as Extract<WriteOp, { type: 'resumeTimer' }>),
    ).toBe(true);
  });
});
