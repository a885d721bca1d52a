// A shared goal shows what the owner's card shows: its figures, its plan and streaks, and what
// each recent day was, all read through the goal's practice view (practice-view.ts).
import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from './goal';
import { recomputeGoal } from './goal-progress';
import { MS_PER_HOUR, type PracticeSession } from './practice-sessions';
import { goalPracticeView } from './practice-view';
import type { RestRange } from './rest-ranges';
import { readSnapshot, sharedSnapshot, toStoredSnapshot } from './sharing-snapshot';
import { dayKey } from './weeks';

// Saturday 21 November 2026, afternoon.
const TODAY = new Date(2026, 10, 21, 15);
const day = (d: number, month = 10) => new Date(2026, month, d, 18);
const session = (start: Date, hours: number): PracticeSession => ({
  id: `s${start.getTime()}`,
  start: start.getTime(),
  end: start.getTime() + hours * MS_PER_HOUR,
  source: 'manual',
});

/** A goal of `plan` with 5 h a week, practised on these days of November, with rest. */
function practised(plan: string, days: number[], restRanges: RestRange[]): Goal {
  const base = createGoal({ id: 'g', name: 'Piano', note: '', now: new Date(2026, 9, 1) });
  const goal: Goal = {
    ...base,
    settings: { ...base.settings, frequency: 'weekly', target: { type: 'hours', value: 5 }, plan },
    weeklyGoal: 5,
    restRanges,
    sessions: days.map((d) => session(day(d), 2.5)),
  };
  return recomputeGoal(goal, TODAY, 'from-total');
}

/** What the owner's card reads of the goal, and what the link's reader gets back. */
function cardAndShare(goal: Goal, allGoalsRest: RestRange[]) {
  const card = goalPracticeView(goal, allGoalsRest, TODAY);
  const stored = toStoredSnapshot(sharedSnapshot([goal], TODAY, allGoalsRest));
  const [shared] = readSnapshot(JSON.parse(JSON.stringify(stored)));
  return { card, shared: shared! };
}

const lastDays = (n: number) =>
  Array.from({ length: n }, (_, i) => dayKey(new Date(2026, 10, 21 - (n - 1 - i))));

describe('a share link and the owner’s card', () => {
  it.each([
    ['2 days a week, any days', 'per-week:2', [2, 4, 9, 11, 16, 18]],
    ['Mon, Wed, Fri', 'weekdays:135', [2, 4, 6, 9, 11, 13, 18, 20]],
    ['every day', 'every-day', [14, 15, 16, 17, 18, 19, 20, 21]],
  ])('agree for a goal of %s with rest days and a weekly goal', (_, plan, days) => {
    const goal = practised(plan, days, [{ from: '2026-11-12', to: '2026-11-13' }]);
    const allGoalsRest = [{ from: '2026-10-30', to: '2026-11-01' }];
    const { card, shared } = cardAndShare(goal, allGoalsRest);

    expect(shared.plan).toEqual(card.plan);
    expect(shared.streaks).toEqual(card.streaks);
    expect(shared.hours).toBeCloseTo(goal.totalTimeSpent, 6);
    expect(shared.trophies).toBe(goal.trophies);
    expect(shared.level).toBe(goal.currentLevel);
    expect(shared.dayCount).toBe(card.practiceDays.length);
    // Every day of the view's last four weeks, as the card's calendar and week strip mark it.
    const from = new Date(`${shared.marks!.from}T12:00`);
    const marked = lastDays(28).map((key) => {
      const index = Math.round((new Date(`${key}T12:00`).getTime() - from.getTime()) / 86_400_000);
      return shared.marks!.states[index];
    });
    expect(marked).toEqual(lastDays(28).map(card.stateOf));
    expect(marked).toContain('rest');
  });

  it('counts a streak that rest does not break, as the card does', () => {
    // Every day from the 14th, resting on the 17th and 18th: a streak of 6 planned days.
    const goal = practised(
      'every-day',
      [14, 15, 16, 19, 20, 21],
      [{ from: '2026-11-17', to: '2026-11-18' }],
    );
    const { card, shared } = cardAndShare(goal, []);
    expect(card.streaks).toEqual({ current: 6, longest: 6, unit: 'day' });
    expect(shared.streaks).toEqual(card.streaks);
  });
});
