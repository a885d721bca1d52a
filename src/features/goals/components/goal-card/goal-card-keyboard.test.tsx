import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { sendShortcut } from '@/components/keyboard/shortcut-events';
import { TIMER_STOP_ATTRIBUTE } from '@/components/keyboard/timer-stop-focus';
import { endRoutineEarly } from '@/stores/timer/routine-runner';
import { useTimer } from '@/stores/timer/timer.store';
import { GoalCard } from './goal-card';
import { piano, seedGoals, setUpCardTests } from './goal-card.test-utils';

vi.mock('@/stores/timer/routine-runner', async (original) => ({
  ...(await original<typeof import('@/stores/timer/routine-runner')>()),
  endRoutineEarly: vi.fn(),
}));

setUpCardTests();

const running = { goalId: 'g1', isRunning: true, startTime: 0, elapsedTime: 0 };

/** The card with a stand-in for the timer widget's Stop button, shown while the timer runs. */
function StopStandIn() {
  const timing = useTimer((s) => s.timer !== null);
  return timing ? (
    <button type="button" {...{ [TIMER_STOP_ATTRIBUTE]: '' }}>
      Stop
    </button>
  ) : null;
}

function renderCardWithTimer() {
  seedGoals([piano]);
  const start = vi.fn(() => useTimer.setState({ timer: running }));
  const stop = vi.fn(() => {
    useTimer.setState({ timer: null });
    return { ok: true } as unknown as ReturnType<ReturnType<typeof useTimer.getState>['stop']>;
  });
  useTimer.setState({ start, stop });
  render(
    <MemoryRouter>
      <GoalCard goal={piano} view="single" />
      <StopStandIn />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), start, stop };
}

describe('GoalCard and the keyboard', () => {
  it('hands the focus to the timer’s Stop when starting disables the focused Timer button', async () => {
    const { user, start } = renderCardWithTimer();
    screen.getByRole('button', { name: 'Timer' }).focus();
    await user.keyboard('{Enter}');
    expect(start).toHaveBeenCalledWith('g1', undefined);
    expect(screen.getByRole('button', { name: 'Timer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus();
  });

  it('starts and stops its timer on the toggle shortcut', () => {
    const { start, stop } = renderCardWithTimer();
    const card = screen.getByRole('article', { name: 'Piano' });
    act(() => void sendShortcut(card, 'toggle-timer'));
    expect(start).toHaveBeenCalledWith('g1', undefined);
    act(() => void sendShortcut(card, 'toggle-timer'));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Timer' })).toBeEnabled();
  });

  it('ends a running routine early on the toggle shortcut, as its End early does', () => {
    const { stop } = renderCardWithTimer();
    const routine = { id: 'daily', block: 1, doneMs: 600_000 };
    act(() => useTimer.setState({ timer: { ...running, routine } }));
    act(() => void sendShortcut(screen.getByRole('article', { name: 'Piano' }), 'toggle-timer'));
    expect(endRoutineEarly).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
  });

  it('opens its session log with the note search focused on the search shortcut', async () => {
    renderCardWithTimer();
    const card = screen.getByRole('article', { name: 'Piano' });
    act(() => void sendShortcut(card, 'search-log'));
    await screen.findByRole('dialog', { name: 'Practice sessions' });
    expect(screen.getByRole('searchbox', { name: 'Search session notes' })).toHaveFocus();
  });
});
