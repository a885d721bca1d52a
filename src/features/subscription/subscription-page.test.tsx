import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createGoal, markCompleted, type Goal } from '@/domain/goal';
import type { SessionUser } from '@/domain/user';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import SubscriptionPage from './subscription-page';
import { FREE_MEMBER } from '@/testing/session-users';

const member = FREE_MEMBER;
const administrator: SessionUser = { ...member, email: 'admin@masterly.app', role: 'admin' };

const now = new Date('2025-03-01T12:00:00Z');
const active = (id: string) => createGoal({ id, name: `Goal ${id}`, now });
const done = (id: string) => markCompleted(active(id), now);

function renderPage(user: SessionUser, goals: Goal[]) {
  useSession.setState({ user, status: 'signedIn', resolved: true });
  // The cap counts the active goals among `goals`.
  useGoals.setState({ goals, status: 'ready', uid: user.uid });
  render(
    <MemoryRouter>
      <SubscriptionPage />
    </MemoryRouter>,
  );
}

const warning = "You've reached your goal limit. Upgrade to create more goals.";
const plans = () => screen.getByRole('list', { name: 'Available Plans' });

function expectUpgradeOnlyInPlans() {
  const upgrades = screen.getAllByRole('button', { name: 'Upgrade' });
  expect(upgrades).toHaveLength(2); // Pro and Platinum
  for (const button of upgrades) expect(plans()).toContainElement(button);
}

beforeEach(() => useGoals.setState({ goals: [] }));

describe('SubscriptionPage', () => {
  it('counts only active goals against the free cap', () => {
    renderPage(member, [active('a'), active('b'), done('c')]);
    expect(screen.getByText('Your current subscription')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Free' })).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Goals used' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar.firstElementChild).not.toHaveClass('bg-red-500');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    // The header's Upgrade plus Pro and Platinum.
    expect(screen.getAllByRole('button', { name: 'Upgrade' })).toHaveLength(3);
  });

  it('turns red with the warning at the cap', () => {
    renderPage(member, [active('a'), active('b'), active('c')]);
    expect(screen.getByText('3 / 3')).toHaveClass('text-red-600');
    const bar = screen.getByRole('progressbar', { name: 'Goals used' });
    expect(bar.firstElementChild).toHaveClass('bg-red-500');
    expect(screen.getByText(warning)).toBeInTheDocument();
  });

  it('lists the other plans with their prices', () => {
    renderPage({ ...member, subscriptionPlan: 'pro' }, []);
    const list = plans();
    expect(within(list).getAllByText('Free')).toHaveLength(2); // the name and the price
    expect(within(list).getByText('$9.50/month')).toBeInTheDocument();
    expect(within(list).getByText('Contact us')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('0 / 15')).toBeInTheDocument();
  });

  it('shows the administrator badge, no Upgrade anywhere and no cap', () => {
    renderPage(administrator, [active('a'), active('b'), active('c'), active('d')]);
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(screen.getByText('4 / Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('offers no Upgrade for enterprise', () => {
    renderPage({ ...member, subscriptionPlan: 'enterprise' }, [active('a')]);
    expect(screen.getByText('1 / Unlimited')).toBeInTheDocument();
    expectUpgradeOnlyInPlans();
  });
});
