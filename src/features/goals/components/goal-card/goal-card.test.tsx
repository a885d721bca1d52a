import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import type { GoalWrite } from '@/data/ports';
import { clock } from '@/stores/clock';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';
import { GoalCard } from './goal-card';
import { fixtureGoal } from './goal-fixtures';

// Wednesday 18 March 2026, 15:30 local time.
const NOW = new Date(2026, 2, 18, 15, 30);
const at = (day: number, hour = 9) => new Date(2026, 2, day, hour);

const piano = fixtureGoal('g1', 'Piano', NOW, {
  startDate: new Date(2026, 0, 18),
  note: 'Scales first',
  sessions: [
    { start: at(2), hours: 2 },
    { start: at(4), hours: 1 },
    { start: at(16), hours: 3 },
    { start: at(17), hours: 2.25 },
  ],
});

const commit = vi.fn<(change: GoalWrite) => Promise<boolean>>();
const initialTimer = useTimer.getState();
const savedGoal = () => {
  const change = commit.mock.calls.at(-1)?.[0];
  return change?.kind === 'save' ? change.goal : undefined;
};

function renderCard(goal: Goal = piano, view: 'single' | 'double' | 'three' = 'single') {
  useGoals.setState({ goals: [goal], uid: 'u1', status: 'ready', activeCounter: 1, commit });
  render(<GoalCard goal={goal} view={view} />);
  return userEvent.setup();
}

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW.getTime());
  commit.mockReset().mockResolvedValue(true);
  useFeedback.setState({ toast: null });
});

afterEach(() => {
  useTimer.setState(initialTimer, true);
});

describe('GoalCard name', () => {
  it('renames with Enter', async () => {
    const user = renderCard();
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
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Rename goal' }));
    const input = screen.getByRole('textbox', { name: 'Goal name' });
    await user.clear(input);
    await user.type(input, 'Classical piano');
    await user.click(screen.getByText('Scales first'));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(savedGoal()?.name).toBe('Classical piano');
  });

  it('saves nothing for an empty name, and Escape cancels', async () => {
    const user = renderCard();
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
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the goal "Piano"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(commit).not.toHaveBeenCalled();
  });

  it('resets the running timer, deletes, and says so when the delete fails', async () => {
    const reset = vi.fn();
    useTimer.setState({ reset, timer: { goalId: 'g1', isRunning: true, startTime: 0, elapsedTime: 0 } });
    commit.mockResolvedValue(false);
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'delete', goalId: 'g1' }));
    await vi.waitFor(() =>
      expect(useFeedback.getState().toast?.title).toBe('Could not delete the goal'),
    );
  });
});

describe('GoalCard timer, completion and note', () => {
  it('starts the timer, and disables the button while this goal runs', async () => {
    const start = vi.fn();
    useTimer.setState({ start });
    const user = renderCard();
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
      useTimer.setState({ timer: { goalId: 'other', isRunning: true, startTime: 0, elapsedTime: 0 } }),
    );
    expect(screen.getByRole('button', { name: 'Timer' })).toBeEnabled();
  });

  it('completes the goal and shows the toast', async () => {
    const user = renderCard();
    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    expect(savedGoal()).toMatchObject({ completed: true, completedDate: NOW.toISOString() });
    expect(useFeedback.getState().toast).toMatchObject({
      title: 'Goal Completed!',
      description:
        'Congratulations on completing the goal, which can be found in the Completed Goals section',
    });
  });

  it('saves the note on blur and keeps a refused note with its reason', async () => {
    const user = renderCard();
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

describe('GoalCard views', () => {
  it('shows level, time since start, weekly progress and hours', () => {
    renderCard();
    expect(screen.getByText('Level 1 · Beginner')).toBeInTheDocument();
    expect(screen.getByText(/Started 2 months ago/)).toHaveTextContent('since Jan 18, 2026');
    expect(screen.getByText('5.3 / 4.0 h')).toBeInTheDocument();
    expect(screen.getByText('Total 8.3 h')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Weekly progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('img', { name: '1 trophy' })).toBeInTheDocument();
  });

  it('single view: calendar and the three-week strip, current week last', () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    const weeks = within(screen.getByRole('list', { name: 'Last three weeks' })).getAllByRole(
      'listitem',
    );
    expect(weeks.map((w) => w.textContent)).toEqual([
      'Mar 1 – 72 weeks agoTrophies: 03.0 h',
      'Mar 8 – 14Last weekTrophies: 00.0 h',
      'Mar 15 – 21This weekTrophies: 15.3 h',
    ]);
    expect(weeks[2]).toHaveAttribute('aria-current', 'date');
  });

  it('double view: calendar and note, no week strip', () => {
    renderCard(piano, 'double');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Last three weeks' })).not.toBeInTheDocument();
  });

  it('three view: a practice summary instead of the calendar, and no note', () => {
    renderCard(piano, 'three');
    expect(screen.getByText('4 practice days · last 2026-03-17')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('three view without practice says so', () => {
    renderCard(fixtureGoal('g2', 'Chess', NOW), 'three');
    expect(screen.getByText('No practice yet')).toBeInTheDocument();
  });
});
