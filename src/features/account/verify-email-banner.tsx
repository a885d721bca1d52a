import { use, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { resetWaitSeconds, VERIFICATION_SENT } from '@/domain/account';
import { useSession } from '@/stores/session/session.store';
import {
  accountFailure,
  isEmailVerified,
  resendVerification,
  wasEmailVerified,
} from '@/actions/account';

let known: { email: string | undefined; verified: Promise<boolean> } | undefined;

/** The answer the page can have at once (the signed-in account is loaded by now). */
function knownVerified(email: string | undefined): Promise<boolean> {
  const current = known && known.email === email ? known : { email, verified: wasEmailVerified() };
  known = current;
  return current.verified;
}

/**
 * Verifying the e-mail address is offered, not required: a banner while it is not verified,
 * with 'Resend' (at most once a minute) and a way to put it away until the next visit. It
 * suspends until it knows whether to show, and the layout paints it with the page, so it
 * never pushes the page down after the first paint.
 */
export function VerifyEmailBanner() {
  const email = useSession((s) => s.user?.email);
  const verified = use(knownVerified(email));
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  const show = !verified && hiddenFor !== (email ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const wait = resetWaitSeconds(sentAt, now);

  useEffect(() => {
    if (verified) return;
    let live = true;
    // Verified in another tab or on another device since this session began?
    void isEmailVerified().then((verifiedNow) => live && verifiedNow && setHiddenFor(email ?? ''));
    return () => {
      live = false;
    };
  }, [email, verified]);

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
          <Button variant="ghost" size="sm" onClick={() => setHiddenFor(email ?? '')}>
            Not now
          </Button>
        </div>
      </div>
    </section>
  );
}
