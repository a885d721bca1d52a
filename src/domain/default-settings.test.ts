import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL_SETTINGS } from './goal';
import { parseDefaultSettings } from './default-settings';

describe('parseDefaultSettings', () => {
  it('keeps valid stored values', () => {
    expect(
      parseDefaultSettings({
        frequency: 'daily',
        target: { type: 'books', value: 3 },
        reminders: true,
        notifications: true,
      }),
    ).toEqual({
      frequency: 'daily',
      target: { type: 'books', value: 3 },
      resources: [],
      reminders: true,
      notifications: true,
    });
  });

  it('falls back field by field on bad input', () => {
    expect(
      parseDefaultSettings({ frequency: 'hourly', target: { type: 'x', value: 0 }, reminders: 1 }),
    ).toEqual(DEFAULT_GOAL_SETTINGS);
    expect(parseDefaultSettings(null)).toEqual(DEFAULT_GOAL_SETTINGS);
    expect(parseDefaultSettings('junk')).toEqual(DEFAULT_GOAL_SETTINGS);
  });
});
