import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import {
  seedGoals,
  setUpGoalStoreTests,
  submittedOps,
  NOW,
} from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { GoalSettingsDialog } from './goal-settings-dialog';

const goal = { ...fixtureGoal('g1', 'Piano', NOW), parts: [{ id: 'a', name: 'Scales' }] };
const onOpenChange = vi.fn();

function renderDialog() {
  render(<GoalSettingsDialog goal={goal} open onOpenChange={onOpenChange} />);
  return userEvent.setup();
}

setUpGoalStoreTests();

beforeEach(() => {
  onOpenChange.mockReset();
  seedGoals([goal]);
  useAllGoalsRest.setState({ ranges: [] });
});

const save = () => screen.getByRole('button', { name: 'Save Settings' });
const opsOf = (type: string) => submittedOps().filter((op) => op.type === type);

describe('Save Settings keeps what was typed but not added', () => {
  it('adds a typed part name', async () => {
    const user = renderDialog();
    await user.type(screen.getByLabelText('New part'), 'Études');
    await user.click(save());
    expect(opsOf('editParts')).toHaveLength(1);
    expect(JSON.stringify(opsOf('editParts'))).toContain('Études');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open and explains a typed part name that cannot be added', async () => {
    const user = renderDialog();
    await user.type(screen.getByLabelText('New part'), 'scales');
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('This goal already has a part named');
    expect(opsOf('editParts')).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('adds typed rest dates, once', async () => {
    const user = renderDialog();
    fireEvent.change(screen.getByLabelText('First day of rest'), {
      target: { value: '2026-04-01' },
    });
    fireEvent.change(screen.getByLabelText('Last day of rest'), {
      target: { value: '2026-04-03' },
    });
    await user.click(save());
    expect(opsOf('editRest')).toEqual([
      {
        type: 'editRest',
        goalId: 'g1',
        add: [{ from: '2026-04-01', to: '2026-04-03' }],
        remove: [],
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('adds no rest when the dates were left as they were, or were added already', async () => {
    const user = renderDialog();
    await user.click(save());
    expect(opsOf('editRest')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Last day of rest'), {
      target: { value: '2026-03-19' },
    });
    await user.click(screen.getByRole('button', { name: 'Add the break' }));
    await user.click(save());
    expect(opsOf('editRest')).toHaveLength(1);
  });

  it('stays open and explains typed rest dates that cannot be added', async () => {
    const user = renderDialog();
    fireEvent.change(screen.getByLabelText('First day of rest'), {
      target: { value: '2025-01-01' },
    });
    fireEvent.change(screen.getByLabelText('Last day of rest'), {
      target: { value: '2026-01-01' },
    });
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('A break can last at most a year.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('does not close on a click beside it', async () => {
    render(<button type="button">Beside the dialog</button>);
    renderDialog();
    const beside = screen.getByRole('button', { name: 'Beside the dialog', hidden: true });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(beside);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
