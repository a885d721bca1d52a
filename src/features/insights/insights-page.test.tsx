import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
import { useGoals } from '@/stores/goals/goals.store';
import { downloadTextFile } from '@/components/download-file';
import { NOW, goalWith, renderInsights, setUpInsightsTests } from './insights.test-kit';

vi.mock('@/components/download-file', () => ({ downloadTextFile: vi.fn() }));
const download = vi.mocked(downloadTextFile);

/** A day cell by its accessible name (a direct query: role queries over 371 cells are slow). */
function cell(name: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[role="gridcell"][aria-label="${name}"]`);
  if (!found) throw new Error(`No day cell named ${name}`);
  return found;
}

// A year of day cells renders slowly in jsdom on a busy machine.
describe('InsightsPage', { timeout: 15_000 }, () => {
  setUpInsightsTests(NOW);
  afterEach(() => download.mockClear());

  it('shows a loading state until the goals are read', () => {
    renderInsights([], 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your practice...');
  });

  it('draws the charts from the day totals; the downloads read every session when asked', async () => {
    const request = vi.spyOn(useGoals.getState(), 'requestSessionsSince');
    const { user } = renderInsights([goalWith('g1', 'Piano', [19, 20, 21])]);
    act(() => useGoals.setState({ sessionsFrom: new Date(2026, 10, 1).getTime() }));
    expect(screen.getByText('Total 3.0 h')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(request).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Download sessions (CSV)' }));
    expect(request).toHaveBeenCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reading every session for the downloads…',
    );
    expect(screen.getByRole('button', { name: 'Download calendar (.ics)' })).toBeDisabled();
    expect(download).not.toHaveBeenCalled();
    await act(async () => useGoals.setState({ sessionsFrom: null, sessionsFromCache: false }));
    expect(download).toHaveBeenCalledTimes(1);
    const [name, csv] = download.mock.calls[0]!;
    expect(name).toMatch(/^masterly-all-goals-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.trim().split('\n')).toHaveLength(4);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download calendar (.ics)' })).toBeEnabled();
  });

  it('says how to start when there is no session yet', () => {
    renderInsights([createGoal({ id: 'g1', name: 'Piano', now: NOW })]);
    expect(screen.getByText('No practice to show yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Goals' })).toHaveAttribute('href', '/goals');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows streaks, the heatmap cell of today and the figures of all goals', () => {
    renderInsights([goalWith('g1', 'Piano', [19, 20, 21]), goalWith('g2', 'Chess', [2, 3])]);
    // Both are the weekly default, any day once a week: the weeks of 1 and 15 November met.
    expect(screen.getByText('Current streak 1 week')).toBeInTheDocument();
    expect(screen.getByText('Longest streak 1 week')).toBeInTheDocument();
    expect(screen.getByText('Total 5.0 h')).toBeInTheDocument();
    const today = screen.getByRole('gridcell', { name: 'Nov 21, 2026: 1.0 h' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
    const perGoal = screen.getByRole('region', { name: 'Hours per goal' });
    expect(within(perGoal).getByText('3.0 h')).toBeInTheDocument();
    expect(within(perGoal).getByText('2.0 h')).toBeInTheDocument();
  });

  it('shows one goal chosen in the selector or by the link of its card', async () => {
    const chess = goalWith('g2', 'Chess', [2, 3]);
    chess.settings = { ...chess.settings, plan: 'every-day' };
    const { user } = renderInsights(
      [goalWith('g1', 'Piano', [19, 20, 21]), chess],
      'ready',
      '/insights?goal=g2',
    );
    expect(screen.getByLabelText('Goal')).toHaveValue('g2');
    expect(screen.getByText('Current streak 0 days')).toBeInTheDocument();
    expect(screen.getByText('Longest streak 2 days')).toBeInTheDocument();
    // One goal's heatmap follows its plan: an empty planned day is missed.
    expect(cell('Nov 4, 2026: 0.0 h, missed')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Colour key' })).toHaveTextContent('Missed');
    // All goals together: Chess plans every day, so the empty day stays missed.
    await user.selectOptions(screen.getByLabelText('Goal'), 'All goals');
    expect(screen.getByText('Current streak 3 days')).toBeInTheDocument();
    expect(cell('Nov 4, 2026: 0.0 h, missed')).toBeInTheDocument();
  });

  it('shows a goal picked from the menu by its plan, as its card does', async () => {
    // Mon–Fri, practised on the ten weekdays of the last two weeks: the weekends break nothing.
    const piano = goalWith('g1', 'Piano', [9, 10, 11, 12, 13, 16, 17, 18, 19, 20]);
    piano.settings = { ...piano.settings, plan: 'weekdays:12345' };
    const { user } = renderInsights([piano]);
    await user.selectOptions(screen.getByLabelText('Goal'), 'Piano');
    expect(screen.getByText('Current streak 10 days')).toBeInTheDocument();
    expect(screen.getByText('Longest streak 10 days')).toBeInTheDocument();
    expect(cell('Nov 15, 2026: 0.0 h, not planned')).toBeInTheDocument();
    expect(cell('Nov 6, 2026: 0.0 h, missed')).toBeInTheDocument();
  });

  it('follows the plans of all goals together', () => {
    const piano = goalWith('g1', 'Piano', [16, 17, 18]);
    piano.settings = { ...piano.settings, plan: 'weekdays:12345' };
    const chess = goalWith('g2', 'Chess', [19, 20]);
    chess.settings = { ...chess.settings, plan: 'weekdays:12345' };
    renderInsights([piano, chess]);
    expect(screen.getByText('Current streak 5 days')).toBeInTheDocument();
    expect(cell('Nov 15, 2026: 0.0 h, not planned')).toBeInTheDocument();
    expect(cell('Nov 13, 2026: 0.0 h, missed')).toBeInTheDocument();
  });

  it('counts the streak of an N-days-a-week goal in weeks', () => {
    // The weekly default: any one day a week. Weeks of 1, 8 and 15 November met.
    renderInsights([goalWith('g1', 'Piano', [2, 10, 16])], 'ready', '/insights?goal=g1');
    expect(screen.getByText('Current streak 3 weeks')).toBeInTheDocument();
    expect(screen.getByText('Longest streak 3 weeks')).toBeInTheDocument();
    expect(cell('Nov 4, 2026: 0.0 h, not planned')).toBeInTheDocument();
  });

  it('moves between days with the arrow keys, one cell in the tab order', async () => {
    const { user } = renderInsights([goalWith('g1', 'Piano', [14, 21])]);
    const today = cell('Nov 21, 2026: 1.0 h');
    await user.click(today);
    await user.keyboard('{ArrowLeft}');
    const weekBefore = cell('Nov 14, 2026: 1.0 h');
    expect(weekBefore).toHaveFocus();
    expect(weekBefore).toHaveAttribute('tabindex', '0');
    expect(today).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowUp}');
    expect(cell('Nov 13, 2026: 0.0 h, not planned')).toHaveFocus();
    // Nothing after today: the focus stays.
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowRight}');
    expect(cell('Nov 21, 2026: 1.0 h')).toHaveFocus();
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  });

  it('offers both downloads', () => {
    renderInsights([goalWith('g1', 'Piano', [21])]);
    expect(screen.getByRole('button', { name: 'Download calendar (.ics)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download sessions (CSV)' })).toBeEnabled();
  });
});
