import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadTextFile } from '@/components/download-file';
import { createGoal, type Goal } from '@/domain/goal';
import { NOW, at, renderInsights, setUpInsightsTests } from './insights.test-kit';

vi.mock('@/components/download-file', () => ({ downloadTextFile: vi.fn() }));

function violin(): Goal {
  const goal = createGoal({ id: 'g1', name: 'Violin', now: new Date(2026, 0, 1) });
  const parts = ['a', 'a', 'c', undefined, 'gone'];
  goal.parts = [
    { id: 'a', name: 'Scales' },
    { id: 'c', name: 'Repertoire' },
  ];
  goal.sessions = [16, 17, 18, 19, 20].map((d, i) => ({
    id: `s${d}`,
    start: at(d, 9),
    end: at(d, 10),
    source: 'manual' as const,
    ...(parts[i] ? { partId: parts[i] } : {}),
  }));
  goal.practiceDays = [16, 17, 18, 19, 20].map((d) => `2026-11-${d}`);
  return goal;
}

describe('Insights by part', { timeout: 20_000 }, () => {
  setUpInsightsTests(NOW);

  it('narrows one goal to a part, or to its time on no part (a deleted part included)', async () => {
    const { user } = renderInsights([violin()], 'ready', '/insights?goal=g1');
    expect(screen.getByText('Total 5.0 h')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Part'), 'Scales');
    expect(screen.getByRole('heading', { name: 'Violin · Scales: hours per day' })).toBeVisible();
    expect(screen.getByText('Total 2.0 h')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Part'), 'No part');
    expect(screen.getByRole('heading', { name: 'Violin · No part: hours per day' })).toBeVisible();
    expect(screen.getByText('Total 2.0 h')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Part'), 'All parts');
    expect(screen.getByText('Total 5.0 h')).toBeInTheDocument();
  });

  it('offers no part filter for all goals, or a goal without parts', () => {
    renderInsights([violin()], 'ready', '/insights?part=a');
    expect(screen.queryByLabelText('Part')).toBeNull();
    expect(screen.getByText('Total 5.0 h')).toBeInTheDocument();
  });

  it('downloads only the sessions of the part shown', async () => {
    const { user } = renderInsights([violin()], 'ready', '/insights?goal=g1');
    await user.selectOptions(screen.getByLabelText('Part'), 'Scales');
    await user.click(screen.getByRole('button', { name: 'Download sessions (CSV)' }));
    await vi.waitFor(() => expect(downloadTextFile).toHaveBeenCalled());
    const [name, csv] = vi.mocked(downloadTextFile).mock.calls[0] ?? [];
    expect(name).toMatch(/^masterly-violin-scales-/);
    expect(csv?.trim().split('\n')).toHaveLength(3);
  });
});
