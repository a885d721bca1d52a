import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import { NOW, piano, renderCard, setUpCardTests, submittedOps } from './goal-card.test-utils';

setUpCardTests();
beforeEach(() => useAllGoalsRest.setState({ ranges: [] }));

// Piano practised 2, 4, 16 and 17 March 2026; today is Wednesday 18 March.
const monFri = { ...piano, settings: { ...piano.settings, plan: 'weekdays:12345' } };

describe('the goal card and the plan', () => {
  it('shows the plan and the streak', () => {
    renderCard(monFri);
    expect(screen.getByText('Mon–Fri')).toBeInTheDocument();
    const line = screen.getByText('Mon–Fri').closest('p');
    expect(line).toHaveTextContent('Practice plan: Mon–FriStreak 2 daysBest 2 days');
  });

  it('a break for all goals turns missed days into rest and mends the streak', () => {
    useAllGoalsRest.setState({ ranges: [{ from: '2026-03-05', to: '2026-03-13' }] });
    renderCard(monFri);
    expect(screen.getByRole('button', { name: 'Mon, Mar 9, 2026, rest day' })).toBeInTheDocument();
    expect(screen.getByText('Mon–Fri').closest('p')).toHaveTextContent('Streak 3 daysBest 3 days');
  });

  it('rests on a day from its menu', async () => {
    const { user } = renderCard(monFri);
    await user.click(screen.getByRole('button', { name: 'Fri, Mar 13, 2026, missed' }));
    const menu = await screen.findByRole('dialog', { name: 'Fri, Mar 13, 2026' });
    expect(within(menu).getByText('This day is missed.')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Rest on this day' }));
    expect(submittedOps()).toEqual([
      {
        type: 'editRest',
        goalId: 'g1',
        add: [{ from: '2026-03-13', to: '2026-03-13' }],
        remove: [],
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a rest day’s menu removes its rest at once, with Undo in a toast', async () => {
    const resting = { ...monFri, restRanges: [{ from: '2026-03-09', to: '2026-03-13' }] };
    const { user } = renderCard(resting);
    await user.click(screen.getByRole('button', { name: 'Tue, Mar 10, 2026, rest day' }));
    const menu = await screen.findByRole('dialog', { name: 'Tue, Mar 10, 2026' });
    await user.click(within(menu).getByRole('button', { name: /^Remove the rest/ }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useFeedback.getState().toast?.action?.label).toBe('Undo');
    expect(submittedOps()).toEqual([
      {
        type: 'editRest',
        goalId: 'g1',
        add: [],
        remove: [{ from: '2026-03-09', to: '2026-03-13' }],
      },
    ]);
    useFeedback.setState({ toast: null });
  });

  it('stays at today’s date', () => {
    renderCard(monFri);
    expect(screen.getByRole('button', { name: /^Wed, Mar 18, 2026, today/ })).toBeInTheDocument();
    expect(NOW.getDate()).toBe(18);
  });
});
