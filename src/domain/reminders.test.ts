import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from './goal';
import {
  DEFAULT_REMINDER_TIME,
  defaultReminderDays,
  reminderDaysOf,
  reminderTimeText,
  dueReminders,
  isReminderDays,
  isReminderTime,
  markReminded,
  parseRemindedDays,
  reminderTimeOf,
  reminderTitle,
  toggleReminderDay,
} from './reminders';

/** Local wall-clock time; month is 1-based. 14 Jan 2026 is a Wednesday (3). */
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s);

function goal(over: Partial<Goal> = {}, settings: Partial<Goal['settings']> = {}): Goal {
  const g = createGoal({ id: 'g1', name: 'Violin', now: at(2026, 1, 1) });
  return { ...g, ...over, settings: { ...g.settings, reminders: true, ...settings } };
}

describe('dueReminders', () => {
  const seven = { reminderTime: '19:00' };

  it('is due from the reminder time on, not a second before', () => {
    const goals = [goal({}, seven)];
    expect(dueReminders(goals, at(2026, 1, 14, 18, 59, 59), {})).toEqual([]);
    expect(dueReminders(goals, at(2026, 1, 14, 19, 0), {})).toEqual(goals);
    expect(dueReminders(goals, at(2026, 1, 14, 23, 59), {})).toEqual(goals);
  });

  it('uses 19:00 when no time was chosen', () => {
    expect(DEFAULT_REMINDER_TIME).toBe('19:00');
    expect(reminderTimeOf({})).toBe('19:00');
    expect(dueReminders([goal()], at(2026, 1, 14, 19, 0), {})).toHaveLength(1);
  });

  it('is not due once reminded today, but again the next day', () => {
    const goals = [goal({}, seven)];
    const reminded = markReminded({}, ['g1'], at(2026, 1, 14, 19), new Set(['g1']));
    expect(dueReminders(goals, at(2026, 1, 14, 21), reminded)).toEqual([]);
    expect(dueReminders(goals, at(2026, 1, 15, 19, 0), reminded)).toEqual(goals);
  });

  it('is not due when off, completed, practiced today or not one of its days', () => {
    const now = at(2026, 1, 14, 20);
    expect(dueReminders([goal({}, { reminders: false })], now, {})).toEqual([]);
    expect(dueReminders([goal({ completed: true })], now, {})).toEqual([]);
    expect(dueReminders([goal({ practiceDays: ['2026-01-14'] })], now, {})).toEqual([]);
    expect(dueReminders([goal({ practiceDays: ['2026-01-13'] })], now, {})).toHaveLength(1);
    expect(dueReminders([goal({}, { reminderDays: '12456' })], now, {})).toEqual([]);
    expect(dueReminders([goal({}, { reminderDays: '3' })], now, {})).toHaveLength(1);
  });
});

describe('reminder settings', () => {
  it('accepts only HH:mm times and ascending weekday digits', () => {
    expect(isReminderTime('07:30')).toBe(true);
    expect(isReminderTime('24:00')).toBe(false);
    expect(isReminderTime('7:30')).toBe(false);
    expect(isReminderDays('0246')).toBe(true);
    expect(isReminderDays('')).toBe(true);
    expect(isReminderDays('60')).toBe(false);
    expect(isReminderDays('117')).toBe(false);
  });

  it('toggles a weekday keeping the order', () => {
    expect(toggleReminderDay('135', 0, true)).toBe('0135');
    expect(toggleReminderDay('0135', 3, false)).toBe('015');
  });

  it('reads a damaged record as nothing reminded and forgets goals that are gone', () => {
    expect(parseRemindedDays('x')).toEqual({});
    expect(parseRemindedDays({ a: '2026-01-14', b: 3 })).toEqual({ a: '2026-01-14' });
    expect(markReminded({ old: '2026-01-01' }, ['g1'], at(2026, 1, 14), new Set(['g1']))).toEqual({
      g1: '2026-01-14',
    });
  });

  it('says what to do', () => {
    expect(reminderTitle('Violin')).toBe('Time to practice Violin');
  });
});

describe('dueReminders and the plan', () => {
  const now = at(2026, 1, 17, 20); // Saturday
  it('skips days the plan leaves free, and rest days', () => {
    expect(dueReminders([goal({}, { plan: 'weekdays:12345' })], now, {})).toEqual([]);
    expect(dueReminders([goal({}, { plan: 'weekdays:6' })], now, {})).toHaveLength(1);
    const resting = goal({ restRanges: [{ from: '2026-01-16', to: '2026-01-18' }] });
    expect(dueReminders([resting], now, {})).toEqual([]);
    const allGoals = [{ from: '2026-01-17', to: '2026-01-17' }];
    expect(dueReminders([goal()], now, {}, allGoals)).toEqual([]);
    expect(dueReminders([goal()], now, {})).toHaveLength(1);
  });

  it('reminds on any day for N days a week', () => {
    expect(dueReminders([goal({}, { plan: 'per-week:2' })], now, {})).toHaveLength(1);
  });
});

describe('the reminder days until some are chosen', () => {
  const settings = (plan?: string) => ({
    ...createGoal({ id: 'g', name: 'G', now: new Date(2026, 0, 5) }).settings,
    ...(plan ? { plan } : {}),
  });
  it("are the plan's weekdays, or every day", () => {
    expect(defaultReminderDays({ kind: 'weekdays', days: '12345' })).toBe('12345');
    expect(defaultReminderDays({ kind: 'per-week', count: 3 })).toBe('0123456');
    expect(reminderDaysOf(settings('weekdays:12345'))).toBe('12345');
    expect(reminderDaysOf(settings('every-day'))).toBe('0123456');
    expect(reminderDaysOf({ ...settings('weekdays:12345'), reminderDays: '06' })).toBe('06');
  });
});

describe('a reminder time in words', () => {
  it('reads as the time field beside it does in the locale', () => {
    expect(reminderTimeText('19:00', 'en-US')).toMatch(/^07:00\s?PM$/);
    expect(reminderTimeText('19:05', 'en-GB')).toBe('19:05');
  });
});
