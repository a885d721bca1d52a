import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { downloadExport } from '@/stores/goals/export-download';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { FREE_MEMBER } from '@/testing/session-users';
import GoalsPage, { EXPORT_UNAVAILABLE_MESSAGE } from './goals-page';

vi.mock('@/stores/goals/export-download', () => ({ downloadExport: vi.fn() }));

const piano = createGoal({ id: 'p1', name: 'Piano', now: new Date('2026-11-02T12:00:00Z') });

function renderPage() {
  render(
    <MemoryRouter>
      <GoalsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('GoalsPage export', () => {
  beforeEach(() => {
    useFeedback.setState({ alert: null, toast: null });
    useGoals.setState({ goals: [piano], status: 'ready', uid: 'u1' });
    useSession.setState({
      user: FREE_MEMBER,
      status: 'signedIn',
      resolved: true,
    });
  });

  it('downloads every goal', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(downloadExport).toHaveBeenCalledTimes(1));
    expect(useFeedback.getState().alert).toBeNull();
  });

  it('says so when the export cannot be loaded (offline before it was cached)', async () => {
    vi.doMock('@/stores/goals/export-download', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() =>
      expect(useFeedback.getState().alert?.message).toBe(EXPORT_UNAVAILABLE_MESSAGE),
    );
  });
});
