import { describe, expect, it } from 'vitest';
import { fromGoalDocument, toFieldsDocument } from './goal-converter';

describe('goal converter', () => {
  it('reads stored medals as known ids only, and no medals field as never stored', () => {
    expect(fromGoalDocument('g', { medals: ['level-2', 'gold', 'first-session'] }).medals).toEqual([
      'first-session',
      'level-2',
    ]);
    expect(fromGoalDocument('g', {}).medals).toBeUndefined();
  });

  it('stores the weekly goals of past weeks as a map and reads them back, or none', () => {
    const weeklyGoalHistory = [{ until: '2026-11-15', hours: 4 }];
    const fields = toFieldsDocument({ weeklyGoal: 8, weeklyGoalHistory });
    expect(fields).toEqual({ weeklyGoal: 8, weeklyGoalHistory: { '2026-11-15': 4 } });
    expect(fromGoalDocument('g', fields).weeklyGoalHistory).toEqual(weeklyGoalHistory);
    expect(fromGoalDocument('g', {}).weeklyGoalHistory).toBeUndefined();
    expect(fromGoalDocument('g', { weeklyGoalHistory: 'x' }).weeklyGoalHistory).toBeUndefined();
  });

  it('writes medals as they are and a reminder time only when set', () => {
    expect(toFieldsDocument({ medals: ['first-session'] })).toEqual({ medals: ['first-session'] });
    const settings = {
      frequency: 'weekly' as const,
      target: { type: 'hours' as const, value: 5 },
      resources: [],
      reminders: true,
      notifications: false,
    };
    expect(toFieldsDocument({ settings }).settings).not.toHaveProperty('reminderTime');
    expect(
      toFieldsDocument({ settings: { ...settings, reminderTime: '19:00', reminderDays: '12345' } })
        .settings,
    ).toMatchObject({ reminderTime: '19:00', reminderDays: '12345' });
  });

  it('stores rest days as short texts and reads them back; a plan travels with the settings', () => {
    const restRanges = [
      { from: '2026-11-14', to: '2026-11-14' },
      { from: '2026-12-20', to: '2027-01-03' },
    ];
    const fields = toFieldsDocument({ restRanges });
    expect(fields).toEqual({ restDays: ['2026-11-14', '2026-12-20/2027-01-03'] });
    expect(fromGoalDocument('g', fields).restRanges).toEqual(restRanges);
    expect(fromGoalDocument('g', {}).restRanges).toBeUndefined();
    expect(fromGoalDocument('g', { restDays: 'junk' }).restRanges).toEqual([]);
    const settings = {
      frequency: 'daily',
      target: { type: 'hours', value: 1 },
      plan: 'per-week:3',
    };
    expect(fromGoalDocument('g', { settings }).settings.plan).toBe('per-week:3');
    expect(
      fromGoalDocument('g', { settings: { ...settings, plan: 'x' } }).settings.plan,
    ).toBeUndefined();
  });
});
