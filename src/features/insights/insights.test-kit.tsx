import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import { tallyDays, tallyOf } from '@/domain/tally';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import InsightsPage from './insights-page';

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
  useGoals.setState({ goals, dayTotals, status, uid: 'u1', sessionsFrom: null });
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[url]}>
        <InsightsPage />
      </MemoryRouter>,
    ),
  };
}
