import { describe, expect, it } from 'vitest';
import type { Measure } from './journal';
import { pickUp } from './pick-up';
import type { PracticeSession } from './practice-sessions';

const TEMPO: Measure = { name: 'Tempo', unit: 'bpm', higherIsBetter: true };
const START = new Date(2026, 11, 7, 18, 0).getTime();
const HOUR = 3_600_000;

/** A one-hour session started `daysBefore` days (at the same hour) before START. */
function session(
  id: string,
  daysBefore: number,
  extra: Partial<PracticeSession> = {},
): PracticeSession {
  const start = new Date(2026, 11, 7 - daysBefore, 18, 0).getTime();
  return { id, start, end: start + HOUR, source: 'timer', ...extra };
}

describe('pickUp', () => {
  it('gives nothing when the part (or goal) has no earlier session', () => {
    expect(pickUp([], undefined, TEMPO, START)).toBeNull();
    expect(pickUp([session('a', 2, { partId: 'etudes' })], 'scales', TEMPO, START)).toBeNull();
    // A session started at or after the run's start is not "where you left off".
    expect(pickUp([session('later', 0)], undefined, TEMPO, START)).toBeNull();
  });

  it("recalls the part's last note and next-time line, best and last value, and days ago", () => {
    const sessions = [
      session('a', 9, { partId: 'scales', note: 'Old', nextTime: 'Old plan', value: 76 }),
      session('b', 5, { partId: 'scales', note: 'Clean at 84', value: 84 }),
      session('c', 3, {
        partId: 'scales',
        note: 'Bar 12 rushed',
        nextTime: 'Start at 80',
        value: 80,
      }),
      session('d', 1, { partId: 'etudes', note: 'Other part', value: 99 }),
    ];
    expect(pickUp(sessions, 'scales', TEMPO, START)).toEqual({
      daysAgo: 3,
      note: 'Bar 12 rushed',
      nextTime: 'Start at 80',
      values: { best: 84, last: 80 },
    });
  });

  it('takes note and next-time line together from the latest session that has either', () => {
    const sessions = [
      session('a', 4, { note: 'Slow practice', nextTime: 'Try hands apart' }),
      session('b', 2, { note: 'Hands apart went well' }),
      session('c', 1),
    ];
    expect(pickUp(sessions, undefined, undefined, START)).toEqual({
      daysAgo: 1,
      note: 'Hands apart went well',
    });
    expect(pickUp([session('a', 4, { nextTime: 'Metronome' })], undefined, TEMPO, START)).toEqual({
      daysAgo: 4,
      nextTime: 'Metronome',
    });
  });

  it('takes the whole goal as every session of it, parts included', () => {
    const sessions = [session('a', 2, { partId: 'scales', note: 'Scales done' }), session('b', 6)];
    expect(pickUp(sessions, undefined, undefined, START)).toEqual({
      daysAgo: 2,
      note: 'Scales done',
    });
  });

  it('counts calendar days: earlier the same day is 0, the evening before is 1', () => {
    const morning = new Date(2026, 11, 7, 6, 0).getTime();
    const lateEvening = new Date(2026, 11, 6, 23, 30).getTime();
    const at = (start: number): PracticeSession => ({
      id: String(start),
      start,
      end: start + HOUR / 4,
      source: 'timer',
    });
    expect(pickUp([at(morning)], undefined, undefined, START)?.daysAgo).toBe(0);
    expect(pickUp([at(lateEvening)], undefined, undefined, START)?.daysAgo).toBe(1);
  });

  it('takes the best by the measure direction, and no values without a measure', () => {
    const sessions = [session('a', 3, { value: 58 }), session('b', 2, { value: 61 })];
    const lapTime: Measure = { name: 'Lap time', unit: 's', higherIsBetter: false };
    expect(pickUp(sessions, undefined, lapTime, START)?.values).toEqual({ best: 58, last: 61 });
    expect(pickUp(sessions, undefined, TEMPO, START)?.values).toEqual({ best: 61, last: 61 });
    expect(pickUp(sessions, undefined, undefined, START)).toEqual({ daysAgo: 2 });
    expect(pickUp([session('c', 1)], undefined, TEMPO, START)).toEqual({ daysAgo: 1 });
  });
});
