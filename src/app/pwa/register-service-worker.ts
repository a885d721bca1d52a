/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker (src/sw.ts) once the page has loaded. The registration code is
 * a dynamic import, so it adds nothing to the first paint.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Reload for a new version only when an older worker already ran this page. The very first
  // install (for example one a reload raced with) must not reload the page under the user.
  const wasControlled = navigator.serviceWorker.controller !== null;
  const register = () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) =>
        registerSW({
          immediate: true,
          onNeedReload: () => {
            if (wasControlled) window.location.reload();
          },
        }),
      )
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
