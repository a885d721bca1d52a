import { describe, expect, it } from 'vitest';
import { createGoal } from './goal';
import { recomputeGoal } from './goal-progress';
import {
  MEDAL_IDS,
  isMedalId,
  longestTrophyStreak,
  medalName,
  medalsFor,
  readMedals,
  sameMedals,
} from './medals';
import { MS_PER_HOUR, type PracticeSession, type WeeklyTrophyEntry } from './practice-sessions';

const week = (year: number, weekNumber: number, trophies = 1): WeeklyTrophyEntry => ({
  year,
  weekNumber,
  trophies,
  weeklyTimeSpent: 5,
});

describe('longestTrophyStreak', () => {
  it('counts consecutive weeks with a trophy, across the new year', () => {
    // 2025 has weeks 1..52 with week 1 of 2026 starting Sunday 28 Dec 2025.
    expect(
      longestTrophyStreak([week(2025, 51), week(2025, 52), week(2026, 1), week(2026, 2)]),
    ).toBe(4);
  });

  it('breaks on a missing week or a week without trophies', () => {
    expect(longestTrophyStreak([week(2026, 1), week(2026, 2), week(2026, 4)])).toBe(2);
    expect(longestTrophyStreak([week(2026, 1), week(2026, 2, 0), week(2026, 3)])).toBe(1);
    expect(longestTrophyStreak([])).toBe(0);
  });
});

describe('medalsFor', () => {
  const base = { sessionCount: 0, currentLevel: 1, practiceDayCount: 0, weeklyTrophies: [] };

  it('earns nothing without practice', () => {
    expect(medalsFor(base)).toEqual([]);
  });

  it('earns the first session, each level above Beginner, streaks and 100 days, in order', () => {
    const weeks = Array.from({ length: 12 }, (_, i) => week(2026, i + 1));
    expect(
      medalsFor({ sessionCount: 3, currentLevel: 3, practiceDayCount: 100, weeklyTrophies: weeks }),
    ).toEqual([
      'first-session',
      'level-2',
      'level-3',
      'trophy-streak-4',
      'trophy-streak-12',
      'practice-days-100',
    ]);
  });

  it('holds a 4-week streak but not 12, and 99 days is not 100', () => {
    const weeks = Array.from({ length: 11 }, (_, i) => week(2026, i + 1));
    expect(
      medalsFor({ ...base, sessionCount: 1, practiceDayCount: 99, weeklyTrophies: weeks }),
    ).toEqual(['first-session', 'trophy-streak-4']);
  });

  it('is derived by recomputeGoal from the log', () => {
    const goal = createGoal({ id: 'g', name: 'Piano', now: new Date(2026, 0, 1) });
    const start = new Date(2026, 0, 5, 10).getTime();
    const sessions: PracticeSession[] = [
      { id: 's', start, end: start + 21 * MS_PER_HOUR, source: 'timer' },
    ];
    const derived = recomputeGoal({ ...goal, sessions }, new Date(2026, 0, 6));
    // 21 h: Intermediate (20 h) reached, one week with trophies.
    expect(derived.medals).toEqual(['first-session', 'level-2']);
  });
});

describe('medal ids and names', () => {
  it('names every medal', () => {
    expect(MEDAL_IDS.map(medalName)).toEqual([
      'First session',
      'Reached Intermediate',
      'Reached Advanced',
      'Reached Master',
      'Reached Ninja',
      'Reached The One',
      'Reached God',
      '4-week trophy streak',
      '12-week trophy streak',
      '100 practice days',
    ]);
  });

  it('reads only known ids from stored data, once each, in order', () => {
    expect(readMedals(['level-2', 'first', 'first-session', 'level-2', 7])).toEqual([
      'first-session',
      'level-2',
    ]);
    expect(readMedals('first-session')).toEqual([]);
    expect(isMedalId('level-8')).toBe(false);
  });

  it('compares lists exactly', () => {
    expect(sameMedals(['first-session'], ['first-session'])).toBe(true);
    expect(sameMedals(['first-session'], [])).toBe(false);
  });
});
