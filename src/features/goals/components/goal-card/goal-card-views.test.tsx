import { act, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTimer } from '@/stores/timer/timer.store';
import { GoalCard } from './goal-card';
import { fixtureGoal } from './goal-fixtures';
import { NOW, piano, renderCard, setUpCardTests } from './goal-card.test-utils';

setUpCardTests();

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
      'Mar 1 – 72 weeks agoTrophies: 03.0 hDays: 5 not planned, 2 practiced',
      'Mar 8 – 14Last weekTrophies: 00.0 hDays: 7 not planned',
      'Mar 15 – 21This weekTrophies: 15.3 hDays: 5 not planned, 2 practiced',
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
    expect(screen.getByText('4 practice days · last Mar 17, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('three view without practice says so', () => {
    renderCard(fixtureGoal('g2', 'Chess', NOW), 'three');
    expect(screen.getByText('No practice yet')).toBeInTheDocument();
  });

  it('does not re-render on timer ticks, only when its own timer starts or stops', () => {
    const onRender = vi.fn();
    const { rerender } = renderCard();
    rerender(
      <Profiler id="card" onRender={onRender}>
        <GoalCard goal={piano} view="single" />
      </Profiler>,
    );
    onRender.mockClear();
    act(() =>
      useTimer.setState({
        timer: { goalId: 'other', isRunning: true, startTime: 0, elapsedTime: 0 },
      }),
    );
    act(() => useTimer.setState({ now: NOW.getTime() + 1000 }));
    act(() => useTimer.setState({ now: NOW.getTime() + 2000 }));
    expect(onRender).not.toHaveBeenCalled();
    act(() =>
      useTimer.setState({ timer: { goalId: 'g1', isRunning: true, startTime: 0, elapsedTime: 0 } }),
    );
    expect(onRender).toHaveBeenCalled();
  });
});
