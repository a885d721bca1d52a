import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL_SETTINGS } from './goal';
import { milestonesBetween } from './milestones';

const before = {
  name: 'Chess',
  settings: DEFAULT_GOAL_SETTINGS,
  weeklyTimeSpent: 3,
  weeklyGoal: 4,
  trophies: 2,
  currentLevel: 1,
  medals: ['first-session'],
};

describe('milestonesBetween', () => {
  it('finds nothing when nothing was achieved', () => {
    expect(milestonesBetween(before, { ...before, weeklyTimeSpent: 3.5 })).toEqual([]);
  });

  it('finds the weekly goal, a trophy, a level and a new medal', () => {
    const after = {
      ...before,
      weeklyTimeSpent: 4,
      trophies: 3,
      currentLevel: 2,
      medals: ['first-session', 'level-2'],
    };
    expect(milestonesBetween(before, after).map((m) => m.title)).toEqual([
      'Weekly goal reached',
      'New trophy',
      'New level: Intermediate',
      'New medal: Reached Intermediate',
    ]);
  });

  it('does not repeat the weekly goal once it was reached, nor count losses', () => {
    const reached = { ...before, weeklyTimeSpent: 5 };
    expect(milestonesBetween(reached, { ...reached, weeklyTimeSpent: 6 })).toEqual([]);
    expect(milestonesBetween(before, { ...before, trophies: 1, medals: [] })).toEqual([]);
  });

  it('finds no weekly goal for a target that is not hours: nobody set one', () => {
    const settings = { ...DEFAULT_GOAL_SETTINGS, target: { type: 'days' as const, value: 5 } };
    const days = { ...before, settings };
    expect(milestonesBetween(days, { ...days, weeklyTimeSpent: 4 })).toEqual([]);
  });
});
