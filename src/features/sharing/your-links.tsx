import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { SHARE_LINK_LIMIT, shareTime } from '@/domain/sharing';
import type { OwnLink } from '@/actions/share-links';
import type { LinksState, RevokeNotice } from './use-share-links';

interface YourLinksProps {
  state: LinksState;
  /** The link shown above, if any. */
  shownId: string | null;
  /** The link being revoked now. */
  revoking: string | null;
  notice: RevokeNotice;
  onRevoke(id: string): void;
  onRetry(): void;
}

const goalCount = (n: number) => `${n} ${n === 1 ? 'goal' : 'goals'}`;

function LinkRow({
  link,
  shown,
  revoking,
  onAsk,
}: {
  link: OwnLink;
  shown: boolean;
  revoking: boolean;
  onAsk(): void;
}) {
  const made = shareTime(link.timestamp);
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">
          {link.review ? 'Weekly review' : goalCount(link.goals.length)}
          {shown && <span className="font-normal text-slate-600"> · shown above</span>}
        </p>
        <p className="text-slate-600">
          Made {made} · expires {shareTime(link.expiresAt)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        aria-label={revoking ? `Revoking the link made ${made}` : `Revoke the link made ${made}`}
        aria-disabled={revoking || undefined}
        onClick={() => !revoking && onAsk()}
      >
        {revoking ? 'Revoking...' : 'Revoke'}
      </Button>
    </li>
  );
}

/** "Your links": the person's live share links, how many of the limit they use, and Revoke. */
export function YourLinks({ state, shownId, revoking, notice, onRevoke, onRetry }: YourLinksProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<OwnLink | null>(null);
  const links = state.kind === 'loaded' ? state.links : [];

  // A revoked link's row goes, and its button with it: keep the keyboard in the list.
  useEffect(() => {
    if (notice?.kind === 'revoked') heading.current?.focus();
  }, [notice]);

  return (
    <section aria-labelledby={titleId} className="mt-6 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
          Your links
        </h3>
        {state.kind === 'loaded' && (
          <p className="text-sm text-slate-600">
            {links.length} of {SHARE_LINK_LIMIT} links in use
          </p>
        )}
      </div>
      {state.kind === 'loading' && (
        <p role="status" className="flex items-center gap-3 py-3 text-sm text-slate-600">
          <Spinner className="size-4 border-2" />
          Loading your links...
        </p>
      )}
      {state.kind === 'failed' && (
        <div className="py-3 text-sm">
          <p role="alert" className="text-red-700">
            Could not load your links. Check your connection and try again.
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
      {state.kind === 'loaded' && links.length === 0 && (
        <p className="py-3 text-sm text-slate-600">You have no live share links.</p>
      )}
      {links.length > 0 && (
        <ul aria-labelledby={titleId} className="divide-y divide-slate-100">
          {links.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              shown={link.id === shownId}
              revoking={link.id === revoking}
              onAsk={() => setAsking(link)}
            />
          ))}
        </ul>
      )}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {notice?.kind === 'revoked' ? 'Link revoked: it no longer opens.' : ''}
      </p>
      {notice?.kind === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          Could not revoke the link. Check your connection and try again.
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Revoke this link?"
        message={
          asking
            ? `The link made ${shareTime(asking.timestamp)} stops working at once: anyone who ` +
              'opens it is told it is no longer available. This cannot be undone.'
            : ''
        }
        confirmLabel="Revoke link"
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onRevoke(asking.id);
          setAsking(null);
        }}
      />
    </section>
  );
}
