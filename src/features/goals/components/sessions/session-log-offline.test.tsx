import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOW, seedGoals, setUpGoalStoreTests } from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { SessionLogDialog } from './session-log-dialog';

// NOW: Wednesday 18 March 2026, 15:30 local time.
const piano = fixtureGoal('g1', 'Piano', NOW, {
  sessions: [{ start: new Date(2026, 2, 16, 9), hours: 1.5 }],
});

setUpGoalStoreTests();

describe('SessionLogDialog offline', () => {
  it('says earlier sessions wait for the connection while offline, and loads them once back', async () => {
    const monthStart = new Date(2026, 2, 1).getTime();
    const goal = { ...piano, practiceDays: ['2026-01-05', ...piano.practiceDays] };
    seedGoals([goal], {
      sessionsFrom: monthStart,
      sessionsWholeFrom: monthStart,
      requestSessionsSince: vi.fn(() => () => undefined),
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<SessionLogDialog goal={goal} open onOpenChange={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show earlier sessions' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Earlier sessions load once this device is back online.',
    );
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading earlier sessions…');
  });
});
