import { useEffect } from 'react';
import { InstallPrompt } from '@/features/pwa/install-prompt';
import { registerServiceWorkerAfterLoad } from './register-service-worker';

/** On every page, signed in or not: the service worker and the install card. */
export function GlobalPwa() {
  useEffect(registerServiceWorkerAfterLoad, []);
  return <InstallPrompt />;
}
