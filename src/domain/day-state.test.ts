import { describe, expect, it } from 'vitest';
import { dayState, dayStateLabel, type DayStateContext } from './day-state';
import { monthGrid } from './calendar';
import { weekdayDate } from './display-dates';

// November 2026: Sunday the 1st; today is Saturday the 14th.
const base: DayStateContext = {
  practiceDays: new Set(['2026-11-02', '2026-11-03', '2026-11-07', '2026-11-14']),
  plan: { kind: 'weekdays', days: '12345' },
  rest: [{ from: '2026-11-09', to: '2026-11-11' }],
  today: '2026-11-14',
  startDay: '2026-11-02',
};

describe('dayState', () => {
  it.each([
    ['2026-11-02', 'practiced', 'a practiced planned day'],
    ['2026-11-07', 'practiced', 'a practiced Saturday (not planned, still practiced)'],
    ['2026-11-04', 'missed', 'a past planned day without practice'],
    ['2026-11-01', 'unplanned', 'a Sunday (and before the start)'],
    ['2026-11-08', 'unplanned', 'a Sunday since the start'],
    ['2026-11-10', 'rest', 'a weekday of the break'],
    ['2026-11-12', 'missed', 'the day after the break'],
    ['2026-11-16', 'planned', 'a planned day to come'],
    ['2026-11-15', 'unplanned', 'a Sunday to come'],
  ])('%s is %s (%s)', (key, state) => {
    expect(dayState(key, base)).toBe(state);
  });

  it('leaves today open until it is over', () => {
    expect(dayState('2026-11-13', { ...base, today: '2026-11-13' })).toBe('planned');
    expect(dayState('2026-11-13', { ...base, today: '2026-11-14' })).toBe('missed');
  });

  it('days before the start were not planned', () => {
    expect(dayState('2026-10-30', base)).toBe('unplanned');
  });

  it('a rest day to come is rest', () => {
    expect(
      dayState('2026-12-01', { ...base, rest: [{ from: '2026-12-01', to: '2026-12-01' }] }),
    ).toBe('rest');
  });

  it('an N-days-a-week plan never marks a single day missed', () => {
    const states = monthGrid(new Date(2026, 10, 1))
      .flat()
      .map((d) => dayState(d.key, { ...base, plan: { kind: 'per-week', count: 3 } }));
    expect(states).not.toContain('missed');
    expect(states).toContain('practiced');
  });

  it('a Mon–Fri month has no red weekend', () => {
    const weekendStates = monthGrid(new Date(2026, 10, 1))
      .flat()
      .filter((d) => d.date.getDay() === 0 || d.date.getDay() === 6)
      .map((d) => dayState(d.key, { ...base, practiceDays: new Set() }));
    expect(weekendStates.every((s) => s === 'unplanned')).toBe(true);
  });
});

describe('dayStateLabel', () => {
  it('says the date and the state', () => {
    expect(dayStateLabel(weekdayDate(new Date(2025, 10, 14)), 'rest')).toBe(
      'Fri, Nov 14, 2025, rest day',
    );
    expect(dayStateLabel(weekdayDate(new Date(2026, 10, 14)), 'practiced', true)).toBe(
      'Sat, Nov 14, 2026, today, practiced',
    );
    expect(dayStateLabel(weekdayDate(new Date(2026, 10, 15)), 'unplanned')).toBe(
      'Sun, Nov 15, 2026, not planned',
    );
  });
});
