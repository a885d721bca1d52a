import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import type { SessionUser, UserProfile } from '@/domain/user';
import { useSession } from '@/stores/session/session.store';
import { createFakeBackend } from '@/testing/fake-backend';
import AccountPage from './account-page';

let fake: ReturnType<typeof createFakeBackend>;
let user: SessionUser;

function signedIn(email: string, role: UserProfile['role'] = 'user') {
  const account = fake.addAccount(email, 'secret1', 'Ada');
  fake.signInAs(account);
  const profile: UserProfile = {
    uid: account.uid,
    email,
    displayName: 'Ada',
    role,
    subscriptionPlan: 'pro',
    createdAt: '2024-03-05T10:00:00.000Z',
    lastLoginAt: '2024-03-05T10:00:00.000Z',
    isActive: true,
  };
  fake.profiles.set(account.uid, profile);
  user = { ...profile };
  useSession.setState({ status: 'signedIn', resolved: true, user });
}

function renderPage() {
  return render(
    <MemoryRouter>
      <AccountPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
});

describe('account page', () => {
  it('shows name, e-mail, plan and member since', async () => {
    signedIn('ada@example.com');
    renderPage();
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('ada@example.com');
    expect(details).toHaveTextContent('Subscription planPro');
    expect(await screen.findByText('Mar 5, 2024')).toBeInTheDocument();
  });

  it('checks the current password before changing it', async () => {
    signedIn('ada@example.com');
    const ui = userEvent.setup();
    renderPage();
    await ui.type(screen.getByLabelText('Current Password'), 'wrong');
    await ui.type(screen.getByLabelText('New Password'), 'secret2');
    await ui.type(screen.getByLabelText('Confirm New Password'), 'secret3');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await ui.clear(screen.getByLabelText('Confirm New Password'));
    await ui.type(screen.getByLabelText('Confirm New Password'), 'secret2');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password is incorrect. Please try again.',
    );
    await ui.clear(screen.getByLabelText('Current Password'));
    await ui.type(screen.getByLabelText('Current Password'), 'secret1');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });

  it('saves a new display name on the profile', async () => {
    signedIn('ada@example.com');
    const ui = userEvent.setup();
    renderPage();
    const field = screen.getByLabelText('Display name');
    await ui.clear(field);
    await ui.type(field, 'Ada King');
    await ui.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(fake.profiles.get(user.uid)?.displayName).toBe('Ada King');
  });

  it('asks for the password and a tick, then deletes and signs out with a goodbye', async () => {
    signedIn('ada@example.com');
    const signOut = vi.fn(async (farewell?: { notice: string; leave(): Promise<void> }) => {
      await farewell?.leave();
    });
    useSession.setState({ signOut });
    const ui = userEvent.setup();
    renderPage();
    await ui.click(screen.getByRole('button', { name: 'Delete my account...' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete your account?' }));
    const remove = dialog.getByRole('button', { name: 'Delete my account' });
    expect(remove).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Export my data first' })).toBeEnabled();
    await ui.type(dialog.getByLabelText('Your Password'), 'secret1');
    expect(remove).toBeDisabled();
    await ui.click(dialog.getByLabelText(/I understand/));
    await ui.click(remove);
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(signOut.mock.calls[0]?.[0]?.notice).toBe(
      'Your account and all of its data have been deleted. Goodbye, and thank you for practicing with Masterly.',
    );
    expect(fake.accountCalls).toEqual([`delete data ${user.uid}`, `delete sign-in ${user.uid}`]);
    expect(fake.profiles.has(user.uid)).toBe(false);
  });

  it('keeps the administrator from changing the e-mail or deleting the account', () => {
    signedIn('admin@masterly.app', 'admin');
    renderPage();
    expect(
      screen.getByText("The administrator's e-mail address cannot be changed here."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The administrator account cannot be deleted here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account...' })).toBeNull();
    expect(screen.queryByLabelText('New E-mail Address')).toBeNull();
  });

  it.each([
    ['verified meanwhile elsewhere', () => Promise.resolve(true), 0],
    ['still unverified', () => Promise.resolve(false), 1],
    ['unknown while offline', () => Promise.reject(new Error('offline')), 1],
  ] as const)(
    'asks the auth service about an address loaded unverified: %s',
    async (_, answer, shown) => {
      signedIn('ada@example.com');
      const account = fake.backend.auth.currentAccount();
      if (account) account.emailVerified = false;
      const check = vi.spyOn(fake.backend.account, 'checkEmailVerified').mockImplementation(answer);
      const refresh = vi.spyOn(fake.backend.account, 'refresh');
      renderPage();
      await waitFor(() => expect(check).toHaveBeenCalled());
      await waitFor(() => expect(screen.queryAllByText('Not verified')).toHaveLength(shown));
      // A reload of the account would be a new credential to Firestore (auth-rest.ts).
      expect(refresh).not.toHaveBeenCalled();
    },
  );
});
