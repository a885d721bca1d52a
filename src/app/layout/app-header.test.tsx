import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/domain/user';
import { AppHeader } from './app-header';
import { FREE_MEMBER } from '@/testing/session-users';

const member: SessionUser = { ...FREE_MEMBER, subscriptionPlan: 'platinum' };

function renderHeader(user: SessionUser, onSignOut = vi.fn()) {
  render(
    <MemoryRouter>
      <AppHeader user={user} onSignOut={onSignOut} />
    </MemoryRouter>,
  );
  return onSignOut;
}

describe('AppHeader', () => {
  it('shows the capitalised plan, a welcome and Help', () => {
    renderHeader(member);
    expect(screen.getByText('Platinum')).toBeInTheDocument();
    expect(screen.getByText('Welcome,', { exact: false })).toHaveTextContent('Welcome, Ada');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
  });

  it('greets by e-mail when there is no display name', () => {
    renderHeader({ ...member, displayName: null });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('shows the Admin badge only for the administrator', () => {
    renderHeader({ ...member, email: 'admin@masterly.app', role: 'admin' });
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('switches to the dark theme and back with the header toggle', async () => {
    renderHeader(member);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('signs out', async () => {
    const onSignOut = renderHeader(member);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
