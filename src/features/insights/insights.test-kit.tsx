import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { createGoal, type Goal } from '@/domain/goal';
import { tallyDays, tallyOf } from '@/domain/tally';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import InsightsPage from './insights-page';

/** The tests' now: Saturday 21 November 2026, 15:00. */
export const NOW = new Date(2026, 10, 21, 15, 0);
/** That November's day `d` at hour `h`. */
export const at = (d: number, h: number) => new Date(2026, 10, d, h).getTime();

/** A goal with an hour's practice at 9:00 on each of these days of November 2026. */
export function goalWith(id: string, name: string, days: number[]): Goal {
  const goal = createGoal({ id, name, now: new Date(2026, 0, 1) });
  goal.sessions = days.map((d) => ({
    id: `${id}-${d}`,
    start: at(d, 9),
    end: at(d, 10),
    source: 'manual',
  }));
  // As the store derives it: the days with practice.
  goal.practiceDays = days.map((d) => `2026-11-${String(d).padStart(2, '0')}`);
  return goal;
}

/** The clock stands at `now` in each test; the goals store is put back after it. */
export function setUpInsightsTests(now: Date) {
  const initial = useGoals.getState();
  beforeEach(() => {
    vi.spyOn(clock, 'now').mockReturnValue(now.getTime());
  });
  afterEach(() => {
    useGoals.setState(initial, true);
    vi.restoreAllMocks();
  });
}

/** Insights at `url` over these goals, their day totals counted from their sessions. */
export function renderInsights(
  goals: Goal[],
  status: 'loading' | 'ready' = 'ready',
  url = '/insights',
) {
  const dayTotals = new Map(goals.map((g) => [g.id, tallyDays(tallyOf(g.sessions))]));
  useGoals.setState({
    goals,
    dayTotals,
    status,
    uid: 'u1',
    sessionsFrom: null,
    sessionsFromCache: false,
  });
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[url]}>
        <InsightsPage />
      </MemoryRouter>,
    ),
  };
}
