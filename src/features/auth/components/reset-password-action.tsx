import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAction } from '@/components/use-action';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { NoticeBox } from '@/components/ui/notice-box';
import { Spinner } from '@/components/ui/spinner';
import { PasswordField } from '@/components/ui/text-field';
import {
  accountErrorMessage,
  errorCode,
  isSpentLink,
  PASSWORD_RESET_DONE,
  RESET_LINK_EXPIRED,
  validateNewPassword,
} from '@/domain/account';
import { authErrorMessage } from '@/domain/auth-errors';
import { checkPasswordReset, confirmPasswordReset } from '@/actions/email-links';
import { useSession } from '@/stores/session/session.store';
import { AuthCard } from './auth-card';

type LinkState =
  | { status: 'checking' }
  | { status: 'spent'; message: string }
  | { status: 'ready'; email: string }
  | { status: 'done' };

const linkClass = 'font-semibold text-brand-700 hover:underline';

/** Reads the reset link's e-mail, or why the link no longer works. */
function useResetLink(code: string): [LinkState, (state: LinkState) => void] {
  const [state, setState] = useState<LinkState>({ status: 'checking' });
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const email = await checkPasswordReset(code);
        if (live) setState({ status: 'ready', email });
      } catch (failure) {
        const message = isSpentLink(errorCode(failure))
          ? RESET_LINK_EXPIRED
          : authErrorMessage(failure, RESET_LINK_EXPIRED);
        if (live) setState({ status: 'spent', message });
      }
    })();
    return () => {
      live = false;
    };
  }, [code]);
  return [state, setState];
}

/** mode=resetPassword: the new password twice (the sign-up rules), then signed in with it. */
export function ResetPasswordAction({ code }: { code: string }) {
  const [link, setLink] = useResetLink(code);
  const signedIn = useSession((s) => s.status === 'signedIn');
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();
  const [form, setForm] = useState({ password: '', confirmation: '' });
  const { busy, error, perform } = useAction((failure) => {
    if (!isSpentLink(errorCode(failure)))
      return accountErrorMessage(failure) ?? authErrorMessage(failure, 'Failed to reset');
    setLink({ status: 'spent', message: RESET_LINK_EXPIRED });
    return null;
  });

  async function submit(event: FormEvent, email: string) {
    event.preventDefault();
    const reset = await perform(
      () => confirmPasswordReset(code, form.password),
      // The form gives way to a sign-in or the done screen.
      { invalid: validateNewPassword(form.password, form.confirmation), staysBusy: true },
    );
    if (!reset) return;
    if (signedIn) {
      setLink({ status: 'done' });
      return;
    }
    try {
      await signIn(email, form.password);
      void navigate('/goals', { replace: true });
    } catch {
      setLink({ status: 'done' });
    }
  }

  const footer = (
    <Link to="/login" className={linkClass}>
      Back to sign in
    </Link>
  );
  if (link.status === 'checking') {
    return (
      <AuthCard title="Choose a new password" subtitle="Checking your link..." footer={footer}>
        <div role="status" className="flex justify-center py-4">
          <Spinner />
          <span className="sr-only">Checking your link...</span>
        </div>
      </AuthCard>
    );
  }
  if (link.status === 'spent') {
    return (
      <AuthCard title="Choose a new password" subtitle="This link cannot be used." footer={footer}>
        <div className="space-y-4">
          <ErrorBox message={link.message} />
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">Ask for a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (link.status === 'done') {
    return (
      <AuthCard title="Password changed" subtitle="You can use it from now on." footer={footer}>
        <NoticeBox message={PASSWORD_RESET_DONE} />
      </AuthCard>
    );
  }
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  return (
    <AuthCard
      title="Choose a new password"
      subtitle={`For ${link.email}. You will be signed in with it.`}
      footer={footer}
    >
      <form onSubmit={(e) => void submit(e, link.email)} className="space-y-4" noValidate>
        <ErrorBox message={error} />
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...field('confirmation')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
