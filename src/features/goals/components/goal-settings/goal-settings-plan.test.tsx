import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import {
  NOW,
  seedGoals,
  setUpGoalStoreTests,
  submittedOps,
} from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { GoalSettingsDialog } from './goal-settings-dialog';

const goal = {
  ...fixtureGoal('g1', 'Piano', NOW),
  restRanges: [{ from: '2026-03-16', to: '2026-03-20' }],
};

function renderDialog() {
  render(<GoalSettingsDialog goal={goal} open onOpenChange={vi.fn()} />);
  return userEvent.setup();
}

setUpGoalStoreTests();

beforeEach(() => {
  seedGoals([goal]);
  useAllGoalsRest.setState({ ranges: [] });
});

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save Settings' });
const settingsOf = () =>
  submittedOps().flatMap((op) =>
    op.type === 'updateGoal' && op.fields.settings ? [op.fields.settings] : [],
  );

describe('the practice plan in the goal settings', () => {
  it('shows the default of a weekly goal and keeps it unstored when untouched', async () => {
    const user = renderDialog();
    expect(screen.getByRole('radio', { name: 'Some days a week, any days' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Days a week' })).toHaveValue('1');
    await user.click(save());
    expect(settingsOf()[0]?.plan).toBeUndefined();
  });

  it('saves chosen weekdays, Monday to Friday first', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'On chosen weekdays' }));
    expect(screen.getByRole('checkbox', { name: 'Practice on Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Practice on Sunday' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Practice on Friday' }));
    await user.click(save());
    expect(settingsOf()[0]?.plan).toBe('weekdays:1234');
  });

  it('refuses a plan without a day, with a message', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'On chosen weekdays' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(screen.getByRole('checkbox', { name: `Practice on ${day}` }));
    }
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one day to practice.');
    expect(submittedOps()).toEqual([]);
  });

  it('saves N days a week', async () => {
    const user = renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Days a week' }), '4');
    await user.click(save());
    expect(settingsOf()[0]?.plan).toBe('per-week:4');
  });
});

describe('rest days in the goal settings', () => {
  it('lists the breaks and adds one at once, for this goal', async () => {
    const user = renderDialog();
    const list = screen.getByRole('list', { name: 'Rest days and breaks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    setDate('First day of rest', '2026-04-01');
    setDate('Last day of rest', '2026-04-03');
    await user.click(screen.getByRole('button', { name: 'Add the break' }));
    expect(submittedOps()).toEqual([
      {
        type: 'editRest',
        goalId: 'g1',
        add: [{ from: '2026-04-01', to: '2026-04-03' }],
        remove: [],
      },
    ]);
  });

  it('explains a break that is too long and changes nothing', async () => {
    const user = renderDialog();
    setDate('First day of rest', '2025-01-01');
    setDate('Last day of rest', '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Add the break' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A break can last at most a year.');
    expect(submittedOps()).toEqual([]);
  });

  it('ends a break under way today, and removes one at once with Undo in a toast', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: /^End the break/ }));
    expect(submittedOps().at(-1)).toMatchObject({
      add: [{ from: '2026-03-16', to: '2026-03-17' }],
      remove: [{ from: '2026-03-16', to: '2026-03-20' }],
    });
    await user.click(screen.getByRole('button', { name: /^Remove the rest/ }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submittedOps().at(-1)).toMatchObject({
      add: [],
      remove: [{ from: '2026-03-16', to: '2026-03-20' }],
    });
    expect(useFeedback.getState().toast).toMatchObject({
      title: 'Rest Mar 16, 2026 – Mar 20, 2026 removed',
      undoable: true,
    });
    useFeedback.setState({ toast: null });
  });

  it('adds rest for all goals to the account, not the goal', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'All goals' }));
    await user.click(screen.getByRole('button', { name: 'Rest on this day' }));
    expect(useAllGoalsRest.getState().ranges).toEqual([{ from: '2026-03-18', to: '2026-03-18' }]);
    expect(submittedOps()).toEqual([]);
  });
});

describe('the calendar file', () => {
  it('says what it does and downloads an .ics', async () => {
    const user = renderDialog();
    expect(screen.getByText(/remind you even when Masterly is closed/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Every day' }));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ics');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Add practice to my calendar' }));
    expect(click).toHaveBeenCalledOnce();
    const blob = created.mock.calls[0]?.[0] as Blob;
    const text = await blob.text();
    expect(text).toContain('RRULE:FREQ=DAILY');
    expect(text).toContain('EXDATE:20260318T190000');
  });
});
