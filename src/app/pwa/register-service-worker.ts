/// <reference types="vite-plugin-pwa/client" />
import { useAppUpdate } from '@/stores/app-update.store';

/**
 * Registers the service worker (src/sw.ts) once the page has loaded. The registration code is
 * a dynamic import, so it adds nothing to the first paint. A new version is offered, never
 * forced: open tabs keep what is being typed until the person chooses Reload.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => watchForNewVersions(registerSW))
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

type RegisterSW = (typeof import('virtual:pwa-register'))['registerSW'];
type Workers = Pick<ServiceWorkerContainer, 'getRegistration' | 'addEventListener'>;

export function watchForNewVersions(
  registerSW: RegisterSW,
  workers: Workers = navigator.serviceWorker,
): void {
  let chosen = false;
  const reloadPage = () => window.location.reload();
  /** Lets the waiting version take over, then reloads; reloads at once if it already has. */
  const switchToNewVersion = async () => {
    chosen = true;
    const registration = await workers.getRegistration();
    if (!registration?.waiting) return reloadPage();
    workers.addEventListener('controllerchange', reloadPage, { once: true });
    await update(true);
  };
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => useAppUpdate.getState().offer(() => void switchToNewVersion()),
    // Another tab chose the new version and it took over: this tab keeps what is typed in it
    // and goes on offering the reload.
    onNeedReload: () => {
      if (!chosen) useAppUpdate.getState().offer(reloadPage);
    },
  });
}
