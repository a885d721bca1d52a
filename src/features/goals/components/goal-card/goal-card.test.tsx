import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useTimer } from '@/stores/timer/timer.store';
import { commit, NOW, renderCard, savedGoal, setUpCardTests } from './goal-card.test-utils';

setUpCardTests();

describe('GoalCard name', () => {
  it('renames with Enter', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Rename goal' }));
    const input = screen.getByRole('textbox', { name: 'Goal name' });
    expect(input).toHaveValue('Piano');
    await user.clear(input);
    await user.type(input, '  Jazz piano  {Enter}');
    expect(commit).toHaveBeenCalledTimes(1);
    expect(savedGoal()?.name).toBe('Jazz piano');
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
    expect(commit).toHaveBeenCalledTimes(1);
    expect(savedGoal()?.name).toBe('Classical piano');
  });

  it('saves nothing for an empty name, and Escape cancels', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Rename goal' }));
    await user.clear(screen.getByRole('textbox', { name: 'Goal name' }));
    await user.type(screen.getByRole('textbox', { name: 'Goal name' }), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Rename goal' }));
    await user.type(screen.getByRole('textbox', { name: 'Goal name' }), ' changed{Escape}');
    expect(commit).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Piano' })).toBeInTheDocument();
  });
});

describe('GoalCard delete', () => {
  it('asks with the goal name and keeps the goal on Cancel', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the goal "Piano"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(commit).not.toHaveBeenCalled();
  });

  it('resets the running timer, deletes, and says so when the delete fails', async () => {
    const reset = vi.fn();
    useTimer.setState({
      reset,
      timer: { goalId: 'g1', isRunning: true, startTime: 0, elapsedTime: 0 },
    });
    commit.mockResolvedValue(false);
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith({ kind: 'delete', goalId: 'g1', counterDelta: -1 });
    await vi.waitFor(() =>
      expect(useFeedback.getState().toast?.title).toBe('Could not delete the goal'),
    );
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
    expect(start).toHaveBeenCalledWith('g1');
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

  it('completes the goal and shows the toast', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    expect(savedGoal()).toMatchObject({ completed: true, completedDate: NOW.toISOString() });
    expect(useFeedback.getState().toast).toMatchObject({
      title: 'Goal Completed!',
      description:
        'Congratulations on completing the goal, which can be found in the Completed Goals section',
    });
  });

  it('saves the note on blur and keeps a refused note with its reason', async () => {
    const { user } = renderCard();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, ', then chords');
    await user.tab();
    expect(savedGoal()?.note).toBe('Scales first, then chords');

    commit.mockClear();
    const long = 'x'.repeat(5001);
    await user.clear(note);
    await user.click(note);
    await user.paste(long);
    await user.tab();
    expect(commit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Note must be at most 5000 characters');
    expect(note).toHaveValue(long);
  });
});
