import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GOAL_SETTINGS,
  FREQUENCIES,
  RESOURCE_TYPES,
  TARGET_TYPES,
  cloneSettings,
  createGoal,
  isActiveGoal,
  markActive,
  markCompleted,
  type GoalSettings,
} from './goal';

const now = new Date(Date.UTC(2026, 2, 8, 15, 30));

describe('createGoal', () => {
  it('applies the spec new-goal defaults', () => {
    const goal = createGoal({ id: 'g1', name: 'Piano', note: 'scales', now });
    expect(goal).toEqual({
      id: 'g1',
      name: 'Piano',
      note: 'scales',
      targetHours: 4,
      currentLevel: 1,
      startDate: '2026-03-08T15:30:00.000Z',
      totalTimeSpent: 0,
      weeklyTimeSpent: 0,
      weeklyGoal: 4,
      medals: [],
      trophies: 0,
      practiceDays: [],
      weeklyTrophies: [],
      settings: {
        frequency: 'weekly',
        target: { type: 'hours', value: 5 },
        resources: [],
        reminders: false,
        notifications: false,
      },
      sessions: [],
    });
    expect(goal.completed).toBeUndefined();
    expect(goal.imported).toBeUndefined();
  });

  it('trims the name and defaults the note to empty', () => {
    expect(createGoal({ id: 'g', name: '  Chess  ', now })).toMatchObject({
      name: 'Chess',
      note: '',
    });
  });

  it('uses given default settings without sharing them', () => {
    const defaults: GoalSettings = {
      frequency: 'daily',
      target: { type: 'books', value: 3 },
      resources: [{ type: 'book', name: 'SICP', completed: false }],
      reminders: true,
      notifications: true,
    };
    const goal = createGoal({ id: 'g', name: 'Read', now, settings: defaults });
    expect(goal.settings).toEqual(defaults);
    goal.settings.target.value = 9;
    goal.settings.resources[0]!.completed = true;
    expect(defaults.target.value).toBe(3);
    expect(defaults.resources[0]!.completed).toBe(false);
  });

  it('never lets a goal mutate the default template', () => {
    const a = createGoal({ id: 'a', name: 'A', now });
    a.settings.resources.push({ type: 'video', name: 'x', completed: false });
    a.settings.target.value = 1;
    expect(DEFAULT_GOAL_SETTINGS.resources).toEqual([]);
    expect(DEFAULT_GOAL_SETTINGS.target.value).toBe(5);
    expect(createGoal({ id: 'b', name: 'B', now }).settings.resources).toEqual([]);
    expect(cloneSettings(DEFAULT_GOAL_SETTINGS)).not.toBe(DEFAULT_GOAL_SETTINGS);
  });
});

describe('settings vocabulary', () => {
  it('lists the spec options', () => {
    expect(FREQUENCIES).toEqual(['daily', 'weekly', 'monthly']);
    expect(TARGET_TYPES).toEqual([
      'hours',
      'days',
      'weeks',
      'months',
      'books',
      'tutorials',
      'videos',
    ]);
    expect(RESOURCE_TYPES).toEqual(['book', 'tutorial', 'video', 'course', 'project']);
  });
});

describe('completion', () => {
  it('sets completedDate to now, and restoring clears it', () => {
    const goal = createGoal({ id: 'g', name: 'G', now });
    expect(isActiveGoal(goal)).toBe(true);
    const done = markCompleted(goal, new Date(Date.UTC(2026, 5, 1)));
    expect(done).toMatchObject({ completed: true, completedDate: '2026-06-01T00:00:00.000Z' });
    expect(isActiveGoal(done)).toBe(false);
    const restored = markActive(done);
    expect(restored.completed).toBe(false);
    expect('completedDate' in restored).toBe(false);
    expect(isActiveGoal(restored)).toBe(true);
    expect(done.completedDate).toBeDefined();
  });
});
