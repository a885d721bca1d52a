import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import { clock } from '@/stores/clock';
import { useFeedback } from '@/stores/feedback/feedback.store';
import type { GoalChange } from '@/stores/goals/goal-change';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';
import { GoalCard, type GoalCardView } from './goal-card';
import { fixtureGoal } from './goal-fixtures';

/** Test helpers for the goal card: a fixed clock, a seeded store and a recorded commit. */

// Wednesday 18 March 2026, 15:30 local time.
export const NOW = new Date(2026, 2, 18, 15, 30);
const at = (day: number, hour = 9) => new Date(2026, 2, day, hour);

export const piano = fixtureGoal('g1', 'Piano', NOW, {
  startDate: new Date(2026, 0, 18),
  note: 'Scales first',
  sessions: [
    { start: at(2), hours: 2 },
    { start: at(4), hours: 1 },
    { start: at(16), hours: 3 },
    { start: at(17), hours: 2.25 },
  ],
});

/** Stands in for the store's write: what the real goal actions would save or delete. */
export const commit = vi.fn<(change: GoalChange) => Promise<boolean>>();

export const savedGoal = () => {
  const change = commit.mock.calls.at(-1)?.[0];
  return change?.kind === 'save' ? change.goal : undefined;
};

/** Call at the top of a test file: fixes the clock and resets the stores around each test. */
export function setUpCardTests() {
  const initialTimer = useTimer.getState();
  beforeEach(() => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW.getTime());
    commit.mockReset().mockResolvedValue(true);
    useFeedback.setState({ toast: null });
  });
  afterEach(() => {
    useTimer.setState(initialTimer, true);
  });
}

export function renderCard(goal: Goal = piano, view: GoalCardView = 'single') {
  useGoals.setState({
    goals: [goal],
    uid: 'u1',
    status: 'ready',
    activeCounter: 1,
    commit,
    isStored: () => true,
  });
  const result = render(<GoalCard goal={goal} view={view} />);
  return { user: userEvent.setup(), ...result };
}
