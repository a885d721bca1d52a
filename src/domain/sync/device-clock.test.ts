import { describe, expect, it } from 'vitest';
import {
  FAST_CLOCK_TOLERANCE_MS,
  clockCorrectionFor,
  deviceAheadBy,
  shiftTimes,
} from './device-clock';
import type { WriteOp } from './write-ops';

const MIN = 60_000;
const SERVER = Date.UTC(2026, 10, 26, 14, 0, 0);

describe('deviceAheadBy', () => {
  it('measures a clock 10 minutes fast from one exchange', () => {
    const sentAt = SERVER + 10 * MIN - 200;
    const ahead = deviceAheadBy({ serverSecondMs: SERVER, sentAt, receivedAt: sentAt + 400 });
    expect(Math.abs(ahead - 10 * MIN)).toBeLessThan(1000);
  });

  it('reads a slow clock as negative', () => {
    const ahead = deviceAheadBy({
      serverSecondMs: SERVER,
      sentAt: SERVER - 3 * MIN,
      receivedAt: SERVER - 3 * MIN + 100,
    });
    expect(ahead).toBeLessThan(-2 * MIN);
  });
});

describe('clockCorrectionFor', () => {
  it('corrects only a clock running fast beyond the tolerance', () => {
    expect(clockCorrectionFor(10 * MIN)).toBe(10 * MIN);
    expect(clockCorrectionFor(FAST_CLOCK_TOLERANCE_MS)).toBe(0);
    expect(clockCorrectionFor(30_000)).toBe(0);
    expect(clockCorrectionFor(-2 * 60 * MIN)).toBe(0);
  });
});

describe('shiftTimes', () => {
  const timerSession: WriteOp = {
    type: 'putSession',
    session: { id: 'timer-1', goalId: 'g', start: SERVER, end: SERVER + 30 * MIN, source: 'timer' },
  };
  const typedSession: WriteOp = {
    type: 'putSession',
    session: {
      id: 's',
      goalId: 'g',
      start: SERVER - 60 * MIN,
      end: SERVER,
      source: 'manual',
      editedAt: SERVER + MIN,
    },
  };
  const start: WriteOp = {
    type: 'setTimer',
    timer: { goalId: 'g', startTime: SERVER, isRunning: true },
  };
  const rename: WriteOp = { type: 'updateGoal', goalId: 'g', fields: { name: 'Piano' } };

  it('moves the times read from the clock, and only those', () => {
    const [timed, typed, timer, renamed] = shiftTimes(
      [timerSession, typedSession, start, rename],
      10 * MIN,
    );
    expect(timed).toMatchObject({ session: { start: SERVER - 10 * MIN, end: SERVER + 20 * MIN } });
    expect(typed).toMatchObject({
      session: { start: SERVER - 60 * MIN, end: SERVER, editedAt: SERVER - 9 * MIN },
    });
    expect(timer).toMatchObject({ timer: { startTime: SERVER - 10 * MIN } });
    expect(renamed).toEqual(rename);
  });

  it('leaves the writes it is given unchanged', () => {
    shiftTimes([timerSession, start], 5 * MIN);
    expect(timerSession).toMatchObject({ session: { start: SERVER } });
    expect(start).toMatchObject({ timer: { startTime: SERVER } });
  });
});
