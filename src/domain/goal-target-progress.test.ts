import { describe, expect, it } from 'vitest';
import { createGoal, type Goal, type GoalSettings } from './goal';
import { recomputeGoal } from './goal-progress';
import { targetProgress } from './goal-target-progress';
import { MS_PER_HOUR, type PracticeSession } from './practice-sessions';
import { tallyDays, tallyOf } from './tally';

/** Local wall-clock time; month is 1-based. */
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

function session(id: string, start: Date, hours: number): PracticeSession {
  return {
    id,
    start: start.getTime(),
    end: start.getTime() + hours * MS_PER_HOUR,
    source: 'timer',
  };
}

function goalWith(
  target: GoalSettings['target'],
  frequency: GoalSettings['frequency'],
  sessions: PracticeSession[],
  now: Date,
  extra: Partial<GoalSettings> = {},
  startDate = at(2026, 1, 1, 8),
): Goal {
  const goal = createGoal({ id: 'g', name: 'Guitar', now: startDate });
  goal.settings = { ...goal.settings, frequency, target, ...extra };
  return recomputeGoal({ ...goal, sessions }, now);
}

describe('targetProgress: hours', () => {
  // Wednesday 14 Jan 2026; the week runs Sunday 11 – Saturday 17 Jan.
  const now = at(2026, 1, 14, 20);
  const sessions = [
    session('sat-before', at(2026, 1, 10, 23, 30), 2), // previous week (starts Saturday)
    session('sun', at(2026, 1, 11, 0, 0), 1.5), // first minute of the week
    session('wed', at(2026, 1, 14, 9), 2),
    session('month-start', at(2026, 1, 1, 0, 0), 1), // first minute of the month
  ];

  it('counts the hours of this week against a weekly target', () => {
    const progress = targetProgress(
      goalWith({ type: 'hours', value: 5 }, 'weekly', sessions, now),
      now,
    );
    expect(progress.text).toBe('3.5 / 5.0 h');
    expect(progress.period).toBe('this week');
    expect(progress.percent).toBeCloseTo(70);
  });

  it('counts only today against a daily target', () => {
    const progress = targetProgress(
      goalWith({ type: 'hours', value: 1 }, 'daily', sessions, now),
      now,
    );
    expect(progress.text).toBe('2.0 / 1.0 h');
    expect(progress.percent).toBe(100);
    expect(progress.period).toBe('today');
  });

  it('counts the whole calendar month against a monthly target, from its first minute', () => {
    const progress = targetProgress(
      goalWith({ type: 'hours', value: 20 }, 'monthly', sessions, now),
      now,
    );
    expect(progress.text).toBe('6.5 / 20.0 h');
  });

  it('counts the month and the day from the day totals when only this week is loaded', () => {
    // The goals page loads this week's sessions; its days come from the tally too.
    const goal = createGoal({ id: 'g', name: 'Guitar', now: at(2026, 1, 1, 8) });
    const days = tallyDays(tallyOf(sessions));
    const thisWeek = sessions.filter((s) => s.start >= at(2026, 1, 11, 0).getTime());
    const monthly = { ...goal.settings, frequency: 'monthly' as const };
    const loaded = recomputeGoal(
      { ...goal, settings: { ...monthly, target: { type: 'hours', value: 20 } } },
      now,
      'keep-earned',
      { days },
    );
    expect(targetProgress({ ...loaded, sessions: thisWeek }, now).text).toBe('6.5 / 20.0 h');
    const daily = { ...loaded, settings: { ...loaded.settings, frequency: 'daily' as const } };
    expect(targetProgress({ ...daily, sessions: [] }, now).text).toBe('2.0 / 20.0 h');
  });

  it('leaves out the last evening of the previous month', () => {
    const feb = at(2026, 2, 1, 10);
    const late = [session('jan-31', at(2026, 1, 31, 23, 59), 0.5)];
    const progress = targetProgress(
      goalWith({ type: 'hours', value: 2 }, 'monthly', late, feb),
      feb,
    );
    expect(progress.text).toBe('0.0 / 2.0 h');
  });
});

describe('targetProgress: days', () => {
  it('shows 1 / 5 days after one session this week', () => {
    const now = at(2026, 1, 14, 20);
    const goal = goalWith(
      { type: 'days', value: 5 },
      'weekly',
      [session('a', at(2026, 1, 14, 9), 1)],
      now,
    );
    expect(targetProgress(goal, now).text).toBe('1 / 5 days');
  });

  it('counts a practice day once however many sessions it has, and only in the period', () => {
    const now = at(2026, 1, 17, 22); // Saturday, last day of the week
    const sessions = [
      session('a', at(2026, 1, 17, 8), 1),
      session('b', at(2026, 1, 17, 18), 1),
      session('c', at(2026, 1, 11, 0, 5), 1), // Sunday, same week
      session('d', at(2026, 1, 10, 23), 1), // Saturday before: the week before
    ];
    expect(
      targetProgress(goalWith({ type: 'days', value: 5 }, 'weekly', sessions, now), now).text,
    ).toBe('2 / 5 days');
    expect(
      targetProgress(goalWith({ type: 'days', value: 1 }, 'daily', sessions, now), now).text,
    ).toBe('1 / 1 day');
    expect(
      targetProgress(goalWith({ type: 'days', value: 20 }, 'monthly', sessions, now), now).text,
    ).toBe('3 / 20 days');
  });

  it('puts a week that spans the new year in one week', () => {
    // Sunday 28 Dec 2025 – Saturday 3 Jan 2026 is one week.
    const now = at(2026, 1, 2, 12);
    const sessions = [session('a', at(2025, 12, 29, 10), 1), session('b', at(2026, 1, 1, 10), 1)];
    expect(
      targetProgress(
        goalWith({ type: 'days', value: 3 }, 'weekly', sessions, now, {}, at(2025, 12, 1)),
        now,
      ).text,
    ).toBe('2 / 3 days');
  });
});

describe('targetProgress: weeks and months', () => {
  const now = at(2026, 3, 20, 12);
  const sessions = [
    session('jan-a', at(2026, 1, 3, 10), 1), // week of 28 Dec
    session('jan-b', at(2026, 1, 4, 10), 1), // next week (Sunday)
    session('jan-c', at(2026, 1, 5, 10), 1), // same week as jan-b
    session('mar', at(2026, 3, 20, 10), 1),
  ];

  it('counts weeks with practice since the start', () => {
    const goal = goalWith({ type: 'weeks', value: 12 }, 'weekly', sessions, now);
    const progress = targetProgress(goal, now);
    expect(progress.text).toBe('3 / 12 weeks');
    expect(progress.period).toBe('since start');
  });

  it('counts months with practice since the start', () => {
    expect(
      targetProgress(goalWith({ type: 'months', value: 6 }, 'monthly', sessions, now), now).text,
    ).toBe('2 / 6 months');
  });

  it('leaves out practice days before the start (imported history)', () => {
    const goal = goalWith({ type: 'weeks', value: 4 }, 'weekly', sessions, now, {}, at(2026, 3, 1));
    expect(targetProgress(goal, now).text).toBe('1 / 4 weeks');
  });
});

describe('targetProgress: resources', () => {
  const now = at(2026, 1, 14);
  const resources: GoalSettings['resources'] = [
    { type: 'book', name: 'A', completed: true },
    { type: 'book', name: 'B', completed: true },
    { type: 'book', name: 'C', completed: false },
    { type: 'video', name: 'V', completed: true },
    { type: 'tutorial', name: 'T', completed: false },
  ];

  it('counts completed resources of the target type only', () => {
    const books = goalWith({ type: 'books', value: 3 }, 'weekly', [], now, { resources });
    expect(targetProgress(books, now).text).toBe('2 / 3 books');
    const videos = goalWith({ type: 'videos', value: 2 }, 'weekly', [], now, { resources });
    expect(targetProgress(videos, now).text).toBe('1 / 2 videos');
    const tutorials = goalWith({ type: 'tutorials', value: 1 }, 'weekly', [], now, { resources });
    expect(targetProgress(tutorials, now).text).toBe('0 / 1 tutorial');
  });

  it('shows a fractional target to one decimal and never passes 100 %', () => {
    const goal = goalWith({ type: 'books', value: 1.5 }, 'weekly', [], now, { resources });
    const progress = targetProgress(goal, now);
    expect(progress.text).toBe('2 / 1.5 books');
    expect(progress.percent).toBe(100);
  });
});
