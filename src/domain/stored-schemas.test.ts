import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL_SETTINGS } from './goal';
import {
  readEveryField,
  readStored,
  storedGoalFields,
  storedProfile,
  storedSession,
  storedSettings,
  storedTimer,
} from './stored-schemas';

const GARBAGE: unknown[] = [
  null,
  undefined,
  0,
  'text',
  true,
  [],
  [1, 2],
  { __proto__: { name: 'x' } },
  { name: 7, settings: 'x', completed: 'yes', startDate: {} },
  { start: '1', end: Infinity, goalId: 3 },
  { target: null, frequency: ['daily'] },
];

describe('stored values', () => {
  it('never throws, whatever was stored', () => {
    for (const raw of GARBAGE) {
      expect(() => readEveryField(storedGoalFields, raw)).not.toThrow();
      expect(() => readEveryField(storedProfile, raw)).not.toThrow();
      expect(() => readEveryField(storedSettings, raw)).not.toThrow();
      expect(readStored(storedSession, raw, 'skipped')).toBe('skipped');
      expect(readStored(storedTimer, raw, null)).toBeNull();
    }
  });

  it('lets a malformed setting fall back on its own, keeping the valid ones', () => {
    expect(
      readEveryField(storedSettings, {
        frequency: 'hourly',
        target: { type: 'books', value: 0 },
        resources: ['book|1|Scales'],
        reminders: 'yes',
        notifications: true,
      }),
    ).toEqual({
      frequency: 'weekly',
      target: { type: 'books', value: 5 },
      resources: [{ type: 'book', name: 'Scales', completed: true }],
      reminders: false,
      notifications: true,
    });
  });

  it('keeps a valid reminder time and weekdays and drops malformed ones', () => {
    const kept = readEveryField(storedSettings, { reminderTime: '07:30', reminderDays: '135' });
    expect(kept.reminderTime).toBe('07:30');
    expect(kept.reminderDays).toBe('135');
    const dropped = readEveryField(storedSettings, { reminderTime: '7pm', reminderDays: '531' });
    expect(dropped.reminderTime).toBeUndefined();
    expect(dropped.reminderDays).toBeUndefined();
    expect(readEveryField(storedSettings, {}).reminderTime).toBeUndefined();
  });

  it('gives every read its own defaults, never a shared object', () => {
    const first = readEveryField(storedGoalFields, {});
    first.settings.target.value = 99;
    first.settings.resources.push({ type: 'book', name: 'x', completed: false });
    const second = readEveryField(storedGoalFields, {});
    expect(second.settings).toEqual(DEFAULT_GOAL_SETTINGS);
    expect(DEFAULT_GOAL_SETTINGS.target.value).toBe(5);
  });

  it('reads the goal fields a person sets, each with its default', () => {
    expect(
      readEveryField(storedGoalFields, { name: 'Piano', completed: 'true', weeklyGoal: NaN }),
    ).toMatchObject({
      name: 'Piano',
      note: '',
      targetHours: 4,
      weeklyGoal: 4,
      completed: false,
    });
    expect(readEveryField(storedGoalFields, { completedDate: 5 }).completedDate).toBeUndefined();
    expect(
      readEveryField(storedGoalFields, { completed: true, completedDate: '2026-01-02' }),
    ).toMatchObject({ completed: true, completedDate: '2026-01-02' });
  });

  it('skips a session without its times and defaults its source', () => {
    expect(readStored(storedSession, { start: 1, end: 2, source: 'radio' }, null)).toEqual({
      start: 1,
      end: 2,
      source: 'manual',
      editedAt: undefined,
    });
    expect(readStored(storedSession, { start: 1 }, null)).toBeNull();
  });

  it('reads a timer that forgot whether it runs as stopped, and needs its goal', () => {
    expect(readStored(storedTimer, { goalId: 'g', startTime: 5 }, null)).toEqual({
      goalId: 'g',
      startTime: 5,
      isRunning: false,
    });
    expect(readStored(storedTimer, { startTime: 5, isRunning: true }, null)).toBeNull();
  });

  it('reads a profile leniently: an unknown role or plan reads as a free user', () => {
    expect(
      readEveryField(storedProfile, { role: 'owner', subscriptionPlan: 'gold', isActive: 'no' }),
    ).toEqual({
      email: '',
      displayName: null,
      role: 'user',
      subscriptionPlan: 'free',
      createdAt: '',
      lastLoginAt: '',
      isActive: true,
    });
    expect(readEveryField(storedProfile, { isActive: false, role: 'admin' })).toMatchObject({
      isActive: false,
      role: 'admin',
    });
  });
});
