import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile, renderAdmin, setUpFake, type Fake } from './admin-test-kit';

/** user-00 … user-59, user-59 the newest; user-58 and user-59 created at the same moment. */
const USERS = Array.from({ length: 60 }, (_, i) => {
  const n = String(i).padStart(2, '0');
  const minute = String(Math.min(i, 58)).padStart(2, '0');
  return profile({
    uid: `user-${n}`,
    email: `user-${n}@example.com`,
    createdAt: `2025-01-01T00:${minute}:00.000Z`,
  });
});

let fake: Fake;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fake = setUpFake(USERS, { 'user-59': [2, 1] });
});
afterEach(() => vi.restoreAllMocks());

const shownEmails = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .queryAllByText(/@example\.com$/)
    .map((cell) => cell.textContent);
const pages = () => within(screen.getByRole('navigation', { name: 'Users pages' }));

// Each page draws 25 full rows, several times a test: on a busy 2-core machine that takes longer
// than the ui project's 15 s a test.
describe('admin: users in pages', { timeout: 45_000 }, () => {
  it('shows 25 users newest first, then the next 25, and back', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('user-59@example.com');
    expect(shownEmails()).toHaveLength(25);
    expect(shownEmails().slice(0, 3)).toEqual([
      'user-59@example.com',
      'user-58@example.com',
      'user-57@example.com',
    ]);
    expect(pages().getByText('Page 1 · Showing 1–25')).toBeInTheDocument();
    expect(pages().getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pages().getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 · Showing 26–50');
    expect(shownEmails()[0]).toBe('user-34@example.com');
    expect(shownEmails()).toHaveLength(25);

    await user.click(pages().getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 · Showing 51–60');
    expect(shownEmails().at(-1)).toBe('user-00@example.com');
    expect(pages().getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(pages().getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 · Showing 26–50');
    expect(shownEmails()[0]).toBe('user-34@example.com');
  });

  it("reads goal counts for the page's users only", async () => {
    const counts = vi.spyOn(fake.backend.admin, 'activeGoalCounts');
    renderAdmin();
    await screen.findByText('2 / 3');
    expect(counts).toHaveBeenCalledTimes(1);
    expect(counts.mock.calls[0]?.[0]).toHaveLength(25);
  });

  it('finds users by the start of their e-mail, in any case, and lists all again when cleared', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('user-59@example.com');
    const search = screen.getByRole('searchbox', { name: 'Search by e-mail' });
    await user.type(search, 'USER-4');
    await waitFor(() => expect(shownEmails()).toHaveLength(10));
    expect(shownEmails()[0]).toBe('user-40@example.com');
    expect(pages().getByText('Page 1 · Showing 1–10')).toBeInTheDocument();
    expect(pages().getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(search, '2{Enter}');
    await waitFor(() => expect(shownEmails()).toEqual(['user-42@example.com']));

    await user.clear(search);
    await waitFor(() => expect(shownEmails()[0]).toBe('user-59@example.com'));
  });

  it("shows 'No users found' when no e-mail starts with the search", async () => {
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('user-59@example.com');
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'nobody{Enter}');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(pages().getByText('Page 1 · Showing 0')).toBeInTheDocument();
  });

  it('keeps the page after a delete, without the deleted row', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByText('user-59@example.com');
    await user.click(pages().getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 · Showing 26–50');
    const row = within(screen.getByText('user-34@example.com').closest('tr') as HTMLElement);
    await user.click(row.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('Page 2 · Showing 26–49');
    expect(shownEmails()[0]).toBe('user-33@example.com');
  });
});
