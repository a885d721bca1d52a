import { ShareLinkField } from '@/components/share/share-link-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { shareLimitMessage, SHARE_LINK_LIMIT, shareTime } from '@/domain/sharing';
import type { LinkState } from './use-share-links';

export { COPIED_FEEDBACK_MS } from '@/components/share/share-link-field';

interface LinkPanelProps {
  state: LinkState;
  /** How many live links the person has, once listed. */
  linkCount: number | null;
  /** Makes a link again (after a failure, a revoke, or once a place is free). */
  onAgain(): void;
}

function AgainButton({ onAgain, label }: { onAgain(): void; label: string }) {
  return (
    <Button variant="secondary" size="sm" className="mt-3" onClick={onAgain}>
      {label}
    </Button>
  );
}

/** The link to share: its QR code, a read-only field and Copy, or why there is none. */
export function LinkPanel({ state, linkCount, onAgain }: LinkPanelProps) {
  if (state.kind === 'working') {
    return (
      <p role="status" className="flex items-center gap-3 py-6 text-sm text-slate-600">
        <Spinner className="size-5 border-2" />
        Generating share link...
      </p>
    );
  }
  if (state.kind === 'full') {
    return (
      <div className="my-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p role="alert">{shareLimitMessage(state.oldestExpiresAt)}</p>
        {linkCount !== null && linkCount < SHARE_LINK_LIMIT && (
          <AgainButton onAgain={onAgain} label="Make a new link" />
        )}
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="py-4 text-sm">
        <p role="alert" className="text-red-700">
          Could not create a share link. Check your connection and try again.
        </p>
        <AgainButton onAgain={onAgain} label="Try again" />
      </div>
    );
  }
  if (state.kind === 'revoked') {
    return (
      <div className="py-4 text-sm text-slate-700">
        <p>You revoked this link: it no longer opens.</p>
        <AgainButton onAgain={onAgain} label="Make a new link" />
      </div>
    );
  }
  const { link, reused, shared, active } = state;
  return (
    <div className="flex flex-col items-center gap-4">
      <ShareLinkField url={state.url} />
      <p className="w-full text-sm text-slate-600">
        {reused &&
          `Your goals have not changed since you made this link on ${shareTime(link.timestamp)}, so it is shown again. `}
        Expires {shareTime(link.expiresAt)}.
      </p>
      {shared < active && (
        <p className="w-full text-sm text-slate-600">
          This link shows the first {shared} of your {active} active goals.
        </p>
      )}
    </div>
  );
}
