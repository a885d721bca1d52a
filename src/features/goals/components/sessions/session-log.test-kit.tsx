import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import { seedGoals } from '../goal-card/goal-card.test-utils';
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
