import { useState, type FormEvent } from 'react';
import { useAction } from '@/components/use-action';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBox } from '@/components/ui/error-box';
import { NoticeBox } from '@/components/ui/notice-box';
import { PasswordField } from '@/components/ui/text-field';
import { SIGN_IN_FALLBACK } from '@/domain/auth-errors';
import { useHydrated } from '@/components/use-hydrated';
import { useSession } from '@/stores/session/session.store';
import { AuthCard } from './components/auth-card';
import { AuthSubmit, EmailField } from './components/auth-fields';
import { warmUpSession } from './warm-up-session';
import { failureText } from './failure-text';
import { returnPath } from './return-path';

const signInFailure = failureText(SIGN_IN_FALLBACK);

export default function LoginPage() {
  const signIn = useSession((s) => s.signIn);
  const notice = useSession((s) => s.notice);
  const clearNotice = useSession((s) => s.clearNotice);
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, perform } = useAction(signInFailure);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearNotice();
    if (await perform(() => signIn(email, password), { staysBusy: true })) {
      void navigate(returnPath(location.state), { replace: true });
    }
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to pick up your practice where you left off."
      footer={
        <div className="space-y-2">
          <p>
            Don&apos;t have an account?{' '}
            <Link
              to="/signup"
              state={location.state}
              className="font-semibold text-brand-700 hover:underline"
            >
              Create an account
            </Link>
          </p>
          <p>
            <Link to="/" className="text-slate-500 hover:text-slate-800 hover:underline">
              ← Back to Home
            </Link>
          </p>
        </div>
      }
    >
      <form
        // Signing in needs Firebase: start loading it as soon as the visitor reaches the form.
        onFocus={warmUpSession}
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        noValidate={false}
      >
        {!error && notice?.tone === 'news' ? (
          <NoticeBox message={notice.text} />
        ) : (
          <ErrorBox message={error ?? notice?.text ?? null} />
        )}
        <EmailField value={email} onValue={setEmail} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </p>
        <AuthSubmit busy={busy} disabled={!hydrated} busyLabel="Signing in...">
          Sign In
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
