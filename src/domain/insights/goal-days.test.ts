import { describe, expect, it } from 'vitest';
import { hoursByDay } from './day-hours';
import { goalDays } from './goal-days';
import { insightSessions } from './insight-sessions';
import { bestWeekday, hoursPerGoal, monthlyHours, weeklyHours } from './period-totals';
import { tallyDays, tallyOf } from '../tally';

const HOUR = 3_600_000;
const at = (m: number, d: number, h: number) => new Date(2026, m - 1, d, h).getTime();
const session = (id: string, start: number, hours: number) => ({
  id,
  start,
  end: start + hours * HOUR,
  source: 'manual' as const,
});

const piano = {
  id: 'g1',
  name: 'Piano',
  sessions: [
    session('a', at(3, 8, 23), 2), // runs past midnight: counts on March 8
    session('b', at(3, 8, 9), 1),
    session('c', at(11, 1, 7), 0.5),
  ],
};
const chess = { id: 'g2', name: 'Chess', sessions: [session('d', at(3, 29, 1), 1.5)] };
const goals = [piano, chess];
const dayTotals = new Map(goals.map((g) => [g.id, tallyDays(tallyOf(g.sessions))]));

describe('goalDays', () => {
  it('draws the same charts as the sessions they sum up', () => {
    const days = goalDays(goals, dayTotals);
    const sessions = insightSessions(goals);
    const today = new Date(2026, 10, 21, 15);
    expect(hoursByDay(days)).toEqual(hoursByDay(sessions));
    expect(weeklyHours(days, today)).toEqual(weeklyHours(sessions, today));
    expect(monthlyHours(days, today)).toEqual(monthlyHours(sessions, today));
    expect(hoursPerGoal(days)).toEqual(hoursPerGoal(sessions));
    expect(bestWeekday(days)).toEqual(bestWeekday(sessions));
  });

  it('gives one entry per goal and day, oldest first, for the chosen goals only', () => {
    const days = goalDays([piano], dayTotals);
    expect(days).toEqual([
      { goalId: 'g1', goalName: 'Piano', start: at(3, 8, 0), end: at(3, 8, 0) + 3 * HOUR },
      { goalId: 'g1', goalName: 'Piano', start: at(11, 1, 0), end: at(11, 1, 0) + 0.5 * HOUR },
    ]);
  });

  it('has nothing for a goal without day totals', () => {
    expect(goalDays([{ id: 'g9', name: 'Go' }], dayTotals)).toEqual([]);
  });
});
