import { describe, expect, it } from 'vitest';
import {
  decodePlan,
  defaultPlan,
  describePlan,
  encodePlan,
  isPlannedWeekday,
  planError,
  planOf,
  type PracticePlan,
} from './practice-plan';

const target = { type: 'hours' as const, value: 5 };

describe('the stored plan', () => {
  it.each<[PracticePlan, string]>([
    [{ kind: 'every-day' }, 'every-day'],
    [{ kind: 'weekdays', days: '12345' }, 'weekdays:12345'],
    [{ kind: 'weekdays', days: '06' }, 'weekdays:06'],
    [{ kind: 'per-week', count: 3 }, 'per-week:3'],
  ])('%j is stored as %s and read back', (plan, text) => {
    expect(encodePlan(plan)).toBe(text);
    expect(decodePlan(text)).toEqual(plan);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'weekdays:',
    'weekdays:54321',
    'weekdays:7',
    'weekdays:1123',
    'per-week:0',
    'per-week:8',
    'every day',
    'EVERY-DAY',
    { kind: 'every-day' },
  ])('%j is not a plan', (raw) => {
    expect(decodePlan(raw)).toBeNull();
  });
});

describe('the default plan', () => {
  it('is every day for a daily goal and no fixed days otherwise', () => {
    expect(defaultPlan({ frequency: 'daily', target })).toEqual({ kind: 'every-day' });
    expect(defaultPlan({ frequency: 'weekly', target })).toEqual({ kind: 'per-week', count: 1 });
    expect(defaultPlan({ frequency: 'monthly', target })).toEqual({
      kind: 'per-week',
      count: 1,
    });
  });

  it('takes N days a week from a weekly target of days, within 1–7', () => {
    const days = (value: number) => ({ type: 'days' as const, value });
    expect(defaultPlan({ frequency: 'weekly', target: days(4) })).toEqual({
      kind: 'per-week',
      count: 4,
    });
    expect(defaultPlan({ frequency: 'weekly', target: days(30) }).kind).toBe('per-week');
    expect(defaultPlan({ frequency: 'weekly', target: days(30) })).toMatchObject({ count: 7 });
    expect(defaultPlan({ frequency: 'monthly', target: days(12) })).toMatchObject({ count: 1 });
  });

  it('stands in for a missing or malformed stored plan', () => {
    expect(planOf({ frequency: 'daily', target })).toEqual({ kind: 'every-day' });
    expect(planOf({ frequency: 'daily', target, plan: 'garbage' })).toEqual({
      kind: 'every-day',
    });
    expect(planOf({ frequency: 'daily', target, plan: 'weekdays:15' })).toEqual({
      kind: 'weekdays',
      days: '15',
    });
  });
});

describe('planned weekdays', () => {
  it('follows the plan', () => {
    const weekdays: PracticePlan = { kind: 'weekdays', days: '12345' };
    expect([0, 1, 5, 6].map((d) => isPlannedWeekday(weekdays, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isPlannedWeekday({ kind: 'every-day' }, 0)).toBe(true);
    expect(isPlannedWeekday({ kind: 'per-week', count: 7 }, 3)).toBe(false);
  });

  it('is described in a few words', () => {
    expect(describePlan({ kind: 'weekdays', days: '12345' })).toBe('Mon–Fri');
    expect(describePlan({ kind: 'weekdays', days: '135' })).toBe('Mon, Wed, Fri');
    expect(describePlan({ kind: 'per-week', count: 3 })).toBe('3 days a week, any days');
    expect(describePlan({ kind: 'every-day' })).toBe('Every day');
  });
});

describe('planError', () => {
  it('asks for at least one weekday', () => {
    expect(planError({ kind: 'weekdays', days: '' })).toBe('Choose at least one day to practice.');
    expect(planError({ kind: 'weekdays', days: '1' })).toBeNull();
    expect(planError({ kind: 'every-day' })).toBeNull();
  });
});
