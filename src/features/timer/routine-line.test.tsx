import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal, type Goal } from '@/domain/goal';
import type { Change } from '@/domain/sync/timer-changes';
import type { TimerRecord } from '@/domain/timer';
import { activeTimerOf } from '@/domain/timer';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';
import { TimerWidget } from './timer-widget';

const MIN = 60_000;
const NOW = Date.UTC(2026, 2, 18, 15, 30);
const violin: Goal = {
  ...createGoal({ id: 'g1', name: 'Violin', now: new Date(NOW - 30 * 24 * 60 * MIN) }),
  parts: [
    { id: 'a', name: 'Scales' },
    { id: 'b', name: 'Études' },
  ],
  routines: [
    {
      id: 'r1',
      name: 'Daily',
      blocks: [
        { partId: 'a', minutes: 10 },
        { partId: 'b', minutes: 20 },
      ],
    },
  ],
};
const initialGoals = useGoals.getState();
const initialTimer = useTimer.getState();
const submit = vi.fn<(...changes: Change[]) => void>();
const submittedOps = () => submit.mock.calls.flat().flatMap((change) => change.ops);

function runBlock(block: number, startTime: number) {
  const record: TimerRecord = {
    goalId: 'g1',
    startTime,
    isRunning: true,
    partId: block === 0 ? 'a' : 'b',
    routine: { id: 'r1', block, doneMs: block * 10 * MIN },
  };
  useGoals.setState({ goals: [violin], uid: 'u1', status: 'ready', submit, timer: record });
  useTimer.setState({ timer: activeTimerOf(record), now: NOW });
}

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  submit.mockReset();
});
afterEach(() => {
  useGoals.setState({ timer: null });
  useGoals.setState(initialGoals, true);
  useTimer.setState(initialTimer, true);
  vi.restoreAllMocks();
});

describe('the timer widget during a routine', () => {
  it('shows the block, what comes next and the time left, with Skip and End early for Stop', () => {
    runBlock(0, NOW - 4 * MIN);
    render(<TimerWidget />);
    const widget = screen.getByRole('complementary', { name: 'Running timer' });
    expect(widget).toHaveTextContent('Block 1 of 2: Scales');
    expect(widget).toHaveTextContent('00:06:00 left · Next: Études, 20 min');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    act(() => useTimer.setState({ now: NOW + MIN }));
    expect(widget).toHaveTextContent('00:05:00 left');
  });

  it('says the last block, and Skip ends it with what was practiced', async () => {
    runBlock(1, NOW - 5 * MIN);
    render(<TimerWidget />);
    expect(screen.getByRole('group', { name: 'Daily' })).toHaveTextContent(
      'Block 2 of 2: Études00:15:00 left · Last block',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip' }));
    expect(submittedOps()).toEqual([
      expect.objectContaining({
        type: 'putSession',
        session: expect.objectContaining({ start: NOW - 5 * MIN, end: NOW, partId: 'b' }),
      }),
      expect.objectContaining({
        type: 'setTimer',
        timer: expect.objectContaining({ isRunning: false }),
      }),
      {
        type: 'updateGoal',
        goalId: 'g1',
        fields: {
          routineRuns: { r1: expect.objectContaining({ doneMinutes: 15, plannedMinutes: 30 }) },
        },
      },
    ]);
  });

  it('ends early from the first block', async () => {
    runBlock(0, NOW - 3 * MIN);
    render(<TimerWidget />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'End early' }));
    expect(submittedOps().map((op) => op.type)).toEqual(['putSession', 'setTimer', 'updateGoal']);
  });
});
