import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL_SETTINGS, cloneSettings } from './goal';
import { weeklyGoalFor } from './goal-settings';

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
