import { SHARE_AUDIENCE } from '@/components/share-audience';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LinkPanel } from './link-panel';
import { shareActions, type ShareActions } from '@/actions/share-links';
import { useShareLinks } from './use-share-links';
import { YourLinks } from './your-links';

export { COPIED_FEEDBACK_MS } from './link-panel';

interface ShareDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Injected by tests; lists, makes and revokes the person's links. */
  actions?: ShareActions;
}

/**
 * Shows a link to the active goals (a live one that shows the same goals, or a new one), its
 * QR code and a copy button, and under it the person's live links, each of which they may revoke.
 */
export function ShareDialog({ open, onOpenChange, actions = shareActions }: ShareDialogProps) {
  const { link, links, revoking, notice, revoke, again, retryList } = useShareLinks(actions);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Goals"
      description={SHARE_AUDIENCE}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <LinkPanel
        state={link}
        linkCount={links.kind === 'loaded' ? links.links.length : null}
        onAgain={again}
      />
      <YourLinks
        state={links}
        shownId={link.kind === 'ready' ? link.link.id : null}
        revoking={revoking}
        notice={notice}
        onRevoke={(id) => void revoke(id)}
        onRetry={retryList}
      />
    </Dialog>
  );
}
