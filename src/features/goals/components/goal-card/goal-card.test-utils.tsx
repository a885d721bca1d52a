import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import { recordOf, storedSessionsOf } from '@/domain/goal-record';
import { sessionsByGoal, type SyncState } from '@/domain/sync/sync-state';
import type { Change } from '@/domain/sync/timer-changes';
import type { WriteOp } from '@/domain/sync/write-ops';
import type { TimerRecord } from '@/domain/timer';
import { clock } from '@/stores/clock';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';
import { GoalCard, type GoalCardView } from './goal-card';
import { fixtureGoal } from './goal-fixtures';

/** Test helpers for goal screens: a fixed clock, a seeded store and a recorded submit. */

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

/** Stands in for the store's submit: records the changes the goal actions make. */
export const submit = vi.fn<(...changes: Change[]) => void>();

/** Every change submitted so far, in order. */
export const submittedChanges = (): Change[] => submit.mock.calls.flat();

/** Every write submitted so far, in order, across all changes. */
export const submittedOps = (): WriteOp[] => submittedChanges().flatMap((change) => change.ops);

/** The database as the server would hold these goals: their records, sessions and the timer. */
export function syncStateOf(goals: Goal[], timer: TimerRecord | null = null): SyncState {
  return {
    records: new Map(goals.map((goal) => [goal.id, recordOf(goal)])),
    sessions: sessionsByGoal(goals.flatMap(storedSessionsOf)),
    timer,
  };
}

type GoalsStoreState = ReturnType<typeof useGoals.getState>;

/**
 * Seeds the goals store with these goals as stored on the server, an empty outbox, no timer,
 * and the recorded `submit`. `overrides` replaces any of it (a timer, an outbox, isStored…).
 */
export function seedGoals(goals: Goal[], overrides: Partial<GoalsStoreState> = {}) {
  const timer = overrides.timer ?? null;
  const state = syncStateOf(goals, timer);
  useGoals.setState({
    goals,
    uid: 'u1',
    status: 'ready',
    outbox: [],
    hasPendingWrites: false,
    submit,
    view: () => state,
    isStored: (id) => state.records.has(id),
    sessionsFrom: null,
    sessionsWholeFrom: null,
    sessionsFromCache: false,
    requestSessionsSince: () => () => undefined,
    tallyYears: () => [],
    ...overrides,
    timer,
  });
}

/**
 * Call at the top of a test file: fixes the clock, clears the recorded submit and resets the
 * stores around each test (a running timer set through the goals store is stopped after).
 */
export function setUpGoalStoreTests() {
  const initialTimer = useTimer.getState();
  const initialGoals = useGoals.getState();
  beforeEach(() => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW.getTime());
    submit.mockReset();
    useFeedback.setState({ toast: null });
  });
  afterEach(() => {
    useGoals.setState({ timer: null });
    useGoals.setState(initialGoals, true);
    useTimer.setState(initialTimer, true);
  });
}

/** The goal card's tests use the same set-up. */
export const setUpCardTests = setUpGoalStoreTests;

export function renderCard(
  goal: Goal = piano,
  view: GoalCardView = 'single',
  overrides: Partial<GoalsStoreState> = {},
) {
  seedGoals([goal], overrides);
  const result = render(<GoalCard goal={goal} view={view} />, { wrapper: MemoryRouter });
  return { user: userEvent.setup(), ...result };
}
