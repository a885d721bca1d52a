// @vitest-environment jsdom
// happy-dom trims every Unicode space off an e-mail field's value; browsers (and jsdom) trim only
// ASCII whitespace, so the refused addresses below would never reach the form's own check.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session/session.store';
import { renderAuthAt, setUpAuthTests } from './auth-test-kit';
import LoginPage from './login-page';
import SignupPage from './signup-page';

const kit = setUpAuthTests();
const renderAt = (path: string) =>
  renderAuthAt(path, { '/login': <LoginPage />, '/signup': <SignupPage /> });

async function fillSignUp(password: string, confirm: string, email = 'ada@example.com') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full Name'), 'Ada');
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

function GoalsWithSearch() {
  return <p>Goals screen{useLocation().search}</p>;
}

describe('a share link opened before signing in', () => {
  it('opens after signing up from the sign-in screen instead', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/goals?share=abc' } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/goals" element={<GoalsWithSearch />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create an account' }));
    await fillSignUp('secret1', 'secret1');
    expect(await screen.findByText('Goals screen?share=abc')).toBeInTheDocument();
  });

  it('never leaves the app for an address given as where to return', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/signup', state: { from: '//evil.example' } }]}>
        <Routes>
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/goals" element={<GoalsWithSearch />} />
        </Routes>
      </MemoryRouter>,
    );
    await fillSignUp('secret1', 'secret1');
    expect(await screen.findByText('Goals screen')).toBeInTheDocument();
  });
});

describe('sign-up screen', () => {
  it('says when the passwords do not match and creates nothing', async () => {
    const signUp = vi.spyOn(kit.fake.backend.auth, 'signUp');
    renderAt('/signup');
    await fillSignUp('secret1', 'secret2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each(['ada@example.com\u00A0', '\uFEFFada@example.com', 'ada\u3000@example.com'])(
    'refuses the e-mail %j with a message and creates nothing',
    async (email) => {
      const signUp = vi.spyOn(kit.fake.backend.auth, 'signUp');
      renderAt('/signup');
      await fillSignUp('secret1', 'secret1', email);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'E-mail addresses cannot contain spaces or invisible characters.',
      );
      expect(signUp).not.toHaveBeenCalled();
    },
  );

  it('asks for at least 6 characters', async () => {
    renderAt('/signup');
    await fillSignUp('abc', 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
  });

  it('creates the account and opens the goals', async () => {
    renderAt('/signup');
    await fillSignUp('secret1', 'secret1');
    expect(await screen.findByText('Goals screen')).toBeInTheDocument();
    expect([...kit.fake.profiles.values()][0]?.displayName).toBe('Ada');
  });

  it('shows and hides each password', async () => {
    const user = userEvent.setup();
    renderAt('/signup');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
  });
});

describe('sign-in screen', () => {
  it('reads "Signing in..." while busy, then shows the failure in a red box', async () => {
    kit.fake.addAccount('bo@example.com', 'secret1');
    let release: () => void = () => undefined;
    const realSignIn = kit.fake.backend.auth.signIn;
    vi.spyOn(kit.fake.backend.auth, 'signIn').mockImplementation(async (email, password) => {
      await new Promise<void>((r) => (release = r));
      return realSignIn(email, password);
    });
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(screen.getByLabelText('Email Address'), 'bo@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('links to sign-up and back home', () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('sign-in screen after a session ended', () => {
  it('shows leaving on purpose as news, not as an error', () => {
    useSession.setState({ notice: { text: 'Your e-mail address is now a@b.co.', tone: 'news' } });
    renderAt('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address is now a@b.co.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal as an error', () => {
    useSession.setState({
      notice: { text: 'Your account has been deactivated.', tone: 'problem' },
    });
    renderAt('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Your account has been deactivated.');
  });
});
