import { addDays } from 'date-fns/addDays';
import { describe, expect, it } from 'vitest';
import type { PracticePlan } from './practice-plan';
import type { RestRange } from './rest-ranges';
import { streaks, type StreakInput } from './streaks';
import { dayKey } from './weeks';

const EVERY_DAY: PracticePlan = { kind: 'every-day' };
const MON_FRI: PracticePlan = { kind: 'weekdays', days: '12345' };
const perWeek = (count: number): PracticePlan => ({ kind: 'per-week', count });
const at = (key: string, hour = 12) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!, hour);
};
/** Every day from `from` to `to`, both included, except those `skip` names. */
function daysFrom(from: string, to: string, skip: (date: Date) => boolean = () => false) {
  const keys: string[] = [];
  for (let d = at(from); dayKey(d) <= to; d = addDays(d, 1)) if (!skip(d)) keys.push(dayKey(d));
  return keys;
}
const weekend = (d: Date) => d.getDay() === 0 || d.getDay() === 6;
const run = (
  plan: PracticePlan,
  practiceDays: string[],
  today: string,
  rest: RestRange[] = [],
  extra: Partial<StreakInput> = {},
) => streaks({ plan, practiceDays, rest, today: at(today, 20), ...extra });

// The streak rules, case by case (the table).
describe('streaks of a plan of days', () => {
  it('nothing practiced: no streak', () => {
    expect(run(EVERY_DAY, [], '2026-11-14')).toEqual({ current: 0, longest: 0, unit: 'day' });
  });

  it('today not yet practiced breaks nothing', () => {
    expect(run(EVERY_DAY, daysFrom('2026-11-10', '2026-11-13'), '2026-11-14')).toMatchObject({
      current: 4,
      longest: 4,
    });
  });

  it('today practiced extends it', () => {
    expect(run(EVERY_DAY, daysFrom('2026-11-10', '2026-11-14'), '2026-11-14').current).toBe(5);
  });

  it('a missed planned day breaks it; the longest is kept', () => {
    const days = [...daysFrom('2026-11-01', '2026-11-06'), ...daysFrom('2026-11-08', '2026-11-10')];
    expect(run(EVERY_DAY, days, '2026-11-10')).toMatchObject({ current: 3, longest: 6 });
  });

  it('a missed yesterday leaves no current streak', () => {
    expect(run(EVERY_DAY, daysFrom('2026-11-01', '2026-11-12'), '2026-11-14')).toMatchObject({
      current: 0,
      longest: 12,
    });
  });

  it('Mon–Fri: weekends neither extend nor break it', () => {
    const days = daysFrom('2026-11-02', '2026-11-13', weekend);
    expect(run(MON_FRI, days, '2026-11-15')).toMatchObject({ current: 10, longest: 10 });
  });

  it('Mon–Fri: weekend practice does not extend it', () => {
    const days = daysFrom('2026-11-02', '2026-11-13');
    expect(run(MON_FRI, days, '2026-11-15').current).toBe(10);
  });

  it('a week of holiday neither extends nor breaks it', () => {
    const days = [
      ...daysFrom('2026-11-02', '2026-11-06', weekend),
      ...daysFrom('2026-11-16', '2026-11-20', weekend),
    ];
    const holiday = [{ from: '2026-11-07', to: '2026-11-15' }];
    expect(run(MON_FRI, days, '2026-11-20', holiday)).toMatchObject({ current: 10 });
    expect(run(MON_FRI, days, '2026-11-20').current).toBe(5);
  });

  it('a rest day practiced does not count', () => {
    const days = daysFrom('2026-11-02', '2026-11-06');
    expect(
      run(EVERY_DAY, days, '2026-11-06', [{ from: '2026-11-04', to: '2026-11-04' }]).current,
    ).toBe(4);
  });

  it('days before the goal’s start are not planned', () => {
    const days = daysFrom('2026-11-01', '2026-11-05');
    expect(run(EVERY_DAY, days, '2026-11-05', [], { startDay: '2026-11-03' }).current).toBe(3);
  });

  it.each([
    ['spring forward', '2026-03-01', '2026-03-14'],
    ['fall back', '2026-10-25', '2026-11-07'],
  ])('counts each day of a DST week once (%s)', (_name, from, to) => {
    const days = daysFrom(from, to);
    expect(run(EVERY_DAY, days, to)).toMatchObject({ current: 14, longest: 14 });
  });

  it('runs across a year end', () => {
    const days = daysFrom('2026-12-28', '2027-01-08', weekend);
    expect(run(MON_FRI, days, '2027-01-10')).toMatchObject({ current: 10, longest: 10 });
  });

  it('counts an old history quickly and exactly', () => {
    const days = daysFrom('2001-01-01', '2026-11-14');
    expect(run(EVERY_DAY, days, '2026-11-14').current).toBe(days.length);
  });
});

describe('streaks of N days a week', () => {
  it('counts weeks that met N, in weeks', () => {
    // Weeks of 1, 8 and 15 November 2026, three days each.
    const days = [
      '2026-11-02',
      '2026-11-04',
      '2026-11-06',
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ];
    expect(run(perWeek(3), days, '2026-11-20')).toEqual({ current: 3, longest: 3, unit: 'week' });
  });

  it('a week short of N breaks it', () => {
    const days = [
      '2026-11-02',
      '2026-11-04',
      '2026-11-06',
      '2026-11-09',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ];
    expect(run(perWeek(3), days, '2026-11-20')).toMatchObject({ current: 1, longest: 1 });
  });

  it('this week breaks nothing until it is over', () => {
    const days = ['2026-11-02', '2026-11-04', '2026-11-06', '2026-11-16'];
    expect(run(perWeek(3), days, '2026-11-16').current).toBe(0);
    expect(run(perWeek(2), ['2026-11-10', '2026-11-12', '2026-11-16'], '2026-11-16').current).toBe(
      1,
    );
  });

  it('a week all rest is skipped; a week partly rest needs fewer days', () => {
    const days = [
      '2026-11-02',
      '2026-11-04',
      '2026-11-06',
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ];
    const rest = [{ from: '2026-11-08', to: '2026-11-19' }];
    // 8–14 all rest (skipped); 15–21 has Fri and Sat open: two needed, one done.
    expect(run(perWeek(3), days, '2026-11-27', rest).current).toBe(1);
    const restLonger = [{ from: '2026-11-08', to: '2026-11-20' }];
    expect(run(perWeek(3), days, '2026-11-27', restLonger).current).toBe(3);
  });

  it('runs across a year end week', () => {
    const days = [
      '2026-12-22',
      '2026-12-24',
      '2026-12-29',
      '2027-01-01',
      '2027-01-05',
      '2027-01-07',
    ];
    expect(run(perWeek(2), days, '2027-01-09')).toMatchObject({ current: 3, longest: 3 });
  });

  it('runs across DST weeks', () => {
    const days = [
      '2026-03-02',
      '2026-03-08',
      '2026-03-09',
      '2026-03-15',
      '2026-10-27',
      '2026-11-01',
      '2026-11-08',
    ];
    expect(run(perWeek(1), days, '2026-03-20').current).toBe(3);
    expect(run(perWeek(1), days, '2026-11-10').current).toBe(3);
  });
});
