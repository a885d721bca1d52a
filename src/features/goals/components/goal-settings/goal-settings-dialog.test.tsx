import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoalChange } from '@/stores/goals/goal-change';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { GoalSettingsDialog } from './goal-settings-dialog';

const NOW = new Date(2026, 2, 18, 15, 30);
const base = fixtureGoal('g1', 'Piano', NOW);
const goal = {
  ...base,
  settings: {
    ...base.settings,
    resources: [{ type: 'book' as const, name: 'Effortless Mastery', completed: false }],
  },
};

const commit = vi.fn<(change: GoalChange) => Promise<boolean>>();
const onOpenChange = vi.fn();
const savedGoal = () => {
  const change = commit.mock.calls.at(-1)?.[0];
  return change?.kind === 'save' ? change.goal : undefined;
};

function renderDialog(open = true) {
  const view = render(<GoalSettingsDialog goal={goal} open={open} onOpenChange={onOpenChange} />);
  return { user: userEvent.setup(), ...view };
}

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW.getTime());
  commit.mockReset().mockResolvedValue(true);
  onOpenChange.mockReset();
  useGoals.setState({ goals: [goal], uid: 'u1', status: 'ready', activeCounter: 1, commit });
});

const targetValue = () => screen.getByRole('spinbutton', { name: 'Target value' });
const save = () => screen.getByRole('button', { name: 'Save Settings' });

describe('GoalSettingsDialog', () => {
  it("shows the goal's settings", () => {
    renderDialog();
    expect(screen.getByRole('combobox', { name: 'Tracking Frequency' })).toHaveValue('weekly');
    expect(screen.getByRole('combobox', { name: 'Target type' })).toHaveValue('hours');
    expect(targetValue()).toHaveValue(5);
    expect(screen.getByRole('textbox', { name: 'Resource 1 name' })).toHaveValue(
      'Effortless Mastery',
    );
    expect(screen.getByRole('checkbox', { name: 'Enable reminders' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Enable notifications' })).not.toBeChecked();
  });

  it('explains an invalid target value and refuses to save', async () => {
    const { user } = renderDialog();
    await user.clear(targetValue());
    await user.type(targetValue(), '0');
    expect(screen.getByText('Target value must be at least 1.')).toBeInTheDocument();
    expect(targetValue()).toHaveAttribute('aria-invalid', 'true');
    await user.click(save());
    expect(commit).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.clear(targetValue());
    expect(screen.getByText(/Target value must be a number/)).toBeInTheDocument();
    await user.click(save());
    expect(commit).not.toHaveBeenCalled();
  });

  it('saves every field and closes', async () => {
    const { user } = renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tracking Frequency' }), 'daily');
    await user.clear(targetValue());
    await user.type(targetValue(), '1.5');
    await user.click(screen.getByRole('checkbox', { name: 'Enable reminders' }));
    await user.click(screen.getByRole('checkbox', { name: 'Completed (resource 1)' }));
    await user.click(save());
    expect(savedGoal()?.settings).toEqual({
      frequency: 'daily',
      target: { type: 'hours', value: 1.5 },
      resources: [{ type: 'book', name: 'Effortless Mastery', completed: true }],
      reminders: true,
      notifications: false,
    });
    // A daily hours target sets a weekly goal of 7 days' worth.
    expect(savedGoal()?.weeklyGoal).toBe(10.5);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('adds a resource only with a name, and removes one', async () => {
    const { user } = renderDialog();
    const add = screen.getByRole('button', { name: 'Add' });
    const name = screen.getByRole('textbox', { name: 'New resource name' });
    expect(add).toBeDisabled();
    await user.type(name, '   ');
    expect(add).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Resource 2 name' })).not.toBeInTheDocument();

    await user.clear(name);
    await user.selectOptions(screen.getByRole('combobox', { name: 'New resource type' }), 'course');
    await user.type(name, '  Jazz theory  ');
    await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Resource 2 name' })).toHaveValue('Jazz theory');
    expect(screen.getByRole('combobox', { name: 'Resource 2 type' })).toHaveValue('course');
    expect(name).toHaveValue('');

    await user.type(name, 'Real Book{Enter}');
    expect(screen.getByRole('textbox', { name: 'Resource 3 name' })).toHaveValue('Real Book');

    await user.click(screen.getByRole('button', { name: 'Remove resource 1: Effortless Mastery' }));
    await user.click(save());
    expect(savedGoal()?.settings.resources).toEqual([
      { type: 'course', name: 'Jazz theory', completed: false },
      // The type chosen last stays selected for the next resource.
      { type: 'course', name: 'Real Book', completed: false },
    ]);
  });

  it('refuses to save a resource whose name was cleared', async () => {
    const { user } = renderDialog();
    await user.clear(screen.getByRole('textbox', { name: 'Resource 1 name' }));
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Every resource needs a name');
    expect(commit).not.toHaveBeenCalled();
  });

  it('Cancel discards the edits; reopening starts from the saved settings', async () => {
    const { user, rerender } = renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target type' }), 'books');
    await user.click(screen.getByRole('button', { name: /Remove resource 1/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(commit).not.toHaveBeenCalled();

    rerender(<GoalSettingsDialog goal={goal} open={false} onOpenChange={onOpenChange} />);
    rerender(<GoalSettingsDialog goal={goal} open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Goal Settings' });
    expect(within(dialog).getByRole('combobox', { name: 'Target type' })).toHaveValue('hours');
    expect(within(dialog).getByRole('textbox', { name: 'Resource 1 name' })).toBeInTheDocument();
  });
});
