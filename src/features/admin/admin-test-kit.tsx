import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { createGoal, markCompleted } from '@/domain/goal';
import type { UserProfile } from '@/domain/user';
import { appConfig } from '@/config';
import { setBackendForTesting } from '@/data/backend';
import { createFakeBackend } from '@/testing/fake-backend';
import AdminPage from './admin-page';

export type Fake = ReturnType<typeof createFakeBackend>;

export function profile(overrides: Partial<UserProfile> & { uid: string }): UserProfile {
  return {
    email: `${overrides.uid}@example.com`,
    displayName: `${overrides.uid} name`,
    role: 'user',
    subscriptionPlan: 'free',
    createdAt: '2025-01-05T10:00:00.000Z',
    lastLoginAt: '2025-02-01T10:00:00.000Z',
    isActive: true,
    ...overrides,
  };
}

/** A fake backend with the given users and, per uid, [active, completed] goal numbers. */
export function setUpFake(users: UserProfile[], goals: Record<string, [number, number]> = {}) {
  const fake = createFakeBackend();
  users.forEach((u) => fake.profiles.set(u.uid, u));
  const now = new Date('2025-03-01T00:00:00.000Z');
  for (const [uid, [active, completed]] of Object.entries(goals)) {
    for (let i = 0; i < active + completed; i += 1) {
      const goal = createGoal({ id: `${uid}-g${i}`, name: `G${i}`, now });
      fake.goalStore.seed(i < active ? goal : markCompleted(goal, now), uid);
    }
  }
  // The administrator (the verified e-mail) without a profile of their own among the users.
  fake.signInAs({
    uid: 'admin-uid',
    email: appConfig.adminEmail,
    displayName: null,
    emailVerified: true,
  });
  setBackendForTesting(fake.backend);
  return fake;
}

export function renderAdmin() {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminPage />
    </MemoryRouter>,
  );
}

/** The table row whose text contains `text`. */
export function rowWith(text: string) {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`No row with ${text}`);
  return within(row);
}

export async function openTab(name: 'Advertising Campaigns' | 'Advertising Ways') {
  const user = userEvent.setup();
  renderAdmin();
  await user.click(screen.getByRole('tab', { name }));
  return user;
}

export async function confirmWith(
  user: ReturnType<typeof userEvent.setup>,
  text: string,
  button: string,
) {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: button }));
}
