import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile, renderAdmin, rowWith, setUpFake, type Fake } from './admin-test-kit';

const ADMIN = profile({
  uid: 'admin',
  email: 'admin@masterly.app',
  displayName: 'Admin',
  role: 'admin',
});
const ADA = profile({ uid: 'ada', displayName: null, email: 'ada@example.com' });
const BOB = profile({ uid: 'bob', subscriptionPlan: 'pro', isActive: false });

const tile = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

let fake: Fake;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fake = setUpFake([ADMIN, ADA, BOB], { ada: [3, 2], bob: [4, 0] });
});
afterEach(() => vi.restoreAllMocks());

describe('admin: User Management', () => {
  it('shows the back link, the tabs and the table columns', async () => {
    renderAdmin();
    expect(screen.getByRole('link', { name: /Back to Goals/ })).toHaveAttribute('href', '/goals');
    for (const tab of ['User Management', 'Advertising Campaigns', 'Advertising Ways']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    await screen.findByText('ada@example.com');
    const headers = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'User',
      'Role',
      'Subscription',
      'Goals',
      'Limit Status',
      'Status',
      'Created',
      'Last Login',
      'Actions',
    ]);
  });

  it("shows 'No name', counts of active goals and the limit status", async () => {
    renderAdmin();
    await screen.findByText('ada@example.com');
    const ada = rowWith('ada@example.com');
    expect(ada.getByText('No name')).toBeInTheDocument();
    expect(ada.getByText('3 / 3')).toBeInTheDocument();
    expect(ada.getByText('At Limit')).toBeInTheDocument();
    const bob = rowWith('bob@example.com');
    expect(bob.getByText('4 / 15')).toBeInTheDocument();
    expect(bob.getByText('Available')).toBeInTheDocument();
    expect(bob.getByText('11 left')).toBeInTheDocument();
    expect(bob.getByText('Inactive')).toBeInTheDocument();
    expect(rowWith('admin@masterly.app').getByText('0 / ∞')).toBeInTheDocument();
  });

  it("shows 'N/A' silently when the goal counts fail", async () => {
    fake.advertising.failAdmin('counts');
    renderAdmin();
    await screen.findByText('ada@example.com');
    expect(rowWith('ada@example.com').getAllByText('N/A').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the four tiles', async () => {
    renderAdmin();
    await screen.findByText('ada@example.com');
    await waitFor(() => expect(tile('Total Users')).toBe('3'));
    expect(tile('Active Users')).toBe('2');
    expect(tile('Admins')).toBe('1');
    expect(tile('Premium Users')).toBe('1');
  });

  it('protects the administrator row', async () => {
    renderAdmin();
    await screen.findByText('ada@example.com');
    const admin = rowWith('admin@masterly.app');
    expect(admin.getByRole('combobox')).toBeDisabled();
    expect(admin.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(admin.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(rowWith('ada@example.com').getByRole('combobox')).toBeEnabled();
  });

  it('does not take an e-mail that differs only by white space for the administrator', async () => {
    const lookalike = profile({ uid: 'eve', email: ' admin@masterly.app', role: 'admin' });
    fake.profiles.set('eve', lookalike);
    renderAdmin();
    await screen.findByText('ada@example.com');
    const eve = rowWith('eve name');
    expect(eve.getByRole('combobox')).toBeEnabled();
    expect(eve.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('changes a plan, and deactivates with a fresh lastLoginAt, updating the tiles', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('ada@example.com');
    await user.selectOptions(rowWith('ada@example.com').getByRole('combobox'), 'platinum');
    await waitFor(() => expect(fake.profiles.get('ada')?.subscriptionPlan).toBe('platinum'));
    expect(rowWith('ada@example.com').getByText('3 / 30')).toBeInTheDocument();
    expect(tile('Premium Users')).toBe('2');

    await user.click(rowWith('ada@example.com').getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(fake.profiles.get('ada')?.isActive).toBe(false));
    expect(fake.profiles.get('ada')?.lastLoginAt).not.toBe(ADA.lastLoginAt);
    expect(rowWith('ada@example.com').getByRole('button', { name: 'Activate' })).toBeVisible();
    expect(tile('Active Users')).toBe('1');
  });

  it('deletes a user with their goals after the confirmation, leaving a tombstone', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('ada@example.com');
    await screen.findByText('No deleted users');
    await user.click(rowWith('ada@example.com').getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const users = within(screen.getByRole('table', { name: 'Users' }));
    await waitFor(() => expect(users.queryByText('ada@example.com')).not.toBeInTheDocument());
    expect(fake.profiles.has('ada')).toBe(false);
    expect([...fake.goalStore.goals.keys()].some((id) => id.startsWith('ada-'))).toBe(false);
    expect(fake.deletedUsers.get('ada')).toMatchObject({ uid: 'ada', email: 'ada@example.com' });
    expect(tile('Total Users')).toBe('2');
    const deleted = within(screen.getByRole('table', { name: 'Deleted users' }));
    expect(deleted.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('restores a deleted user after the confirmation', async () => {
    fake.deletedUsers.set('zed', {
      uid: 'zed',
      email: 'zed@example.com',
      deletedAt: '2025-02-02T00:00:00.000Z',
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Restore zed@example.com' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Restore this user? They can sign in again and start with a new free profile.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await screen.findByText('No deleted users');
    expect(fake.deletedUsers.has('zed')).toBe(false);
  });

  it("shows 'Failed to restore user' and keeps the deleted user", async () => {
    fake.deletedUsers.set('zed', { uid: 'zed', email: 'zed@example.com', deletedAt: 'x' });
    fake.advertising.failAdmin('restore');
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Restore zed@example.com' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to restore user');
    expect(fake.deletedUsers.has('zed')).toBe(true);
  });

  it.each([
    ['setPlan', 'Failed to update subscription'],
    ['update', 'Failed to update user status'],
  ] as const)('shows the banner when %s fails', async (method, text) => {
    vi.spyOn(fake.backend.profiles, method).mockRejectedValue(new Error('denied'));
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('ada@example.com');
    if (method === 'setPlan') {
      await user.selectOptions(rowWith('ada@example.com').getByRole('combobox'), 'pro');
    } else {
      await user.click(rowWith('ada@example.com').getByRole('button', { name: 'Deactivate' }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(rowWith('ada@example.com').getByRole('combobox')).toHaveValue('free');
  });

  it("shows 'Failed to delete user' and keeps the row", async () => {
    fake.advertising.failAdmin('delete');
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('ada@example.com');
    await user.click(rowWith('ada@example.com').getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete user');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it("shows 'Loading users...' while the page loads, with both page buttons disabled", async () => {
    vi.spyOn(fake.backend.admin, 'listUsers').mockReturnValue(new Promise(() => undefined));
    renderAdmin();
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Users pages' }));
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows 'Failed to load users' and 'No users found' when the page fails", async () => {
    fake.advertising.failAdmin('list');
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users');
    expect(screen.getByText('No users found')).toBeInTheDocument();
    await waitFor(() => expect(tile('Total Users')).toBe('3'));
    await screen.findByText('No deleted users');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load users');
  });

  it("shows 'Failed to load deleted users' when the tombstones cannot be read", async () => {
    fake.advertising.failAdmin('deleted');
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load deleted users');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it("shows 'Failed to load users' when the tiles cannot be counted", async () => {
    fake.advertising.failAdmin('totals');
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users');
    expect(tile('Total Users')).toBe('—');
  });
});
