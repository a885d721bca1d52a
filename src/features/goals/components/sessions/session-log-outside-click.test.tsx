import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { NOW, seedGoals, setUpGoalStoreTests } from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { SessionLogDialog } from './session-log-dialog';

const piano = fixtureGoal('g1', 'Piano', NOW);

setUpGoalStoreTests();

it('stays open on a click beside it, keeping a half-filled past session', async () => {
  const onOpenChange = vi.fn();
  seedGoals([piano]);
  render(
    <>
      <button type="button">Beside the log</button>
      <SessionLogDialog goal={piano} open onOpenChange={onOpenChange} />
    </>,
  );
  const beside = screen.getByRole('button', { name: 'Beside the log', hidden: true });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(beside);
  fireEvent.pointerDown(beside);
  expect(onOpenChange).not.toHaveBeenCalled();
});
