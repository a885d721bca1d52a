import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL_SETTINGS, cloneSettings } from './goal';
import { readAccountPreferences, withAccountSettings } from './preferences';

describe('readAccountPreferences', () => {
  it('reads nothing from a profile without preferences', () => {
    expect(readAccountPreferences({ email: 'a@b.c' })).toEqual({ defaultSettings: {} });
  });

  it('reads the fields the account holds, and only those', () => {
    expect(
      readAccountPreferences({
        defaultSettings: { frequency: 'daily', target: { type: 'books', value: 8 } },
        goalView: 'three',
      }),
    ).toEqual({
      defaultSettings: { frequency: 'daily', target: { type: 'books', value: 8 } },
      goalView: 'three',
    });
  });

  it('gives a malformed field its default', () => {
    expect(
      readAccountPreferences({
        defaultSettings: { frequency: 'yearly', reminders: 'yes', reminderTime: '25:00' },
        goalView: 'four',
      }),
    ).toEqual({
      defaultSettings: { frequency: 'weekly', reminders: false, reminderTime: undefined },
      goalView: 'single',
    });
  });

  it('gives malformed default settings the defaults', () => {
    const { defaultSettings } = readAccountPreferences({ defaultSettings: 'daily' });
    expect(withAccountSettings(cloneSettings(DEFAULT_GOAL_SETTINGS), defaultSettings)).toEqual(
      DEFAULT_GOAL_SETTINGS,
    );
    expect(defaultSettings.frequency).toBe('weekly');
  });

  it('ignores keys that are not preferences', () => {
    expect(readAccountPreferences({ defaultSettings: { theme: 'dark' } })).toEqual({
      defaultSettings: {},
    });
  });
});

describe('withAccountSettings', () => {
  it("lays the account's fields over the device's copy", () => {
    const local = { ...cloneSettings(DEFAULT_GOAL_SETTINGS), reminderTime: '07:00' };
    expect(withAccountSettings(local, { frequency: 'monthly', reminderTime: undefined })).toEqual({
      ...DEFAULT_GOAL_SETTINGS,
      frequency: 'monthly',
    });
    expect(withAccountSettings(local, { reminders: true })).toEqual({ ...local, reminders: true });
  });
});

describe('rest days of all goals', () => {
  it('are read when the account holds them, defensively', () => {
    expect(readAccountPreferences({}).restRanges).toBeUndefined();
    expect(readAccountPreferences({ restDays: ['2026-12-24/2026-12-26', 'x'] }).restRanges).toEqual(
      [{ from: '2026-12-24', to: '2026-12-26' }],
    );
    expect(readAccountPreferences({ restDays: 'x' }).restRanges).toEqual([]);
  });

  it('a default plan is one of the default settings the account keeps', () => {
    const read = readAccountPreferences({ defaultSettings: { plan: 'weekdays:12345' } });
    expect(read.defaultSettings).toEqual({ plan: 'weekdays:12345' });
  });
});
