import { useEffect } from 'react';
import { InstallPrompt } from '@/features/pwa/install-prompt';
import { UpdatePrompt } from '@/features/pwa/update-prompt';
import { registerServiceWorkerAfterLoad } from './register-service-worker';

/** On every page, signed in or not: the service worker, the install card, a new version. */
export function GlobalPwa() {
  useEffect(registerServiceWorkerAfterLoad, []);
  return (
    <>
      <InstallPrompt />
      <UpdatePrompt />
    </>
  );
}
