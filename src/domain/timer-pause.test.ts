import { describe, expect, it } from 'vitest';
import { elapsedMs, activeTimerOf, needsStillPracticingCheck, type TimerRecord } from './timer';
import {
  LONG_PAUSE_MS,
  formatPracticeLength,
  isPaused,
  needsLongPauseQuestion,
  pauseStateOf,
  pauseTakes,
  paused,
  pausedForMs,
  practisedMs,
  rebasedResume,
  resumeTakes,
  resumed,
} from './timer-pause';

const MIN = 60_000;
const HOUR = 60 * MIN;
// Local wall-clock times, so the tests read the same in every time zone they run in.
const T0 = new Date(2026, 10, 18, 9, 0).getTime();
const run: TimerRecord = { goalId: 'g1', startTime: T0, isRunning: true };

describe('practiced time', () => {
  it('leaves a 20-minute pause out of a 50-minute run', () => {
    const pausedRun = paused(run, T0 + 10 * MIN);
    expect(practisedMs(pausedRun, T0 + 25 * MIN)).toBe(10 * MIN);
    const again = resumed(pausedRun, T0 + 30 * MIN);
    expect(again).toMatchObject({ pausedAt: null, pausedMs: 20 * MIN, resumedAt: T0 + 30 * MIN });
    expect(practisedMs(again, T0 + 50 * MIN)).toBe(30 * MIN);
  });

  it('adds up several pauses', () => {
    let timer = resumed(paused(run, T0 + 5 * MIN), T0 + 10 * MIN);
    timer = resumed(paused(timer, T0 + 20 * MIN), T0 + 40 * MIN);
    expect(timer.pausedMs).toBe(25 * MIN);
    expect(practisedMs(timer, T0 + HOUR)).toBe(35 * MIN);
  });

  it('reads a timer of an earlier version (no pause fields) as never paused', () => {
    expect(pauseStateOf(run)).toEqual({ pausedAt: null, pausedMs: 0, resumedAt: T0 });
    expect(practisedMs(run, T0 + HOUR)).toBe(HOUR);
    expect(isPaused(run)).toBe(false);
  });

  it('ignores pause fields an earlier run left behind (a start by an earlier version)', () => {
    const later = {
      ...run,
      startTime: T0 + HOUR,
      pausedAt: T0 + 10 * MIN,
      pausedMs: 5 * MIN,
      resumedAt: T0,
    };
    expect(isPaused(later)).toBe(false);
    expect(practisedMs(later, T0 + 2 * HOUR)).toBe(HOUR);
  });

  it('reads malformed fields defensively, never negative', () => {
    const odd = { ...run, pausedAt: Number.NaN, pausedMs: -5, resumedAt: T0 };
    expect(pauseStateOf(odd)).toEqual({ pausedAt: null, pausedMs: 0, resumedAt: T0 });
    expect(practisedMs(paused(run, T0 + MIN), T0)).toBe(MIN);
    expect(practisedMs({ ...run, pausedMs: 3 * HOUR, resumedAt: T0 }, T0 + HOUR)).toBe(0);
  });

  it('shows the practiced time, not the wall time, in the display and the 4-hour check', () => {
    const pausedRun = paused(run, T0 + 3 * HOUR);
    const active = activeTimerOf(pausedRun)!;
    expect(elapsedMs(active, T0 + 10 * HOUR)).toBe(3 * HOUR);
    expect(needsStillPracticingCheck(active, T0 + 10 * HOUR)).toBe(false);
    const back = activeTimerOf(resumed(pausedRun, T0 + 9 * HOUR))!;
    expect(needsStillPracticingCheck(back, T0 + 9 * HOUR + 59 * MIN)).toBe(false);
    expect(needsStillPracticingCheck(back, T0 + 10 * HOUR)).toBe(true);
    expect(needsStillPracticingCheck(back, T0 + 10 * HOUR, 2 * HOUR)).toBe(false);
  });

  it('asks about a pause only once it is over 12 hours old', () => {
    const pausedRun = paused(run, T0 + HOUR);
    expect(pausedForMs(pausedRun, T0 + 2 * HOUR)).toBe(HOUR);
    expect(needsLongPauseQuestion(pausedRun, T0 + HOUR + LONG_PAUSE_MS)).toBe(false);
    expect(needsLongPauseQuestion(pausedRun, T0 + HOUR + LONG_PAUSE_MS + 1)).toBe(true);
    expect(needsLongPauseQuestion(run, T0 + 2 * LONG_PAUSE_MS)).toBe(false);
    expect(needsLongPauseQuestion(null, T0)).toBe(false);
  });
});

describe('a device clock a few minutes wrong', () => {
  it('never pauses before the last resume, nor resumes before the pause', () => {
    const back = resumed(paused(run, T0 + 10 * MIN), T0 + 30 * MIN);
    // A phone three minutes slow pauses a minute after the laptop's resume.
    expect(paused(back, T0 + 28 * MIN).pausedAt).toBe(T0 + 30 * MIN);
    const pausedRun = paused(run, T0 + 10 * MIN);
    expect(resumed(pausedRun, T0 + 8 * MIN)).toMatchObject({
      pausedMs: 0,
      resumedAt: T0 + 10 * MIN,
    });
  });
});

describe('which pause and resume writes are taken', () => {
  const pausedAt10 = paused(run, T0 + 10 * MIN);
  const pausedAt20 = paused(run, T0 + 20 * MIN);

  it('takes a pause of the running run, or an earlier pause over a later one', () => {
    expect(pauseTakes(run, pausedAt10)).toBe(true);
    expect(pauseTakes(pausedAt20, pausedAt10)).toBe(true);
    expect(pauseTakes(pausedAt10, pausedAt20)).toBe(false);
    expect(pauseTakes(pausedAt10, pausedAt10)).toBe(false);
  });

  it('refuses a pause of a stopped or another run, or one resumed since', () => {
    expect(pauseTakes(null, pausedAt10)).toBe(false);
    expect(pauseTakes({ ...run, isRunning: false }, pausedAt10)).toBe(false);
    expect(pauseTakes({ ...run, startTime: T0 + 1 }, pausedAt10)).toBe(false);
    const back = resumed(pausedAt10, T0 + 30 * MIN);
    expect(pauseTakes(back, paused(run, T0 + 35 * MIN))).toBe(false);
    expect(pauseTakes(back, paused(back, T0 + 35 * MIN))).toBe(true);
  });

  it('takes a resume that adds exactly its pause, and rebases one on an earlier pause', () => {
    const fromLater = resumed(pausedAt20, T0 + 30 * MIN);
    expect(resumeTakes(pausedAt20, fromLater)).toBe(true);
    expect(resumeTakes(pausedAt10, fromLater)).toBe(false);
    const rebased = rebasedResume(pausedAt10, fromLater);
    expect(rebased).toMatchObject({ resumedAt: T0 + 30 * MIN, pausedMs: 20 * MIN });
    expect(resumeTakes(pausedAt10, rebased)).toBe(true);
    expect(resumeTakes(run, fromLater)).toBe(false);
    expect(rebasedResume(run, fromLater)).toBe(fromLater);
  });
});

describe('formatPracticeLength', () => {
  it('says the practiced length in words, to the nearest minute', () => {
    expect(formatPracticeLength(20_000)).toBe('less than a minute');
    expect(formatPracticeLength(9 * MIN + 59_000)).toBe('10 min');
    expect(formatPracticeLength(30 * MIN)).toBe('30 min');
    expect(formatPracticeLength(2 * HOUR)).toBe('2 h');
    expect(formatPracticeLength(HOUR + 5 * MIN)).toBe('1 h 5 min');
    expect(formatPracticeLength(Number.NaN)).toBe('less than a minute');
  });
});
