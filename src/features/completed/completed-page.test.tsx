import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal, markCompleted, type Goal } from '@/domain/goal';
import type { SessionUser } from '@/domain/user';
import { deleteGoal, restoreGoals } from '@/stores/goals/goal-actions';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import CompletedPage from './completed-page';
import { FREE_MEMBER } from '@/testing/session-users';

vi.mock('@/stores/goals/goal-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/stores/goals/goal-actions')>()),
  restoreGoals: vi.fn(),
  deleteGoal: vi.fn(() => true),
}));

const member = FREE_MEMBER;

function goal(id: string, name: string, hours: number, start: string, completedOn?: string): Goal {
  const fresh = { ...createGoal({ id, name, now: new Date(start) }), totalTimeSpent: hours };
  return completedOn ? markCompleted(fresh, new Date(completedOn)) : fresh;
}

const spanish = goal('s1', 'Spanish', 12.345, '2025-01-05T12:00:00Z', '2025-03-04T12:00:00Z');
const chess = goal('c1', 'Chess', 40, '2024-11-20T12:00:00Z', '2025-02-10T12:00:00Z');
const guitar = goal('g1', 'Guitar', 3, '2025-02-01T12:00:00Z');
const piano = goal('p1', 'Piano', 1, '2025-02-02T12:00:00Z');

function seed(goals: Goal[], user: SessionUser = member, status: 'ready' | 'loading' = 'ready') {
  // The plan's cap counts the active goals among `goals`.
  useGoals.setState({ goals, status, uid: user.uid });
  useSession.setState({ user, status: 'signedIn', resolved: true });
}

function renderPage() {
  render(
    <MemoryRouter>
      <CompletedPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const restoreSelected = (n: number) =>
  screen.getByRole('button', { name: `Restore Selected (${n})` });

beforeEach(() => {
  vi.mocked(restoreGoals).mockClear();
  vi.mocked(deleteGoal).mockClear();
  seed([guitar, spanish, chess]);
});

describe('CompletedPage', () => {
  it('lists only completed goals with their dates and hours', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Completed Goals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Goals' })).toHaveAttribute('href', '/goals');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Goal Name',
        'Start Date',
        'Completion Date',
        'Total Time Spent (hours)',
      ]),
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const spanishRow = screen.getByRole('row', { name: /Spanish/ });
    expect(spanishRow).toHaveTextContent('Jan 5, 2025');
    expect(spanishRow).toHaveTextContent('Mar 4, 2025');
    expect(within(spanishRow).getByRole('cell', { name: '12.3' })).toBeInTheDocument();
    expect(screen.queryByText('Guitar')).not.toBeInTheDocument();
  });

  it('select-all selects every row', async () => {
    const user = renderPage();
    expect(restoreSelected(0)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select Spanish' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Chess' })).toBeChecked();
    expect(restoreSelected(2)).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(restoreSelected(0)).toBeDisabled();
  });

  it('asks before restoring one goal, then restores it', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Restore Spanish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restore “Spanish”' });
    expect(dialog).toHaveTextContent('Are you sure you want to restore this goal?');
    expect(restoreGoals).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(restoreGoals).toHaveBeenCalledExactlyOnceWith(['s1']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks about n selected goals, restores them and clears the selection', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Select Spanish' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Chess' }));
    await user.click(restoreSelected(2));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to restore 2 selected goals?');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(restoreGoals).toHaveBeenCalledOnce();
    expect([...(vi.mocked(restoreGoals).mock.lastCall?.[0] ?? [])].sort()).toEqual(['c1', 's1']);
    expect(restoreSelected(0)).toBeDisabled();
  });

  it('asks before deleting one goal with its sessions, then deletes it', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Spanish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Spanish”' });
    expect(dialog).toHaveTextContent(
      'This deletes this goal and all of its sessions. This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteGoal).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Spanish' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(deleteGoal).toHaveBeenCalledExactlyOnceWith('s1');
    expect(restoreGoals).not.toHaveBeenCalled();
  });

  it('deletes the selected goals after one question, and clears the selection', async () => {
    const user = renderPage();
    const deleteSelected = (n: number) =>
      screen.getByRole('button', { name: `Delete Selected (${n})` });
    expect(deleteSelected(0)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(deleteSelected(2));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete selected goals' });
    expect(dialog).toHaveTextContent('This deletes these 2 goals and all of their sessions.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      vi
        .mocked(deleteGoal)
        .mock.calls.map(([id]) => id)
        .sort(),
    ).toEqual(['c1', 's1']);
    expect(deleteSelected(0)).toBeDisabled();
  });

  it('restores nothing when the question is cancelled', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Restore Chess' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(restoreGoals).not.toHaveBeenCalled();
  });

  it('refuses to go over the plan cap and links to the plans', async () => {
    seed([guitar, piano, spanish, chess]); // free: 2 of 3 active
    const user = renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(restoreSelected(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      "Restoring would exceed your plan's limit of 3 active goals. Upgrade your plan or complete other goals first.",
    );
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/subscription');
    expect(restoreGoals).not.toHaveBeenCalled();
  });

  it('checks the cap again on confirm', async () => {
    seed([guitar, piano, spanish, chess]);
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Restore Spanish' })); // 3 of 3: fits
    useGoals.setState({ goals: [guitar, piano, goal('x1', 'Drums', 0, '2025-01-01'), chess] });
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('limit of 3 active goals');
    expect(restoreGoals).not.toHaveBeenCalled();
  });

  it('lets the administrator restore past the free cap', async () => {
    seed([guitar, piano, spanish, chess], {
      ...member,
      email: 'admin@masterly.app',
      role: 'admin',
    });
    const user = renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(restoreSelected(2));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(restoreGoals).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state', () => {
    seed([guitar]);
    renderPage();
    expect(screen.getByText('No completed goals yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state while goals load', () => {
    seed([], member, 'loading');
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading goals...');
    expect(screen.queryByText('No completed goals yet.')).not.toBeInTheDocument();
  });
});
