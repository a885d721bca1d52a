import { act, render, screen, within } from '@testing-library/react';
import { WEEKDAY_NAMES, dayKey, weekStart } from '@/domain/weeks';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOW,
  seedGoals,
  setUpGoalStoreTests,
  submit,
  submittedOps,
} from '../goal-card/goal-card.test-utils';
import { MAX_RESOURCES, RESOURCE_LIMIT_MESSAGE } from '@/domain/goal-validation';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useDefaultSettings } from '@/stores/settings/default-settings.store';
import { GoalSettingsDialog } from './goal-settings-dialog';

const base = fixtureGoal('g1', 'Piano', NOW);
const goal = {
  ...base,
  settings: {
    ...base.settings,
    resources: [{ type: 'book' as const, name: 'Effortless Mastery', completed: false }],
  },
};

const onOpenChange = vi.fn();

function renderDialog(open = true) {
  const view = render(<GoalSettingsDialog goal={goal} open={open} onOpenChange={onOpenChange} />);
  return { user: userEvent.setup(), ...view };
}

setUpGoalStoreTests();

beforeEach(() => {
  onOpenChange.mockReset();
  seedGoals([goal]);
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
    expect(submit).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.clear(targetValue());
    expect(screen.getByText(/Target value must be a number/)).toBeInTheDocument();
    await user.click(save());
    expect(submit).not.toHaveBeenCalled();
  });

  it('saves every field and closes', async () => {
    const { user } = renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tracking Frequency' }), 'daily');
    await user.clear(targetValue());
    await user.type(targetValue(), '1.5');
    await user.click(screen.getByRole('checkbox', { name: 'Enable reminders' }));
    await user.click(screen.getByRole('checkbox', { name: 'Completed (resource 1)' }));
    await user.click(save());
    // One write with the settings and, for a daily hours target, a weekly goal of 7 days' worth
    // from this week on.
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submittedOps()).toEqual([
      {
        type: 'updateGoal',
        goalId: 'g1',
        fields: {
          settings: {
            frequency: 'daily',
            target: { type: 'hours', value: 1.5 },
            resources: [{ type: 'book', name: 'Effortless Mastery', completed: true }],
            reminders: true,
            notifications: false,
            reminderTime: '19:00',
            reminderDays: '0123456',
          },
          weeklyGoal: 10.5,
          // Weeks before this one keep the weekly goal they had.
          weeklyGoalHistory: [{ until: dayKey(weekStart(NOW)), hours: 4 }],
          targetHours: 10.5,
        },
      },
    ]);
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
    const [op] = submittedOps();
    expect(op).toMatchObject({ type: 'updateGoal', goalId: 'g1' });
    expect(op?.type === 'updateGoal' ? op.fields.settings?.resources : undefined).toEqual([
      { type: 'course', name: 'Jazz theory', completed: false },
      // The type chosen last stays selected for the next resource.
      { type: 'course', name: 'Real Book', completed: false },
    ]);
  });

  it('keeps a resource typed but not added when the settings are saved', async () => {
    const { user } = renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'New resource type' }), 'video');
    await user.type(screen.getByRole('textbox', { name: 'New resource name' }), ' Voicings ');
    await user.click(save());
    const [op] = submittedOps();
    expect(op?.type === 'updateGoal' ? op.fields.settings?.resources : undefined).toEqual([
      { type: 'book', name: 'Effortless Mastery', completed: false },
      { type: 'video', name: 'Voicings', completed: false },
    ]);
  });

  it('says when a goal lists the most resources it can, and offers no further Add', async () => {
    const { user } = renderDialog();
    const name = screen.getByRole('textbox', { name: 'New resource name' });
    for (let i = 2; i <= MAX_RESOURCES; i += 1) {
      await user.click(name);
      await user.paste(`Book ${i}`);
      await user.keyboard('{Enter}');
    }
    expect(screen.getByRole('textbox', { name: `Resource ${MAX_RESOURCES} name` })).toHaveValue(
      `Book ${MAX_RESOURCES}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(RESOURCE_LIMIT_MESSAGE);
    expect(screen.queryByRole('textbox', { name: 'New resource name' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove resource 1: Effortless Mastery' }));
    expect(screen.getByRole('textbox', { name: 'New resource name' })).toBeInTheDocument();
  });

  it('puts a removed resource back in its place with the toast’s Undo, until the form closes', async () => {
    const { user, unmount } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'New resource name' }), 'Real Book{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove resource 1: Effortless Mastery' }));
    expect(screen.getByRole('textbox', { name: 'Resource 1 name' })).toHaveValue('Real Book');
    expect(useFeedback.getState().toast?.title).toBe('Resource “Effortless Mastery” removed');
    act(() => void useFeedback.getState().undoLatest());
    expect(screen.getByRole('textbox', { name: 'Resource 1 name' })).toHaveValue(
      'Effortless Mastery',
    );
    expect(screen.getByRole('textbox', { name: 'Resource 2 name' })).toHaveValue('Real Book');

    await user.click(screen.getByRole('button', { name: 'Remove resource 2: Real Book' }));
    expect(useFeedback.getState().toast?.undoable).toBe(true);
    unmount();
    expect(useFeedback.getState().toast).toBeNull();
  });

  it('refuses to save a resource whose name was cleared', async () => {
    const { user } = renderDialog();
    await user.clear(screen.getByRole('textbox', { name: 'Resource 1 name' }));
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Every resource needs a name');
    expect(submit).not.toHaveBeenCalled();
  });

  it('Cancel discards the edits; reopening starts from the saved settings', async () => {
    const { user, rerender } = renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target type' }), 'books');
    await user.click(screen.getByRole('button', { name: /Remove resource 1/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(submit).not.toHaveBeenCalled();

    rerender(<GoalSettingsDialog goal={goal} open={false} onOpenChange={onOpenChange} />);
    rerender(<GoalSettingsDialog goal={goal} open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Goal Settings' });
    expect(within(dialog).getByRole('combobox', { name: 'Target type' })).toHaveValue('hours');
    expect(within(dialog).getByRole('textbox', { name: 'Resource 1 name' })).toBeInTheDocument();
  });

  it('shows the reminder time and days only while reminders are ticked, and saves them', async () => {
    const { user } = renderDialog();
    expect(screen.queryByLabelText('Reminder time')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Enable reminders' }));
    const time = screen.getByLabelText('Reminder time');
    expect(time).toHaveValue('19:00');
    await user.clear(time);
    await user.type(time, '07:30');
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(save());
    expect(submittedOps()).toMatchObject([
      { fields: { settings: { reminders: true, reminderTime: '07:30', reminderDays: '123456' } } },
    ]);
  });

  it('refuses reminders without a day and says so', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Enable reminders' }));
    for (const day of WEEKDAY_NAMES) {
      await user.click(screen.getByRole('checkbox', { name: day }));
    }
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one day for reminders.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('says plainly that a closed browser cannot be woken', () => {
    renderDialog();
    expect(
      screen.getByText(/A closed browser cannot be woken without a push server/),
    ).toBeInTheDocument();
  });

  it('leaves the reminder time unset when reminders stay off', async () => {
    const { user } = renderDialog();
    await user.click(save());
    const [op] = submittedOps() as unknown as [{ fields: { settings: Record<string, unknown> } }];
    expect(op.fields.settings).not.toHaveProperty('reminderTime');
    expect(op.fields.settings).not.toHaveProperty('reminderDays');
  });

  it('starts a goal without a reminder time from the default on /settings', async () => {
    useDefaultSettings.setState({
      settings: { ...useDefaultSettings.getState().settings, reminderTime: '08:15' },
    });
    const { user } = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Enable reminders' }));
    expect(screen.getByLabelText('Reminder time')).toHaveValue('08:15');
    useDefaultSettings.setState({
      settings: { ...useDefaultSettings.getState().settings, reminderTime: undefined },
    });
  });
});
