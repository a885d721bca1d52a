import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { resetWaitSeconds, VERIFICATION_SENT } from '@/domain/account';
import { useSession } from '@/stores/session/session.store';
import { accountFailure, isEmailVerified, resendVerification } from './account-actions';

/**
 * Verifying the e-mail address is offered, not required: a banner while it is not verified,
 * with 'Resend' (at most once a minute) and a way to put it away until the next visit.
 */
export function VerifyEmailBanner() {
  const email = useSession((s) => s.user?.email);
  const [show, setShow] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const wait = resetWaitSeconds(sentAt, now);

  useEffect(() => {
    let live = true;
    void isEmailVerified().then((verified) => live && setShow(!verified));
    return () => {
      live = false;
    };
  }, [email]);

  useEffect(() => {
    if (wait === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);

  async function resend() {
    setSentAt(Date.now());
    setNow(Date.now());
    try {
      await resendVerification();
      setMessage(VERIFICATION_SENT);
    } catch (failure) {
      setMessage(accountFailure(failure, 'Could not send the link'));
    }
  }

  if (!show) return null;
  return (
    <section aria-label="E-mail verification" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
        <p className="w-full min-w-0 break-words text-sm text-amber-900 sm:w-auto sm:flex-1">
          <span className="font-semibold">Please verify your e-mail address.</span>{' '}
          <span role="status">{message ?? `We sent a link to ${email ?? 'you'}.`}</span>
        </p>
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => void resend()} disabled={wait > 0}>
            {wait > 0 ? `Resend in ${wait} s` : 'Resend'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setShow(false)}>
            Not now
          </Button>
        </div>
      </div>
    </section>
  );
}
