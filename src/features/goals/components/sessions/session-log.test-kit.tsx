import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import { NOW, seedGoals } from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { SessionLogDialog } from './session-log-dialog';

/** Opens the session log of a goal held by the store (setUpGoalStoreTests first). */
export function renderSessionLog(goal: Goal) {
  seedGoals([goal]);
  render(<SessionLogDialog goal={goal} open onOpenChange={vi.fn()} />);
  return userEvent.setup();
}

/** The rows of the log's list, newest first. */
export const logRows = () =>
  within(screen.getByRole('list', { name: 'Logged sessions' })).getAllByRole('listitem');

/** A violin goal with two sessions: 16 March at 9:00 for an hour, 17 March at 18:00 for half. */
export function twoViolinSessions(): Goal {
  const at = (day: number, hour: number) => new Date(2026, 2, day, hour);
  return fixtureGoal('g1', 'Violin', NOW, {
    sessions: [
      { start: at(16, 9), hours: 1 },
      { start: at(17, 18), hours: 0.5 },
    ],
  });
}
