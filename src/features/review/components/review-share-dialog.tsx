import { useEffect, useState } from 'react';
import { createReviewLink } from '@/actions/review-share';
import { revokeShareLink } from '@/actions/share-links';
import { ShareLinkField } from '@/components/share/share-link-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { appConfig } from '@/config';
import { shareLimitMessage, shareTime } from '@/domain/sharing';

type LinkState =
  | { kind: 'working' }
  | { kind: 'ready'; id: string; url: string; expiresAt: number; revoking?: boolean }
  | { kind: 'full'; oldestExpiresAt: number }
  | { kind: 'refused'; message: string }
  | { kind: 'revoked' };

const MADE_FAILED = 'Could not create a share link. Check your connection and try again.';
const REVOKE_FAILED = 'Could not revoke the link. Check your connection and try again.';

export const REVIEW_AUDIENCE =
  `Anyone signed in to ${appConfig.productName} who has this link, a teacher say, can view ` +
  'this review, read-only, until the link expires 24 hours after it was made.';

interface ReviewShareDialogProps {
  onClose(): void;
  /** The review as a link stores it, or why it cannot be shared. */
  reviewText(): { text: string } | { error: string };
}

/**
 * Makes a read-only link to the week's review as it opens (it is shown only while open): its QR
 * code, Copy and Revoke.
 */
export function ReviewShareDialog({ onClose, reviewText }: ReviewShareDialogProps) {
  const [made] = useState(reviewText);
  const [state, setState] = useState<LinkState>(() =>
    'error' in made ? { kind: 'refused', message: made.error } : { kind: 'working' },
  );
  const [revokeError, setRevokeError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!('text' in made)) return;
    let live = true;
    createReviewLink(made.text).then(
      (result) => live && setState(result),
      (error: unknown) => {
        console.error('Making the review link failed', error);
        if (live) setState({ kind: 'refused', message: MADE_FAILED });
      },
    );
    return () => {
      live = false;
    };
  }, [made, attempt]);

  function makeAgain() {
    setRevokeError(false);
    setState({ kind: 'working' });
    setAttempt((n) => n + 1);
  }

  async function revoke(id: string) {
    setRevokeError(false);
    setState((s) => (s.kind === 'ready' ? { ...s, revoking: true } : s));
    try {
      await revokeShareLink(id);
      setState({ kind: 'revoked' });
    } catch (error) {
      console.error('Revoking the review link failed', error);
      setRevokeError(true);
      setState((s) => (s.kind === 'ready' ? { ...s, revoking: false } : s));
    }
  }

  const again = (
    <Button variant="secondary" size="sm" onClick={makeAgain}>
      Make a new link
    </Button>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Share this review"
      description={REVIEW_AUDIENCE}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {state.kind === 'working' && (
        <p role="status" className="flex items-center gap-3 py-6 text-sm text-slate-600">
          <Spinner className="size-5 border-2" />
          Generating share link...
        </p>
      )}
      {state.kind === 'full' && (
        <p
          role="alert"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {shareLimitMessage(state.oldestExpiresAt)}
        </p>
      )}
      {state.kind === 'refused' && (
        <div className="space-y-3 py-2 text-sm">
          <p role="alert" className="text-red-700">
            {state.message}
          </p>
          {state.message === MADE_FAILED && again}
        </div>
      )}
      {state.kind === 'revoked' && (
        <div className="space-y-3 py-2 text-sm text-slate-700">
          <p role="status">You revoked this link: it no longer opens.</p>
          {again}
        </div>
      )}
      {state.kind === 'ready' && (
        <div className="flex flex-col items-center gap-4">
          <ShareLinkField url={state.url} />
          <div className="flex w-full flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            <p>Expires {shareTime(state.expiresAt)}.</p>
            <Button
              variant="secondary"
              size="sm"
              aria-disabled={state.revoking || undefined}
              onClick={() => !state.revoking && void revoke(state.id)}
            >
              {state.revoking ? 'Revoking...' : 'Revoke link'}
            </Button>
          </div>
          {revokeError && (
            <p role="alert" className="w-full text-sm text-red-700">
              {REVOKE_FAILED}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
