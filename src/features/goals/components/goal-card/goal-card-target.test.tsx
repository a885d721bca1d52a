import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal, GoalSettings } from '@/domain/goal';
import { fixtureGoal } from './goal-fixtures';
import { NOW, piano, renderCard, setUpCardTests } from './goal-card.test-utils';

setUpCardTests();

function withSettings(goal: Goal, patch: Partial<GoalSettings>): Goal {
  return { ...goal, settings: { ...goal.settings, ...patch } };
}

const targetText = () => screen.getByTestId('target-progress').textContent;

describe('GoalCard target progress', () => {
  it('shows an hours-per-week target once: it is the weekly goal', () => {
    renderCard(withSettings(piano, { target: { type: 'hours', value: 10 } }));
    expect(screen.queryByTestId('target-progress')).toBeNull();
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(
      ['Weekly progress'],
    );
  });

  it('shows hours of the day against a daily hours target, with a bar', () => {
    renderCard(withSettings(piano, { frequency: 'daily', target: { type: 'hours', value: 2 } }));
    expect(targetText()).toMatch(/^\d+\.\d \/ 2\.0 h$/);
    expect(screen.getByText('· Today')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Target progress' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/\/ 2\.0 h today$/);
  });

  it('sets no hours a week beside a target that is not hours', () => {
    renderCard(withSettings(piano, { frequency: 'daily', target: { type: 'days', value: 5 } }));
    const card = screen.getByRole('article', { name: 'Piano' }).textContent;
    expect(card).toMatch(/\d\.\d h this week/);
    expect(card).not.toMatch(/\/ 4\.0 h/);
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(
      ['Target progress'],
    );
  });

  it('counts practice days of the period for a days target', () => {
    renderCard(withSettings(piano, { target: { type: 'days', value: 5 } }));
    expect(targetText()).toBe('2 / 5 days');
    renderCard(withSettings(piano, { frequency: 'monthly', target: { type: 'days', value: 5 } }));
    expect(screen.getAllByTestId('target-progress')[1]).toHaveTextContent('4 / 5 days');
  });

  it('counts completed books only for a books target', () => {
    const books = withSettings(piano, {
      target: { type: 'books', value: 3 },
      resources: [
        { type: 'book', name: 'One', completed: true },
        { type: 'book', name: 'Two', completed: true },
        { type: 'book', name: 'Three', completed: false },
        { type: 'video', name: 'Clip', completed: true },
      ],
    });
    renderCard(books, 'three');
    expect(targetText()).toBe('2 / 3 books');
    expect(screen.getByText('· Since start')).toBeInTheDocument();
  });

  it('counts weeks with practice since the start for a weeks target', () => {
    renderCard(withSettings(piano, { target: { type: 'weeks', value: 12 } }));
    expect(targetText()).toBe('2 / 12 weeks');
  });
});

describe('GoalCard medals', () => {
  it('lists earned medals with their names', () => {
    renderCard(piano);
    const medals = within(screen.getByRole('list', { name: 'Medals' })).getAllByRole('listitem');
    expect(medals.map((m) => m.textContent)).toEqual(['First session']);
    expect(medals[0]).toHaveAttribute('title', 'First session');
  });

  it('shows no medal list before the first session', () => {
    renderCard(fixtureGoal('g2', 'Cello', NOW));
    expect(screen.queryByRole('list', { name: 'Medals' })).not.toBeInTheDocument();
  });
});

describe('GoalCard calendar', () => {
  it('leaves days before the start unplanned, and missed planned days since then red', () => {
    const fresh = fixtureGoal('g3', 'Flute', NOW, { startDate: new Date(2026, 2, 16, 10) });
    renderCard({ ...fresh, settings: { ...fresh.settings, plan: 'every-day' } });
    expect(
      screen.getByRole('button', { name: 'Mon, Mar 2, 2026, not planned' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mon, Mar 16, 2026, missed' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /, missed$/ })).toHaveLength(2);
  });

  it('paints no day red for a goal with no fixed days (the weekly default)', () => {
    renderCard(fixtureGoal('g3', 'Flute', NOW, { startDate: new Date(2026, 2, 2, 10) }));
    expect(screen.queryAllByRole('button', { name: /, missed$/ })).toHaveLength(0);
    expect(
      screen.getByRole('button', { name: 'Tue, Mar 3, 2026, not planned' }),
    ).toBeInTheDocument();
  });
});
