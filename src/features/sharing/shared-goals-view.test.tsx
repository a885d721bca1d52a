import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import { weekdayDate } from '@/domain/display-dates';
import { createGoal } from '@/domain/goal';
import { toSharedGoal } from '@/domain/sharing-snapshot';
import { dayKey } from '@/domain/weeks';
import { createFakeBackend } from '@/testing/fake-backend';
import { SharedGoalsView } from './shared-goals-view';

const now = new Date();
const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
const piano = toSharedGoal(
  {
    ...createGoal({ id: 'p', name: 'Piano', note: 'Scales daily', now }),
    currentLevel: 2,
    totalTimeSpent: 21.25,
    trophies: 3,
    practiceDays: [dayKey(yesterday), '2020-01-01'],
  },
  now,
);

let fake: ReturnType<typeof createFakeBackend>;
beforeEach(() => {
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  // The owner shares; the reader is another active user.
  fake.signInWithProfile({ uid: 'owner', email: 'owner@example.com' });
});
afterEach(() => setBackendForTesting(undefined));

const ReviewAt = () => <p>Review page {useLocation().search}</p>;

const EXPIRED =
  'This share link is no longer available: it may have expired or been revoked. Ask for a new one.';

function renderView(shareId: string) {
  return render(
    <MemoryRouter>
      <SharedGoalsView shareId={shareId} />
    </MemoryRouter>,
  );
}

describe('SharedGoalsView', () => {
  it('opens a weekly review link on the review page', async () => {
    const created = await fake.backend.shares.create('owner', [], '{"rows":[]}');
    const id = created.status === 'created' ? created.id : '';
    render(
      <MemoryRouter initialEntries={[`/goals?share=${id}`]}>
        <Routes>
          <Route path="/goals" element={<SharedGoalsView shareId={id} />} />
          <Route path="/review" element={<ReviewAt />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(`Review page ?share=${id}`)).toBeInTheDocument();
  });

  it('shows the shared goals read-only under a clear banner', async () => {
    const created = await fake.backend.shares.create('owner', [piano]);
    const id = created.status === 'created' ? created.id : '';
    const { container } = renderView(id);

    expect(await screen.findByText('Shared goals — read only')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Piano' });
    expect(within(card).getByText('Level 2 · Intermediate')).toBeInTheDocument();
    expect(within(card).getByText('Total 21.3 h')).toBeInTheDocument();
    expect(within(card).getByText('3 trophies')).toBeInTheDocument();
    expect(within(card).getByText('2 days')).toBeInTheDocument();
    expect(within(card).getByLabelText(`${weekdayDate(yesterday)}: practiced`)).toBeInTheDocument();
    // Dates read as everywhere else in the app: 'Dec 4, 2026, 2:55 PM', not '12/4/2026, 2:55:11 PM'.
    expect(screen.getByText(/^Link valid until/).textContent).toMatch(
      /^Link valid until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );
    expect(within(card).getByText('Scales daily')).toBeInTheDocument();

    // Nothing to edit or press: no inputs and no buttons, only the link back.
    expect(container.querySelectorAll('input, textarea, select, button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Back to my goals/ })).toHaveAttribute(
      'href',
      '/goals',
    );
  });

  it('says an expired link is no longer available and drops the record', async () => {
    fake.shares.set('old', {
      id: 'old',
      goals: [piano],
      timestamp: Date.now() - 25 * 3_600_000,
      expiresAt: Date.now() - 3_600_000,
      ownerId: 'owner',
    });
    renderView('old');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to my goals/ })).toBeInTheDocument();
    expect(fake.shares.has('old')).toBe(false);
  });

  it('says the same of a revoked link', async () => {
    const created = await fake.backend.shares.create('owner', [piano]);
    const id = created.status === 'created' ? created.id : '';
    await fake.backend.shares.revoke('owner', id);
    renderView(id);
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
  });

  it('says a missing link was not found', async () => {
    renderView('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('This share link was not found.');
  });
});
