import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { NoticeBox } from '@/components/ui/notice-box';
import { Spinner } from '@/components/ui/spinner';
import {
  EMAIL_LINK_EXPIRED,
  EMAIL_VERIFIED,
  emailChanged,
  errorCode,
  isSpentLink,
} from '@/domain/account';
import { authErrorMessage } from '@/domain/auth-errors';
import { applyEmailCode, hasSignedInAccount, refreshAccount } from '@/actions/email-links';
import { useSession } from '@/stores/session/session.store';
import { AuthCard } from './auth-card';

type Outcome = { status: 'working' } | { status: 'done' | 'failed'; message: string };

const SUBTITLES = {
  working: 'One moment...',
  done: 'All done.',
  failed: 'This link cannot be used.',
} as const;

const TITLES = {
  verifyEmail: 'Verify your e-mail address',
  verifyAndChangeEmail: 'Change your e-mail address',
} as const;

/** Each link is applied once, even if the page mounts twice. */
const applied = new Map<string, Promise<Outcome>>();

async function applyLink(mode: keyof typeof TITLES, code: string): Promise<Outcome> {
  try {
    const email = await applyEmailCode(code);
    if (mode === 'verifyAndChangeEmail') {
      const notice = emailChanged(email);
      if (await hasSignedInAccount()) {
        await useSession.getState().signOut({ notice, leave: async () => undefined });
      }
      return { status: 'done', message: notice };
    }
    if (await hasSignedInAccount()) await refreshAccount().catch(() => null);
    return { status: 'done', message: EMAIL_VERIFIED };
  } catch (failure) {
    const message = isSpentLink(errorCode(failure))
      ? EMAIL_LINK_EXPIRED
      : authErrorMessage(failure, EMAIL_LINK_EXPIRED);
    return { status: 'failed', message };
  }
}

/**
 * mode=verifyEmail and mode=verifyAndChangeEmail. A changed address signs this browser out
 * (the sign-in e-mail is new), with the news on the sign-in screen; the profile follows at the
 * next sign-in.
 */
export function EmailLinkAction({ mode, code }: { mode: keyof typeof TITLES; code: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });
  const signedIn = useSession((s) => s.status === 'signedIn');

  useEffect(() => {
    let live = true;
    let once = applied.get(code);
    if (!once) {
      once = applyLink(mode, code);
      applied.set(code, once);
    }
    void once.then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, [mode, code]);

  const next = signedIn
    ? { to: '/account', label: 'Go to your account' }
    : { to: '/login', label: 'Sign in' };
  return (
    <AuthCard
      title={TITLES[mode]}
      subtitle={SUBTITLES[outcome.status]}
      footer={
        <Link to="/" className="text-slate-500 hover:text-slate-800 hover:underline">
          ← Back to Home
        </Link>
      }
    >
      {outcome.status === 'working' ? (
        <div role="status" className="flex justify-center py-4">
          <Spinner />
          <span className="sr-only">Checking your link...</span>
        </div>
      ) : (
        <div className="space-y-4">
          {outcome.status === 'done' ? (
            <NoticeBox message={outcome.message} />
          ) : (
            <ErrorBox message={outcome.message} />
          )}
          <Button asChild size="lg" className="w-full">
            <Link to={next.to}>{next.label}</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
