import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL_SETTINGS, cloneSettings } from './goal';
import { weeklyGoalFor, weeklyHoursGoal } from './goal-settings';

const settings = (
  frequency: 'daily' | 'weekly' | 'monthly',
  type = 'hours' as const,
  value = 6,
) => ({
  ...cloneSettings(DEFAULT_GOAL_SETTINGS),
  frequency,
  target: { type, value },
});

describe('weeklyGoalFor', () => {
  it('turns an hours target into hours per week', () => {
    expect(weeklyGoalFor(settings('weekly'), 4)).toBe(6);
    expect(weeklyGoalFor(settings('daily', 'hours', 1), 4)).toBe(7);
    expect(weeklyGoalFor(settings('monthly', 'hours', 13), 4)).toBe(3);
  });

  it('keeps the weekly goal for targets that are not hours', () => {
    const books = { ...settings('weekly'), target: { type: 'books' as const, value: 2 } };
    expect(weeklyGoalFor(books, 4)).toBe(4);
  });
});

describe('weeklyHoursGoal', () => {
  it('is the weekly goal of an hours target only', () => {
    const daily = { ...DEFAULT_GOAL_SETTINGS, frequency: 'daily' as const };
    const hours = { settings: { ...daily, target: { type: 'hours' as const, value: 2 } } };
    const days = { settings: { ...daily, target: { type: 'days' as const, value: 5 } } };
    expect(weeklyHoursGoal({ ...hours, weeklyGoal: 14 })).toBe(14);
    expect(weeklyHoursGoal({ ...days, weeklyGoal: 4 })).toBeNull();
  });
});
