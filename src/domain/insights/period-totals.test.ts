import { describe, expect, it } from 'vitest';
import type { InsightSession } from './insight-sessions';
import { bestWeekday, hoursPerGoal, monthlyHours, weeklyHours } from './period-totals';

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();
const session = (goalId: string, start: number, hours: number): InsightSession => ({
  id: `${goalId}-${start}`,
  goalId,
  goalName: goalId.toUpperCase(),
  start,
  end: start + hours * 3_600_000,
});
const today = new Date(2026, 10, 21, 15); // Saturday 21 November 2026

describe('weeklyHours', () => {
  it('sums the last 12 Sunday weeks, the current one last', () => {
    const weeks = weeklyHours(
      [
        session('a', local(2026, 11, 15, 9), 1), // Sunday of this week
        session('a', local(2026, 11, 21, 22), 2), // today
        session('b', local(2026, 11, 14, 23), 0.5), // Saturday of last week
        session('b', local(2026, 8, 29, 10), 4), // before the 12 weeks
      ],
      today,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ label: 'Nov 15', name: 'Week of Nov 15, 2026' });
    expect(weeks.at(-1)?.hours).toBe(3);
    expect(weeks.at(-2)?.hours).toBe(0.5);
    expect(weeks[0]?.label).toBe('Aug 30');
    expect(weeks.reduce((sum, w) => sum + w.hours, 0)).toBe(3.5);
  });

  it('has seven calendar days per week over a daylight-saving change', () => {
    const weeks = weeklyHours([session('a', local(2026, 11, 1, 0), 1)], today);
    const week = weeks.find((w) => w.label === 'Nov 1');
    expect(week?.hours).toBe(1);
    for (const w of weeks) expect(w.start.getDay()).toBe(0);
  });
});

describe('monthlyHours', () => {
  it('sums the last 12 calendar months across a year end', () => {
    const months = monthlyHours(
      [
        session('a', local(2026, 11, 1, 0), 1),
        session('a', local(2026, 1, 31, 23), 2),
        session('a', local(2025, 12, 1, 0), 3),
        session('a', local(2025, 11, 30, 23), 4), // 13 months ago
        session('a', local(2026, 12, 1, 0), 5), // after this month
      ],
      today,
    );
    expect(months.map((m) => m.label)).toEqual([
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
    expect(months.map((m) => m.hours)).toEqual([3, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(months[0]?.name).toBe('December 2025');
  });
});

describe('hoursPerGoal and bestWeekday', () => {
  const sessions = [
    session('a', local(2026, 11, 17, 9), 1), // Tuesday
    session('b', local(2026, 11, 17, 20), 2), // Tuesday
    session('b', local(2026, 11, 21, 9), 2.5), // Saturday
  ];

  it('totals each goal, most first', () => {
    expect(hoursPerGoal(sessions)).toEqual([
      { goalId: 'b', goalName: 'B', hours: 4.5 },
      { goalId: 'a', goalName: 'A', hours: 1 },
    ]);
  });

  it('finds the weekday with the most hours', () => {
    expect(bestWeekday(sessions)).toEqual({ weekday: 'Tuesday', hours: 3 });
    expect(bestWeekday([])).toBeNull();
  });
});
