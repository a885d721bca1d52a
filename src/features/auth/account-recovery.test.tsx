import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuthAt, setUpAuthTests } from './auth-test-kit';
import AuthActionPage from './auth-action-page';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';

const SENT =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. Check your inbox (and the spam folder).';

const kit = setUpAuthTests();
const renderAt = (path: string) =>
  renderAuthAt(path, {
    '/login': <LoginPage />,
    '/forgot-password': <ForgotPasswordPage />,
    '/auth/action': <AuthActionPage />,
  });

describe('forgot password', () => {
  it('is linked from the sign-in screen', () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('answers the same for any address, then waits before sending again', async () => {
    const user = userEvent.setup();
    renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email Address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    expect(kit.fake.accountCalls).toEqual(['reset nobody@example.com']);
  });
});

describe('/auth/action', () => {
  it('sets a new password with the sign-up rules, then signs in with it', async () => {
    kit.fake.addAccount('ada@example.com', 'old-secret');
    const user = userEvent.setup();
    renderAt('/auth/action?mode=resetPassword&oobCode=reset:ada@example.com');
    const password = await screen.findByLabelText('New Password');
    const confirmation = screen.getByLabelText('Confirm New Password');
    await user.type(password, 'abc');
    await user.type(confirmation, 'abd');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await user.type(confirmation, '{Backspace}c');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    await user.clear(password);
    await user.clear(confirmation);
    await user.type(password, 'new-secret');
    await user.type(confirmation, 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Goals screen')).toBeInTheDocument();
    await expect(kit.fake.backend.auth.signIn('ada@example.com', 'old-secret')).rejects.toThrow();
  });

  it('says when a link is spent and offers a new one', async () => {
    renderAt('/auth/action?mode=resetPassword&oobCode=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used. Ask for a new one below.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('verifies an address', async () => {
    const account = kit.fake.addAccount('bo@example.com', 'secret1');
    renderAt(`/auth/action?mode=verifyEmail&oobCode=verify:${account.uid}`);
    expect(
      await screen.findByText('Your e-mail address has been verified. Thank you!'),
    ).toHaveAttribute('role', 'status');
  });

  it('explains a link it does not know', () => {
    renderAt('/auth/action?mode=somethingElse');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not valid. Check that you opened the whole link.',
    );
  });
});
