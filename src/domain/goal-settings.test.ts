import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL_SETTINGS, cloneSettings, createGoal } from './goal';
import { applyTimerStop } from './goal-progress';
import { applyGoalSettings, derivedFiguresDiffer, weeklyGoalFor } from './goal-settings';

const HOUR = 3_600_000;
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

describe('applyGoalSettings', () => {
  it('re-scores trophies against the new weekly goal', () => {
    const now = new Date(2026, 5, 10, 20);
    const start = new Date(2026, 5, 10, 10).getTime();
    const stopped = applyTimerStop(
      createGoal({ id: 'g', name: 'Piano', now }),
      start,
      start + 8 * HOUR,
    );
    if (!stopped.ok) throw new Error(stopped.error);
    expect(stopped.goal.trophies).toBe(2);
    const updated = applyGoalSettings(stopped.goal, settings('weekly', 'hours', 8), now);
    expect(updated.weeklyGoal).toBe(8);
    expect(updated.trophies).toBe(1);
    expect(updated.settings).not.toBe(stopped.goal.settings);
  });
});

describe('derivedFiguresDiffer', () => {
  it('notices stale figures and ignores equal ones', () => {
    const goal = createGoal({ id: 'g', name: 'Piano', now: new Date(2026, 0, 1) });
    expect(derivedFiguresDiffer(goal, { ...goal })).toBe(false);
    expect(derivedFiguresDiffer(goal, { ...goal, weeklyTimeSpent: 1 })).toBe(true);
  });
});
