import { useState, type FormEvent } from 'react';
import { useAction } from '@/components/use-action';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBox } from '@/components/ui/error-box';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { SIGN_UP_FALLBACK, validateSignUp } from '@/domain/auth-errors';
import { appConfig } from '@/config';
import { useHydrated } from '@/components/use-hydrated';
import { useSession } from '@/stores/session/session.store';
import { AuthCard } from './components/auth-card';
import { AuthSubmit, EmailField } from './components/auth-fields';
import { warmUpSession } from './warm-up-session';
import { failureText } from './failure-text';
import { returnPath } from './return-path';

const signUpFailure = failureText(SIGN_UP_FALLBACK);

export default function SignupPage() {
  const signUp = useSession((s) => s.signUp);
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState({
    displayName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const { busy, error, perform } = useAction(signUpFailure);
  const hydrated = useHydrated();

  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const created = await perform(() => signUp(form.displayName, form.email, form.password), {
      invalid: validateSignUp(form),
      staysBusy: true,
    });
    if (created) void navigate(returnPath(location.state), { replace: true });
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle={`Join ${appConfig.productName} and start achieving your goals today.`}
      footer={
        <div className="space-y-2">
          <p>
            Already have an account?{' '}
            <Link
              to="/login"
              state={location.state}
              className="font-semibold text-brand-700 hover:underline"
            >
              Sign in
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
      {/* The browser's own e-mail check would hide ours for invisible characters. */}
      <form
        // Signing in needs Firebase: start loading it as soon as the visitor reaches the form.
        onFocus={warmUpSession}
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        noValidate
      >
        <ErrorBox message={error} />
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          {...field('displayName')}
        />
        <EmailField {...field('email')} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <AuthSubmit busy={busy} disabled={!hydrated} busyLabel="Creating Account...">
          Create Account
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
