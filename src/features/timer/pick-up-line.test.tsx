import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createGoal, type Goal } from '@/domain/goal';
import type { PracticeSession } from '@/domain/practice-sessions';
import type { ActiveTimer } from '@/domain/timer';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';
import { PickUpLine } from './pick-up-line';
import { TimerWidget } from './timer-widget';

const HOUR = 3_600_000;
const START = new Date(2026, 2, 18, 18, 0).getTime();
const daysBefore = (days: number) => new Date(2026, 2, 18 - days, 18, 0).getTime();
const created = createGoal({ id: 'g1', name: 'Violin', now: new Date(2026, 0, 5) });

function violin(sessions: PracticeSession[]): Goal {
  return {
    ...created,
    settings: {
      ...created.settings,
      measure: { name: 'Tempo', unit: 'bpm', higherIsBetter: true },
    },
    parts: [
      { id: 'scales', name: 'Scales' },
      { id: 'etudes', name: 'Études' },
    ],
    sessions,
  };
}

const at = (id: string, days: number, extra: Partial<PracticeSession>): PracticeSession => ({
  id,
  start: daysBefore(days),
  end: daysBefore(days) + HOUR,
  source: 'timer',
  ...extra,
});

const LOGGED = [
  at('a', 5, { partId: 'scales', note: 'Clean at 84', value: 84 }),
  at('b', 3, { partId: 'scales', note: 'Bar 12 rushed', nextTime: 'Start at 80', value: 80 }),
  at('c', 1, { partId: 'etudes', note: 'Études felt good' }),
];

function runOn(partId: string | undefined, sessions = LOGGED) {
  const timer: ActiveTimer = {
    goalId: 'g1',
    isRunning: true,
    startTime: START,
    elapsedTime: 0,
    ...(partId ? { partId } : {}),
  };
  useGoals.setState({ goals: [violin(sessions)], uid: 'u1', status: 'ready' });
  useTimer.setState({ timer, now: START, askingStillPracticing: false });
}

const initialGoals = useGoals.getState();
const initialTimer = useTimer.getState();
afterEach(() => {
  useGoals.setState(initialGoals, true);
  useTimer.setState(initialTimer, true);
});

describe('PickUpLine', () => {
  it("shows the part's last note, next-time line, best and last value, and days since", () => {
    runOn('scales');
    render(<TimerWidget />);
    const widget = screen.getByRole('complementary', { name: 'Running timer' });
    expect(widget).toHaveTextContent(
      'Practiced 3 days ago · Last note: Bar 12 rushed · Next time: Start at 80 · 84 bpm best, 80 last',
    );
  });

  it('takes the whole goal when the run names no part', () => {
    runOn(undefined);
    const { container } = render(<PickUpLine />);
    expect(container).toHaveTextContent(
      'Practiced yesterday · Last note: Études felt good · 84 bpm best, 80 last',
    );
  });

  it('shows nothing when the part has nothing to pick up', () => {
    runOn('etudes', [LOGGED[0]!]);
    const { container } = render(<PickUpLine />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Practiced/)).toBeNull();
  });

  it('shows nothing without a running timer', () => {
    useGoals.setState({ goals: [violin(LOGGED)], uid: 'u1', status: 'ready' });
    const { container } = render(<PickUpLine />);
    expect(container).toBeEmptyDOMElement();
  });
});
