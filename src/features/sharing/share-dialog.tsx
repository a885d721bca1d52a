import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { shareLimitMessage } from '@/domain/sharing';
import { createShareLink, type ShareLinkResult } from './share-link';

/** Spec §9: the copy feedback lasts 2 seconds. */
export const COPIED_FEEDBACK_MS = 2000;

type LinkState = { kind: 'working' } | ShareLinkResult | { kind: 'failed' };

interface ShareDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Injected by tests; creates the snapshot and returns its link. */
  create?: () => Promise<ShareLinkResult>;
}

function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    } catch (error) {
      // Spec §8: a clipboard failure is logged only.
      console.error('Copying the share link failed', error);
    }
  }
  return { copied, copy };
}

/** Creates the snapshot when opened, then shows its link, a QR code and a copy button. */
export function ShareDialog({ open, onOpenChange, create = createShareLink }: ShareDialogProps) {
  const [state, setState] = useState<LinkState>({ kind: 'working' });
  const linkId = useId();
  const url = state.kind === 'ready' ? state.url : '';
  const { copied, copy } = useCopy(url);

  useEffect(() => {
    let live = true;
    create().then(
      (result) => live && setState(result),
      (error: unknown) => {
        console.error('Creating the share link failed', error);
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [create]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Goals"
      description="Anyone signed in with this link can view your active goals, read-only, for 24 hours."
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
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
          className="my-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {shareLimitMessage(state.oldestExpiresAt)}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="py-6 text-sm text-red-700">
          Could not create a share link. Check your connection and try again.
        </p>
      )}
      {state.kind === 'ready' && (
        <div className="flex flex-col items-center gap-4">
          <QRCodeSVG
            value={url}
            level="H"
            size={200}
            role="img"
            aria-label="QR code of the share link"
          />
          <div className="w-full">
            <label htmlFor={linkId} className="mb-1.5 block text-sm font-medium text-slate-700">
              Share link
            </label>
            <div className="flex gap-2">
              <input
                id={linkId}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
              />
              <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
                {copied ? 'Copied!' : 'Copy'}
              </Button>
            </div>
          </div>
          {state.shared < state.active && (
            <p className="w-full text-sm text-slate-600">
              This link shows the first {state.shared} of your {state.active} active goals.
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
