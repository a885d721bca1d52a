import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import {
  NOW,
  seedGoals,
  setUpGoalStoreTests,
  submit,
  submittedOps,
} from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useGoals } from '@/stores/goals/goals.store';
import { SessionLogDialog } from './session-log-dialog';
import { logRows, renderSessionLog } from './session-log.test-kit';

// NOW: Wednesday 18 March 2026, 15:30 local time.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);

const piano = fixtureGoal('g1', 'Piano', NOW, {
  sessions: [
    { start: at(16, 9), hours: 1.5 },
    { start: at(17, 18), hours: 1, source: 'manual' },
  ],
});

setUpGoalStoreTests();

const renderLog = (goal: Goal = piano) => renderSessionLog(goal);
const rows = logRows;

describe('SessionLogDialog list', () => {
  it('lists sessions newest first with times, hours and source', () => {
    renderLog();
    const [first, second] = rows();
    expect(first).toHaveTextContent('Tue, Mar 17, 2026');
    expect(first).toHaveTextContent('18:00 – 19:00');
    expect(first).toHaveTextContent('1.0 h');
    expect(first).toHaveTextContent('Manual');
    expect(second).toHaveTextContent('Mon, Mar 16, 2026');
    expect(second).toHaveTextContent('09:00 – 10:30');
    expect(second).toHaveTextContent('1.5 h');
    expect(second).toHaveTextContent('Timer');
  });

  it('says it is loading until the sessions are loaded, and lists them then', () => {
    seedGoals([piano], { sessionsFrom: undefined, sessionsWholeFrom: undefined });
    render(<SessionLogDialog goal={piano} open onOpenChange={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions…');
    expect(screen.queryByRole('list', { name: 'Logged sessions' })).toBeNull();
    act(() => useGoals.setState({ sessionsFrom: null, sessionsWholeFrom: null }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByText('2 sessions')).toBeInTheDocument();
  });

  it('opens on the recent sessions and reads earlier ones a page at a time', async () => {
    const monthStart = new Date(2026, 2, 1).getTime();
    const requestSessionsSince = vi.fn(() => () => undefined);
    const goal = { ...piano, practiceDays: ['2026-01-05', ...piano.practiceDays] };
    seedGoals([goal], {
      sessionsFrom: monthStart,
      sessionsWholeFrom: monthStart,
      requestSessionsSince,
    });
    render(<SessionLogDialog goal={goal} open onOpenChange={vi.fn()} />);
    const user = userEvent.setup();
    expect(rows()).toHaveLength(2);
    expect(screen.getByText('2 sessions since Mar 1, 2026')).toBeInTheDocument();

    const earlier = screen.getByRole('button', { name: 'Show earlier sessions' });
    await user.click(earlier);
    const january5 = new Date(2026, 0, 5).getTime();
    expect(requestSessionsSince).toHaveBeenLastCalledWith(january5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading earlier sessions…');
    // The button stays, with the focus, and a second press while loading asks nothing more.
    expect(earlier).toHaveFocus();
    expect(earlier).toHaveAttribute('aria-disabled', 'true');
    const asked = requestSessionsSince.mock.calls.length;
    await user.click(earlier);
    expect(requestSessionsSince).toHaveBeenCalledTimes(asked);

    act(() => useGoals.setState({ sessionsFrom: january5, sessionsWholeFrom: january5 }));
    expect(screen.queryByText('Loading earlier sessions…')).toBeNull();
    expect(screen.getByText('2 sessions since Jan 5, 2026')).toBeInTheDocument();
    // January 5 was the first practice day: there is nothing earlier to show.
    expect(screen.queryByRole('button', { name: 'Show earlier sessions' })).toBeNull();
  });

  it('keeps the earlier sessions it shows while open, when they were read for something else', () => {
    const requestSessionsSince = vi.fn(() => () => undefined);
    const january5 = new Date(2026, 0, 5).getTime();
    seedGoals([piano], {
      sessionsFrom: january5,
      sessionsWholeFrom: january5,
      requestSessionsSince,
    });
    render(<SessionLogDialog goal={piano} open onOpenChange={vi.fn()} />);
    expect(requestSessionsSince).toHaveBeenLastCalledWith(january5);
    expect(screen.getByText('2 sessions since Jan 5, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty state', () => {
    renderLog(fixtureGoal('g2', 'Chess', NOW));
    expect(
      screen.getByText('No practice sessions yet. Start the timer or add a session.'),
    ).toBeInTheDocument();
  });

  it('deletes a session at once and offers Undo in a toast (no confirmation)', async () => {
    const user = renderLog();
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: /^Delete/ }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The newest (first) row is the second session; only it is deleted.
    expect(submit).toHaveBeenCalledTimes(1);
    // It names the times it deletes, so the goal's tally moves by exactly them.
    const previous = { start: at(17, 18).getTime(), end: at(17, 19).getTime() };
    expect(submittedOps()).toEqual([
      { type: 'deleteSession', goalId: 'g1', sessionId: 'g1-s2', previous },
    ]);
    const toast = useFeedback.getState().toast;
    expect(toast).toMatchObject({ title: 'Session deleted', undoable: true });
    expect(toast?.action?.label).toBe('Undo');
    useFeedback.setState({ toast: null });
  });
});

describe('SessionLogDialog edit', () => {
  it('saves new times', async () => {
    const user = renderLog();
    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: /^Edit/ }));
    const form = screen.getByRole('form', { name: 'Edit session' });
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-03-16');
    await user.clear(within(form).getByLabelText('End time'));
    await user.type(within(form).getByLabelText('End time'), '11:00');
    await user.click(within(form).getByRole('button', { name: 'Save session' }));
    // An edit keeps the session's id and source and is stamped with the time of the edit.
    expect(submittedOps()).toEqual([
      {
        type: 'putSession',
        session: {
          id: 'g1-s1',
          goalId: 'g1',
          start: at(16, 9).getTime(),
          end: at(16, 11).getTime(),
          source: 'timer',
          editedAt: NOW.getTime(),
        },
        previous: { start: at(16, 9).getTime(), end: at(16, 10, 30).getTime() },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Edit session' })).not.toBeInTheDocument();
  });

  it('shows a refused edit in red and keeps what was typed', async () => {
    const user = renderLog();
    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: /^Edit/ }));
    const form = screen.getByRole('form', { name: 'Edit session' });
    const date = within(form).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-03-17');
    const start = within(form).getByLabelText('Start time');
    await user.clear(start);
    await user.type(start, '17:30');
    await user.click(within(form).getByRole('button', { name: 'Save session' }));

    expect(within(form).getByRole('alert')).toHaveTextContent(
      'This session overlaps another session of this goal.',
    );
    expect(submit).not.toHaveBeenCalled();
    expect(date).toHaveValue('2026-03-17');
    expect(start).toHaveValue('17:30');
  });

  it('an end before the start runs past midnight', async () => {
    const user = renderLog();
    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: /^Edit/ }));
    const form = screen.getByRole('form', { name: 'Edit session' });
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-03-15');
    await user.clear(within(form).getByLabelText('Start time'));
    await user.type(within(form).getByLabelText('Start time'), '23:00');
    await user.clear(within(form).getByLabelText('End time'));
    await user.type(within(form).getByLabelText('End time'), '00:30');
    await user.click(within(form).getByRole('button', { name: 'Save session' }));
    expect(submittedOps()).toEqual([
      {
        type: 'putSession',
        session: expect.objectContaining({
          id: 'g1-s1',
          start: at(15, 23).getTime(),
          end: at(16, 0, 30).getTime(),
          editedAt: NOW.getTime(),
        }),
        previous: { start: at(16, 9).getTime(), end: at(16, 10, 30).getTime() },
      },
    ]);
  });
});

describe('SessionLogDialog add', () => {
  async function openForm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    return screen.getByRole('form', { name: 'Log past practice' });
  }

  it('adds a manual session for a past day from a duration', async () => {
    const user = renderLog();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-03-10');
    await user.clear(within(form).getByLabelText('Start time'));
    await user.type(within(form).getByLabelText('Start time'), '07:15');
    await user.clear(within(form).getByLabelText('Duration (hours)'));
    await user.type(within(form).getByLabelText('Duration (hours)'), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Log session' }));
    // A new session: a fresh id, source 'manual', and no editedAt.
    expect(submittedOps()).toEqual([
      {
        type: 'putSession',
        session: {
          id: expect.any(String),
          goalId: 'g1',
          start: at(10, 7, 15).getTime(),
          end: at(10, 9, 45).getTime(),
          source: 'manual',
        },
      },
    ]);
    expect(within(form).getByRole('status')).toHaveTextContent('Session added.');
  });

  it('keeps a session logged before the loaded ones in the list', async () => {
    const requestSessionsSince = vi.fn(() => () => undefined);
    const from = at(14, 0).getTime();
    seedGoals([piano], { sessionsFrom: from, sessionsWholeFrom: from, requestSessionsSince });
    render(<SessionLogDialog goal={piano} open onOpenChange={vi.fn()} />);
    const user = userEvent.setup();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-03-10');
    // Opened, it asks for its first page (from the first of the month), and no earlier.
    expect(requestSessionsSince).toHaveBeenLastCalledWith(at(1, 0).getTime());
    await user.click(within(form).getByRole('button', { name: 'Log session' }));
    expect(requestSessionsSince).toHaveBeenLastCalledWith(at(10, 0).getTime());
  });

  /** A log with no session yet, whose add form opened by itself; `withSession` one arrived. */
  function openEmptyLog() {
    const chess = fixtureGoal('g2', 'Chess', NOW);
    seedGoals([chess]);
    const { rerender } = render(<SessionLogDialog goal={chess} open onOpenChange={vi.fn()} />);
    const withSession = () => {
      const goal = fixtureGoal('g2', 'Chess', NOW, { sessions: [{ start: at(18, 9), hours: 1 }] });
      rerender(<SessionLogDialog goal={goal} open onOpenChange={vi.fn()} />);
    };
    const form = screen.getByRole('form', { name: 'Log past practice' });
    return { user: userEvent.setup(), form, withSession };
  }

  it('keeps the form that opened on an empty log open after the first session', async () => {
    const { user, form, withSession } = openEmptyLog();
    await user.click(within(form).getByRole('button', { name: 'Log session' }));
    withSession();
    expect(screen.getByRole('form', { name: 'Log past practice' })).toHaveTextContent(
      'Session added.',
    );
  });

  it('keeps the form that opened on an empty log open while a session arrives from elsewhere', async () => {
    const { user, form, withSession } = openEmptyLog();
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-03-10');
    withSession();
    expect(screen.getByRole('form', { name: 'Log past practice' })).toBe(form);
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-03-10');
    expect(rows()).toHaveLength(1);
  });

  it('adds from an end time', async () => {
    const user = renderLog();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-03-12');
    await user.click(within(form).getByRole('radio', { name: 'End time' }));
    await user.clear(within(form).getByLabelText('End time'));
    await user.type(within(form).getByLabelText('End time'), '09:45');
    await user.click(within(form).getByRole('button', { name: 'Log session' }));
    expect(submittedOps()).toEqual([
      {
        type: 'putSession',
        session: {
          id: expect.any(String),
          goalId: 'g1',
          start: at(12, 9).getTime(),
          end: at(12, 9, 45).getTime(),
          source: 'manual',
        },
      },
    ]);
  });

  it('refuses a future day and keeps the form', async () => {
    const user = renderLog();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-03-19');
    await user.click(within(form).getByRole('button', { name: 'Log session' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Practice can only be logged for today or a past day.',
    );
    expect(submit).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-03-19');
  });
});
