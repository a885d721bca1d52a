import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import {
  NOW,
  seedGoals,
  setUpGoalStoreTests,
  submittedOps,
} from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { GoalSettingsDialog } from './goal-settings-dialog';

const base = fixtureGoal('g1', 'Piano', NOW);
const mondayToFriday = { ...base, settings: { ...base.settings, plan: 'weekdays:12345' } };

function renderDialog(goal = mondayToFriday) {
  seedGoals([goal]);
  render(<GoalSettingsDialog goal={goal} open onOpenChange={vi.fn()} />);
  return userEvent.setup();
}

setUpGoalStoreTests();
beforeEach(() => useAllGoalsRest.setState({ ranges: [] }));

const day = (name: string) => screen.getByRole('checkbox', { name });
const calendarText = () => screen.getByText(/The file holds one repeating event/).textContent;

describe('reminders beside the practice plan', () => {
  it("start on the plan's days, follow the plan until chosen, and are saved so", async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Enable reminders' }));
    expect(day('Monday')).toBeChecked();
    expect(day('Friday')).toBeChecked();
    expect(day('Saturday')).not.toBeChecked();
    expect(day('Sunday')).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Every day' }));
    expect(day('Saturday')).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'On chosen weekdays' }));
    await user.click(day('Monday'));
    await user.click(screen.getByRole('radio', { name: 'Every day' }));
    expect(day('Monday')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(submittedOps().at(-1)).toMatchObject({
      fields: { settings: { reminders: true, reminderDays: '2345' } },
    });
  });

  it('gives the time in the calendar text as the time field shows it', () => {
    renderDialog();
    // The field of a US device reads "07:00 PM"; so does the text.
    expect(calendarText()).toMatch(/your practice days at 07:00\sPM,/);
    expect(calendarText()).not.toContain('19:00');
  });

  it('points from "nothing arrives while it is closed" to the calendar below', () => {
    renderDialog();
    expect(screen.getByText(/nothing arrives while it is closed/).textContent).toContain(
      'To be reminded while it is closed, add your practice to your calendar below.',
    );
  });

  it('exports N days a week as one weekly reminder, and says so', async () => {
    const goal = { ...base, settings: { ...base.settings, plan: 'per-week:3' } };
    const user = renderDialog(goal);
    expect(calendarText()).toContain('each Sunday at 07:00');
    expect(calendarText()).toContain('a reminder of your 3 days for the week');
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ics');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Add practice to my calendar' }));
    const text = await (created.mock.calls[0]?.[0] as Blob).text();
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU');
    expect(text).not.toContain('FREQ=DAILY');
  });
});
