import { describe, expect, it } from 'vitest';
import { fromTimerDocument, toPauseDocument, toTimerDocument } from './goal-converter';

const T = 1_773_000_000_000;
const base = { goalId: 'g1', startTime: T, isRunning: true };

describe('the timer document', () => {
  it('reads an earlier version’s timer (no pause fields) as it was', () => {
    expect(fromTimerDocument({ ...base, updatedAt: 'x', sessionCount: 3 })).toEqual(base);
  });

  it('reads the pause fields, and drops malformed ones alone', () => {
    const stored = { ...base, pausedAt: T + 5, pausedMs: 7, resumedAt: T };
    expect(fromTimerDocument(stored)).toEqual(stored);
    expect(fromTimerDocument({ ...base, pausedAt: null, pausedMs: 0, resumedAt: T })).toEqual({
      ...base,
      pausedAt: null,
      pausedMs: 0,
      resumedAt: T,
    });
    expect(fromTimerDocument({ ...base, pausedAt: 'soon', pausedMs: '7', resumedAt: T })).toEqual({
      ...base,
      resumedAt: T,
    });
  });

  it('starts a run with fresh pauses; a stop writes no pause field', () => {
    expect(toTimerDocument(base)).toMatchObject({ pausedAt: null, pausedMs: 0, resumedAt: T });
    const stop = toTimerDocument({ ...base, isRunning: false, pausedAt: T + 5 });
    expect(Object.keys(stop).sort()).toEqual(['goalId', 'isRunning', 'startTime', 'updatedAt']);
  });

  it('writes a pause or resume as its pause fields and the start naming the run', () => {
    const doc = toPauseDocument({ ...base, pausedAt: T + 5, pausedMs: 0, resumedAt: T });
    expect(Object.keys(doc).sort()).toEqual([
      'pausedAt',
      'pausedMs',
      'resumedAt',
      'startTime',
      'updatedAt',
    ]);
    expect(doc).toMatchObject({ startTime: T, pausedAt: T + 5, pausedMs: 0, resumedAt: T });
  });
});
