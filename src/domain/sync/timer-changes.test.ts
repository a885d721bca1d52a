import { describe, expect, it } from 'vitest';
import { replacedRun, timerSessionId, type TimerRecord } from '../timer';
import { paused, resumed } from '../timer-pause';
import {
  pauseChanges,
  resetChanges,
  resumeChanges,
  startChanges,
  stopChanges,
  stopWithLength,
  timerSession,
} from './timer-changes';

const HOUR = 3_600_000;
const T0 = new Date(2026, 10, 18, 9, 0).getTime();
const name = (id: string) => (id === 'g1' ? 'Piano' : 'Chess');
const running: TimerRecord = { goalId: 'g1', startTime: T0, isRunning: true };

describe('timer changes', () => {
  it('starts from idle with one write', () => {
    const changes = startChanges(null, 'g1', T0, name);
    expect(changes.map((c) => c.ops)).toEqual([
      [{ type: 'setTimer', timer: { goalId: 'g1', startTime: T0, isRunning: true } }],
    ]);
  });

  it('logs the timer it replaces up to the new start, as its own change', () => {
    const changes = startChanges(running, 'g2', T0 + 2 * HOUR, name);
    expect(changes).toHaveLength(2);
    expect(changes[0]?.ops).toEqual([
      {
        type: 'putSession',
        session: {
          id: timerSessionId(T0),
          goalId: 'g1',
          start: T0,
          end: T0 + 2 * HOUR,
          source: 'timer',
        },
      },
    ]);
    expect(changes[1]?.ops[0]).toEqual({
      type: 'setTimer',
      timer: { goalId: 'g2', startTime: T0 + 2 * HOUR, isRunning: true },
    });
  });

  it('does nothing when the same goal is already running', () => {
    expect(startChanges(running, 'g1', T0 + HOUR, name)).toEqual([]);
  });

  it('stops with the session and a stop of that run, in one batch (two small writes)', () => {
    const plan = stopChanges(running, T0 + 1.5 * HOUR, name);
    if (plan.kind !== 'ok') throw new Error(plan.kind);
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes.flatMap((c) => c.ops)).toEqual([
      {
        type: 'putSession',
        session: {
          id: `timer-${T0}`,
          goalId: 'g1',
          start: T0,
          end: T0 + 1.5 * HOUR,
          source: 'timer',
        },
      },
      {
        type: 'setTimer',
        timer: { ...running, isRunning: false },
        stoppedAt: T0 + 1.5 * HOUR,
      },
    ]);
  });

  it('asks instead of logging a run over 24 h, and then logs what was chosen', () => {
    const plan = stopChanges(running, T0 + 25 * HOUR, name);
    expect(plan).toEqual({ kind: 'too-long', elapsedMs: 25 * HOUR });
    const day = stopWithLength(running, 24 * HOUR, T0 + 25 * HOUR, name);
    expect(day[0]?.ops[0]).toMatchObject({ session: { start: T0, end: T0 + 24 * HOUR } });
    const typed = stopWithLength(running, 30 * HOUR, T0 + 30 * HOUR, name);
    expect(typed[0]?.ops[0]).toMatchObject({ session: { end: T0 + 24 * HOUR } });
    expect(stopChanges(null, T0, name)).toEqual({ kind: 'idle' });
  });

  it('resets without logging', () => {
    expect(resetChanges(running, name).flatMap((c) => c.ops)).toEqual([
      { type: 'setTimer', timer: { ...running, isRunning: false } },
    ]);
    expect(resetChanges(null, name)).toEqual([]);
  });
});

describe('replacedRun', () => {
  it('is the replaced run up to the new start, at most 24 h', () => {
    const next: TimerRecord = { goalId: 'g2', startTime: T0 + HOUR, isRunning: true };
    expect(replacedRun(running, next)).toEqual({ goalId: 'g1', start: T0, end: T0 + HOUR });
    const muchLater = { ...next, startTime: T0 + 30 * HOUR };
    expect(replacedRun(running, muchLater)?.end).toBe(T0 + 24 * HOUR);
  });

  it('is nothing for a stop, a reset, the same run or nothing before', () => {
    expect(replacedRun(running, { ...running, isRunning: false })).toBeNull();
    expect(replacedRun(running, running)).toBeNull();
    expect(replacedRun(null, running)).toBeNull();
    expect(
      replacedRun({ ...running, isRunning: false }, { ...running, startTime: T0 + 1 }),
    ).toBeNull();
  });
});

describe('a paused run', () => {
  const pausedRun = paused(running, T0 + 10 * 60_000);
  const back = resumed(pausedRun, T0 + 30 * 60_000);

  it('pauses and resumes once, with one write each', () => {
    expect(pauseChanges(running, T0 + 10 * 60_000, name)).toEqual([
      { label: 'Pause the timer of “Piano”', ops: [{ type: 'pauseTimer', timer: pausedRun }] },
    ]);
    expect(pauseChanges(pausedRun, T0 + HOUR, name)).toEqual([]);
    expect(resumeChanges(running, T0 + HOUR, name)).toEqual([]);
    expect(resumeChanges(pausedRun, T0 + 30 * 60_000, name)[0]?.ops).toEqual([
      { type: 'resumeTimer', timer: back },
    ]);
    expect(pauseChanges({ ...running, isRunning: false }, T0, name)).toEqual([]);
  });

  it('logs only the practiced time, and its stop names the pauses it saw', () => {
    const plan = stopChanges(back, T0 + 50 * 60_000, name);
    expect(plan.kind === 'ok' && plan.changes.flatMap((c) => c.ops)).toEqual([
      { type: 'putSession', session: timerSession('g1', T0, T0 + 30 * 60_000) },
      {
        type: 'setTimer',
        timer: {
          goalId: 'g1',
          startTime: T0,
          isRunning: false,
          pausedAt: null,
          pausedMs: 20 * 60_000,
          resumedAt: T0 + 30 * 60_000,
        },
        stoppedAt: T0 + 50 * 60_000,
      },
    ]);
    const stillPaused = stopChanges(pausedRun, T0 + 30 * HOUR, name);
    expect(stillPaused.kind).toBe('ok');
  });

  it('applies the 24-hour rule to practiced time', () => {
    const longBreak = resumed(paused(running, T0 + 20 * HOUR), T0 + 30 * HOUR);
    expect(stopChanges(longBreak, T0 + 33 * HOUR, name).kind).toBe('ok');
    expect(stopChanges(longBreak, T0 + 35 * HOUR, name)).toEqual({
      kind: 'too-long',
      elapsedMs: 25 * HOUR,
    });
  });

  it('logs a run replaced by a start elsewhere without its pauses', () => {
    const next: TimerRecord = { goalId: 'g2', startTime: T0 + 50 * 60_000, isRunning: true };
    expect(replacedRun(back, next)).toEqual({ goalId: 'g1', start: T0, end: T0 + 30 * 60_000 });
  });
});
