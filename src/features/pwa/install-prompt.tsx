import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InCornerStack } from '@/components/ui/corner-stack';
import { appConfig } from '@/config';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isStandalone(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false;
}

/** Offers installation when the browser does (spec §2 "Install prompt", §4). */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (isStandalone()) return;
    const onOffer = (event: Event) => {
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;
  const product = appConfig.productName;
  const hide = () => setOffer(null);
  const install = () => {
    offer.prompt().catch((error: unknown) => console.error('Install prompt failed', error));
    hide();
  };

  return (
    <InCornerStack place="offer">
      <section
        aria-labelledby="install-title"
        className="w-full max-w-sm rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="install-title" className="font-semibold text-slate-900">
            Install {product}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={hide}
            className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Install {product} on your device for quick access and offline functionality.
        </p>
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={hide}>
            Later
          </Button>
          <Button size="sm" onClick={install}>
            Install
          </Button>
        </div>
      </section>
    </InCornerStack>
  );
}
