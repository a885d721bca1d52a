import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Spec §9: the copy feedback lasts 2 seconds. */
export const COPIED_FEEDBACK_MS = 2000;

function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    return () => clearTimeout(timer.current);
  }, []);
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

/** A share link's QR code (error correction high, 200 px), its read-only field and Copy. */
export function ShareLinkField({ url }: { url: string }) {
  const linkId = useId();
  const { copied, copy } = useCopy(url);
  return (
    <>
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
    </>
  );
}
