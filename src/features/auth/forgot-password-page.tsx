import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAction } from '@/components/use-action';
import { ErrorBox } from '@/components/ui/error-box';
import { NoticeBox } from '@/components/ui/notice-box';
import { accountErrorMessage, RESET_LINK_SENT, resetWaitSeconds } from '@/domain/account';
import { authErrorMessage, EMAIL_NOT_USABLE } from '@/domain/auth-errors';
import { isUsableEmail } from '@/domain/user';
import { sendPasswordReset } from '@/actions/email-links';
import { AuthCard } from './components/auth-card';
import { AuthSubmit, EmailField } from './components/auth-fields';

/** When this tab last sent a link: the form waits a minute before it sends another. */
let lastSentAt: number | null = null;

/** Seconds until another link may be sent, counted down once a second. */
function useWaitSeconds(): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  const wait = resetWaitSeconds(lastSentAt, now);
  useEffect(() => {
    if (wait === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);
  return [wait, () => setNow(Date.now())];
}

const failedToSend = (failure: unknown) =>
  accountErrorMessage(failure) ?? authErrorMessage(failure, 'Could not send the link');

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, perform } = useAction(failedToSend);
  const [wait, restartClock] = useWaitSeconds();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const invalid = isUsableEmail(address)
      ? null
      : address
        ? EMAIL_NOT_USABLE
        : 'Please enter your e-mail address.';
    const done = await perform(() => sendPasswordReset(address), { invalid });
    if (!done) return;
    lastSentAt = Date.now();
    restartClock();
    setSent(true);
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <ErrorBox message={error} />
        <NoticeBox message={sent ? RESET_LINK_SENT : null} />
        <EmailField value={email} onValue={setEmail} />
        <AuthSubmit busy={busy} disabled={wait > 0} busyLabel="Sending...">
          {wait > 0 ? `Send again in ${wait} s` : 'Send reset link'}
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
