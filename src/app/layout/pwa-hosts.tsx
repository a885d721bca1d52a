import { useEffect } from 'react';
import { InstallPrompt } from '@/features/pwa/install-prompt';
import { TimerNotifications } from '@/features/pwa/timer-notifications';
import { useTimer } from '@/stores/timer/timer.store';
import { registerServiceWorkerAfterLoad } from '../pwa/register-service-worker';

/**
 * The PWA pieces of the signed-in app, loaded as one chunk after the page: the service
 * worker, the install card, and (while a timer runs) the status-bar notification.
 */
export function PwaHosts() {
  const timing = useTimer((s) => s.timer !== null);
  useEffect(registerServiceWorkerAfterLoad, []);
  return (
    <>
      <InstallPrompt />
      {timing && <TimerNotifications />}
    </>
  );
}
