import { describe, expect, it } from 'vitest';
import {
  STILL_PRACTICING_AFTER_MS,
  elapsedMs,
  formatClock,
  needsStillPracticingCheck,
  startTimer,
  tickTimer,
} from './timer';

const T0 = 1_773_000_000_000;

describe('timer', () => {
  it('starts running at now with nothing elapsed', () => {
    expect(startTimer('g1', T0)).toEqual({
      goalId: 'g1',
      isRunning: true,
      startTime: T0,
      elapsedTime: 0,
    });
  });

  it('measures now - start, however late or rarely it ticks', () => {
    const timer = startTimer('g1', T0);
    expect(elapsedMs(timer, T0 + 1_500)).toBe(1_500);
    const stale = tickTimer(timer, T0 + 1_000);
    expect(stale.elapsedTime).toBe(1_000);
    expect(elapsedMs(stale, T0 + 3_600_000)).toBe(3_600_000);
    expect(elapsedMs(timer, T0 - 5_000)).toBe(0);
  });

  it('a stopped timer keeps its last elapsed time', () => {
    const stopped = { ...tickTimer(startTimer('g1', T0), T0 + 9_000), isRunning: false };
    expect(elapsedMs(stopped, T0 + 60_000)).toBe(9_000);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [1_000, '00:00:01'],
    [59_999, '00:00:59'],
    [60_000, '00:01:00'],
    [3_599_000, '00:59:59'],
    [3_600_000, '01:00:00'],
    [36_061_000, '10:01:01'],
    [100 * 3_600_000 + 5_000, '100:00:05'],
    [-5_000, '00:00:00'],
    [Number.NaN, '00:00:00'],
  ])('%d ms -> %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});

describe('needsStillPracticingCheck', () => {
  const timer = startTimer('g1', T0);
  it.each([
    [STILL_PRACTICING_AFTER_MS - 1, false],
    [STILL_PRACTICING_AFTER_MS, true],
    [STILL_PRACTICING_AFTER_MS * 3, true],
  ])('after %d ms -> %s', (elapsed, expected) => {
    expect(needsStillPracticingCheck(timer, T0 + elapsed)).toBe(expected);
  });

  it('is false when idle or stopped', () => {
    expect(STILL_PRACTICING_AFTER_MS).toBe(4 * 3_600_000);
    expect(needsStillPracticingCheck(null, T0 + STILL_PRACTICING_AFTER_MS)).toBe(false);
    expect(
      needsStillPracticingCheck({ ...timer, isRunning: false, elapsedTime: 5e7 }, T0 + 5e7),
    ).toBe(false);
  });
});
