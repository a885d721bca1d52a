import { describe, expect, it } from 'vitest';
import type { GoalSettings } from '../goal';
import { weekKey } from '../weeks';
import { applyImportChoices } from './apply-import-choices';
import { parseImportFile } from './parse-import-file';
import { sequentialIds } from './test-ids';

const NOW = new Date(2026, 10, 18, 20, 0);
const week = weekKey(NOW);

function imported() {
  const result = parseImportFile(
    JSON.stringify({
      goals: [
        {
          name: 'Piano',
          totalTimeSpent: 30,
          weeklyGoal: 4,
          currentLevel: 2,
          practiceDays: ['2026-11-16'],
          weeklyTrophies: [{ ...week, weeklyTimeSpent: 8, trophies: 2 }],
          settings: {
            frequency: 'daily',
            target: { type: 'hours', value: 1 },
            resources: [{ type: 'book', name: 'Hanon', completed: false }],
            reminders: true,
            notifications: true,
          },
        },
        { name: 'Chess', completed: true, completedDate: '2026-01-01T00:00:00.000Z' },
      ],
    }),
    NOW,
    sequentialIds(),
  );
  if (!result.ok) throw new Error(result.message);
  return result.goals;
}

const DEFAULTS: GoalSettings = {
  frequency: 'weekly',
  target: { type: 'hours', value: 2 },
  resources: [],
  reminders: false,
  notifications: false,
};

describe('applyImportChoices', () => {
  it('keeps the file figures and settings when nothing is chosen', () => {
    const items = imported();
    const goals = applyImportChoices(items, { customTimes: {}, applyDefaults: null }, NOW);
    expect(goals).toEqual(items.map((i) => i.goal));
  });

  it('custom times replace the total and the weekly hours of the import week', () => {
    const goals = applyImportChoices(
      imported(),
      { customTimes: { 'id-1': { totalHours: 12.5, weeklyHours: 7.5 } }, applyDefaults: null },
      NOW,
    );
    // Its daily 1-hour target is 7 hours a week.
    expect(goals[0]).toMatchObject({ totalTimeSpent: 12.5, weeklyTimeSpent: 7.5, trophies: 1 });
    expect(goals[0]?.currentLevel).toBe(1); // 12.5 h is below Intermediate (20 h)
    expect(goals[0]?.practiceDays).toEqual(['2026-11-16']);
    expect(goals[1]?.totalTimeSpent).toBe(0);
  });

  it('applies the defaults merged over each goal and the default target as weekly goal', () => {
    const goals = applyImportChoices(imported(), { customTimes: {}, applyDefaults: DEFAULTS }, NOW);
    expect(goals[0]?.settings).toEqual({
      ...DEFAULTS,
      resources: [{ type: 'book', name: 'Hanon', completed: false }],
    });
    expect(goals[0]).toMatchObject({ weeklyGoal: 2, weeklyTimeSpent: 8, trophies: 4 });
    expect(goals[1]).toMatchObject({ weeklyGoal: 2, completed: true });
  });

  it('turns a daily hours default into hours a week, and leaves the weekly goal for days', () => {
    const daily: GoalSettings = {
      ...DEFAULTS,
      frequency: 'daily',
      target: { type: 'hours', value: 1.5 },
    };
    const [hours] = applyImportChoices(imported(), { customTimes: {}, applyDefaults: daily }, NOW);
    expect(hours?.weeklyGoal).toBe(10.5);
    const days: GoalSettings = { ...DEFAULTS, target: { type: 'days', value: 5 } };
    const [counted] = applyImportChoices(imported(), { customTimes: {}, applyDefaults: days }, NOW);
    expect(counted?.weeklyGoal).toBe(7);
  });

  it('moves the weekly goal to the default from this week on: earlier weeks keep theirs', () => {
    const result = parseImportFile(
      JSON.stringify({
        goals: [
          {
            name: 'Piano',
            weeklyGoal: 4,
            settings: { frequency: 'weekly', target: { type: 'hours', value: 4 } },
            weeklyTrophies: [
              { year: 2026, weekNumber: 40, weeklyTimeSpent: 8, trophies: 2 },
              { ...week, weeklyTimeSpent: 8, trophies: 2 },
            ],
          },
        ],
      }),
      NOW,
      sequentialIds(),
    );
    if (!result.ok) throw new Error(result.message);
    const [goal] = applyImportChoices(
      result.goals,
      { customTimes: {}, applyDefaults: DEFAULTS },
      NOW,
    );
    expect(goal?.weeklyGoalHistory).toEqual([{ until: '2026-11-15', hours: 4 }]);
    expect(goal?.weeklyTrophies.map((w) => w.trophies)).toEqual([2, 4]);
    expect(goal?.trophies).toBe(6);
  });

  it('ignores custom times keyed by inherited names', () => {
    const customTimes = JSON.parse('{"__proto__": {"totalHours": 5, "weeklyHours": 1}}');
    const goals = applyImportChoices(imported(), { customTimes, applyDefaults: null }, NOW);
    expect(goals[0]?.totalTimeSpent).toBe(30);
  });
});
