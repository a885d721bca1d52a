import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { recordOf } from '@/domain/goal-record';
import { tallyDayOf } from '@/domain/tally';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useTimer } from '@/stores/timer/timer.store';
import {
  NOW,
  piano,
  renderCard,
  setUpCardTests,
  submit,
  submittedChanges,
  submittedOps,
} from './goal-card.test-utils';

setUpCardTests();

describe('GoalCard name', () => {
  it('renames with Enter', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Rename goal' }));
    const input = screen.getByRole('textbox', { name: 'Goal name' });
    expect(input).toHaveValue('Piano');
    await user.clear(input);
    await user.type(input, '  Jazz piano  {Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submittedOps()).toEqual([
      { type: 'updateGoal', goalId: 'g1', fields: { name: 'Jazz piano' } },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Goal name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename goal' })).toHaveFocus();
  });

  it('renames on blur', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Rename goal' }));
    const input = screen.getByRole('textbox', { name: 'Goal name' });
    await user.clear(input);
    await user.type(input, 'Classical piano');
    await user.click(screen.getByText('Scales first'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submittedOps()).toEqual([
      { type: 'updateGoal', goalId: 'g1', fields: { name: 'Classical piano' } },
    ]);
  });

  it('saves nothing for an empty name, and Escape cancels', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Rename goal' }));
    await user.clear(screen.getByRole('textbox', { name: 'Goal name' }));
    await user.type(screen.getByRole('textbox', { name: 'Goal name' }), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Rename goal' }));
    await user.type(screen.getByRole('textbox', { name: 'Goal name' }), ' changed{Escape}');
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Piano' })).toBeInTheDocument();
  });
});

describe('GoalCard delete', () => {
  const sessionIds = piano.sessions.map((s) => s.id);
  // The years of its tally (tally.ts), deleted with it.
  const tallyYears = [...new Set(piano.sessions.map((s) => tallyDayOf(s.start).year))];
  const timerNote = 'Its timer is running';

  it('asks with the goal name and keeps the goal on Cancel', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the goal "Piano"? This action cannot be undone.',
    );
    expect(dialog).not.toHaveTextContent(timerNote);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('deletes the goal with its sessions, and shows no toast', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submittedOps()).toEqual([
      { type: 'deleteGoal', goalId: 'g1', wasActive: true, sessionIds, tallyYears },
    ]);
    // A refused delete shows in the sync status, not as a toast.
    expect(useFeedback.getState().toast).toBeNull();
  });

  it('says the running timer stops unlogged, then stops it before deleting', async () => {
    const startTime = NOW.getTime() - 3_600_000;
    const { user } = renderCard(piano, 'single', {
      timer: { goalId: 'g1', startTime, isRunning: true },
    });
    // The timer store follows the goals store's timer.
    expect(useTimer.getState().timer?.goalId).toBe('g1');
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the goal "Piano"? This action cannot be undone. ' +
        'Its timer is running: it will stop, and the time since it started will not be logged.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(submit).toHaveBeenCalledTimes(1);
    const changes = submittedChanges();
    expect(changes).toHaveLength(2);
    // The stop comes first and logs nothing (no putSession anywhere).
    expect(changes[0]?.ops).toEqual([
      { type: 'setTimer', timer: { goalId: 'g1', startTime, isRunning: false } },
    ]);
    expect(changes[1]?.ops).toEqual([
      { type: 'deleteGoal', goalId: 'g1', wasActive: true, sessionIds, tallyYears },
    ]);
  });

  it("neither mentions nor stops another goal's running timer", async () => {
    const { user } = renderCard(piano, 'single', {
      timer: { goalId: 'other', startTime: NOW.getTime() - 60_000, isRunning: true },
    });
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).not.toHaveTextContent(timerNote);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(submittedOps()).toEqual([
      { type: 'deleteGoal', goalId: 'g1', wasActive: true, sessionIds, tallyYears },
    ]);
  });

  it('forgets a goal whose creation the server refused, writing nothing', async () => {
    const forgetGoal = vi.fn();
    const refusedCreate: OutboxEntry = {
      id: 'e1',
      uid: 'u1',
      tab: 't1',
      at: NOW.getTime(),
      label: 'Create “Piano”',
      ops: [{ type: 'createGoal', goal: recordOf(piano) }],
      refused: 'The server refused it.',
    };
    const { user } = renderCard(piano, 'single', {
      outbox: [refusedCreate],
      isStored: () => false,
      forgetGoal,
    });
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(forgetGoal).toHaveBeenCalledWith('g1');
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('GoalCard timer, completion and note', () => {
  it('starts the timer, and disables the button while this goal runs', async () => {
    const start = vi.fn();
    useTimer.setState({ start });
    const { user } = renderCard();
    const button = screen.getByRole('button', { name: 'Timer' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(start).toHaveBeenCalledWith('g1', undefined);
    expect(screen.queryByText('Running')).not.toBeInTheDocument();

    act(() =>
      useTimer.setState({ timer: { goalId: 'g1', isRunning: true, startTime: 0, elapsedTime: 0 } }),
    );
    expect(screen.getByRole('button', { name: 'Timer' })).toBeDisabled();
    expect(screen.getByText('Running')).toBeInTheDocument();

    act(() =>
      useTimer.setState({
        timer: { goalId: 'other', isRunning: true, startTime: 0, elapsedTime: 0 },
      }),
    );
    expect(screen.getByRole('button', { name: 'Timer' })).toBeEnabled();
  });

  it('completes the goal and shows the toast, with Undo', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    expect(submittedOps()).toEqual([
      { type: 'setCompleted', goalId: 'g1', completed: true, completedDate: NOW.toISOString() },
    ]);
    expect(useFeedback.getState().toast).toMatchObject({
      title: 'Goal Completed!',
      description:
        'Congratulations on completing the goal, which can be found in the Completed Goals section',
      undoable: true,
      duration: 7000,
    });
    expect(useFeedback.getState().toast?.action?.label).toBe('Undo');
  });

  it('saves the note on blur and keeps a refused note with its reason', async () => {
    const { user } = renderCard();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, ', then chords');
    await user.tab();
    expect(submittedOps()).toEqual([
      { type: 'updateGoal', goalId: 'g1', fields: { note: 'Scales first, then chords' } },
    ]);

    submit.mockClear();
    const long = 'x'.repeat(5001);
    await user.clear(note);
    await user.click(note);
    await user.paste(long);
    await user.tab();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Note must be at most 5000 characters');
    expect(note).toHaveValue(long);
  });
});
