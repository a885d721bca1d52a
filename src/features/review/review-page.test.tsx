import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal, type Goal } from '@/domain/goal';
import type { PracticeSession } from '@/domain/practice-sessions';
import { tallyDays, tallyOf } from '@/domain/tally';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import ReviewPage from './review-page';

/** Wednesday 9 December 2026, 15:00: this week is Sunday 6 to Saturday 12 December. */
const NOW = new Date(2026, 11, 9, 15);
const at = (month: number, day: number, hour = 9) => new Date(2026, month - 1, day, hour).getTime();

function session(id: string, start: number, minutes: number, extra: Partial<PracticeSession> = {}) {
  return { id, start, end: start + minutes * 60_000, source: 'manual' as const, ...extra };
}

function goal(id: string, name: string, sessions: PracticeSession[], over: Partial<Goal> = {}) {
  const made = createGoal({ id, name, now: new Date(2026, 10, 1) });
  const days = [...tallyDays(tallyOf(sessions)).keys()].sort();
  return { ...made, sessions, practiceDays: days, ...over };
}

const piano = goal(
  'piano',
  'Piano',
  [
    session('p1', at(12, 1), 60, { partId: 'scales' }),
    session('p2', at(12, 7), 90, { partId: 'scales', note: 'Left hand alone first' }),
    session('p3', at(12, 8), 30),
  ],
  { parts: [{ id: 'scales', name: 'Scales' }] },
);

const initial = useGoals.getState();
beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW.getTime());
});
afterEach(() => {
  useGoals.setState(initial, true);
  vi.restoreAllMocks();
});

function renderReview(goals: Goal[], url = '/review', sessionsFrom: number | null = null) {
  useGoals.setState({
    goals,
    dayTotals: new Map(goals.map((g) => [g.id, tallyDays(tallyOf(g.sessions))])),
    status: 'ready',
    uid: 'u1',
    sessionsFrom,
    sessionsFromCache: false,
  });
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/review" element={<ReviewPage />} />
        <Route path="/goals" element={<p>Goals page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole('article', { name });

describe('ReviewPage', () => {
  it("shows this week's time per goal and per part beside the week before, with its notes", () => {
    renderReview([piano]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This week's review");
    expect(screen.getByText('Dec 6 – Dec 12, 2026')).toBeInTheDocument();
    const piece = card('Piano');
    expect(piece).toHaveTextContent('2.0 h of 4 h weekly goal · week before 1.0 h');
    const scales = within(piece).getByRole('row', { name: /Scales/ });
    expect(scales).toHaveTextContent('Scales1.5 h1.0 h');
    expect(within(piece).getByRole('row', { name: /No part/ })).toHaveTextContent('0.5 h0.0 h');
    expect(piece).toHaveTextContent('Mon, Dec 7 · Scales: Left hand alone first');
    expect(within(piece).getByRole('list', { name: 'Days' })).toHaveTextContent(
      'Monday, Dec 7, practiced, 1.5 h',
    );
    expect(piece).toHaveTextContent('2 days practiced · plan met');
  });

  it('goes back a week, and forward again to this one', async () => {
    const user = renderReview([piano]);
    expect(screen.queryByRole('link', { name: 'Next week →' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← Previous week' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Weekly review');
    expect(screen.getByText('Nov 29 – Dec 5, 2026')).toBeInTheDocument();
    expect(card('Piano')).toHaveTextContent('1.0 h of 4 h weekly goal · week before 0.0 h');
    await user.click(screen.getByRole('link', { name: 'Next week →' }));
    expect(screen.getByText('Dec 6 – Dec 12, 2026')).toBeInTheDocument();
  });

  it('waits for the sessions of the week before before it shows anything', () => {
    renderReview([piano], '/review', at(12, 6, 0));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your practice...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('leaves out a completed goal without time in either week, and says when none is left', () => {
    const done = goal('done', 'Old goal', [], { completed: true });
    renderReview([done]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText(/No goals to review for this week/)).toBeInTheDocument();
  });

  it('never shows a week after this one', () => {
    renderReview([piano], '/review?week=2027-01-06');
    expect(screen.getByText('Dec 6 – Dec 12, 2026')).toBeInTheDocument();
  });
});
