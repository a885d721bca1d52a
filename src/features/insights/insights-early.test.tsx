import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal } from '@/domain/goal';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { tallyDays, tallyOf } from '@/domain/tally';
import { useGoals } from '@/stores/goals/goals.store';
import { NOW, at, goalWith, renderInsights, setUpInsightsTests } from './insights.test-kit';

/** Insights while the sessions are read: the goals and their tallies are, nothing else. */
function renderWhileReading(goals: Goal[], url?: string, outbox: OutboxEntry[] = []) {
  const rendered = renderInsights(goals, 'loading', url);
  const tallies = new Map(goals.map((g) => [g.id, tallyOf(g.sessions)]));
  act(() => useGoals.setState({ dayTotals: new Map(), sessionsFrom: undefined, tallies, outbox }));
  return rendered;
}

const loading = () => screen.queryByText('Loading your practice...');

describe('Insights while the recent sessions are read', { timeout: 15_000 }, () => {
  setUpInsightsTests(NOW);

  it('draws all goals from their tallies, and keeps the figures once the sessions are read', () => {
    const goals = [goalWith('g1', 'Piano', [19, 20, 21]), goalWith('g2', 'Chess', [2, 3])];
    renderWhileReading(goals);
    expect(loading()).toBeNull();
    expect(screen.getByText('Total 5.0 h')).toBeInTheDocument();
    expect(screen.getByText('Current streak 1 week')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Nov 21, 2026: 1.0 h' })).toBeInTheDocument();
    const dayTotals = new Map(goals.map((g) => [g.id, tallyDays(tallyOf(g.sessions))]));
    act(() => useGoals.setState({ status: 'ready', dayTotals, sessionsFrom: at(1, 0) }));
    expect(screen.getByText('Total 5.0 h')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Nov 21, 2026: 1.0 h' })).toBeInTheDocument();
  });

  it('waits for the sessions while a change is on its way (the tally may not have it yet)', () => {
    const entry = { id: 'e1', uid: 'u1', tab: 't', at: NOW.getTime(), label: 'Add', ops: [] };
    renderWhileReading([goalWith('g1', 'Piano', [21])], undefined, [entry as OutboxEntry]);
    expect(loading()).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('waits for the sessions for one goal (its plan and streak come with them)', () => {
    renderWhileReading([goalWith('g1', 'Piano', [21])], '/insights?goal=g1');
    expect(loading()).toBeInTheDocument();
  });

  it('waits while the tallies are not read', () => {
    renderInsights([goalWith('g1', 'Piano', [21])], 'loading');
    expect(loading()).toBeInTheDocument();
  });
});
