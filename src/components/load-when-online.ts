/**
 * Runs `load` (a download of a part of the app). Where it fails while the device is offline (a
 * part first asked for before the service worker held it), it waits for the connection and
 * tries again, so the part arrives once online instead of stopping the page. A download begun
 * offline whose failure arrives once the device is back online is tried again at once. A
 * failure of a download begun online, while online, is passed on: that part is gone (a newer
 * version replaced it) and a reload is the way out.
 */
export async function loadWhenOnline<T>(
  load: () => Promise<T>,
  loadAgain: (error: unknown) => Promise<T> | null = () => null,
): Promise<T> {
  let failedOffline = false;
  for (;;) {
    const begunOffline = isOffline();
    try {
      return await load();
    } catch (error) {
      const offline = isOffline();
      if (!offline && !begunOffline) {
        const again = failedOffline ? loadAgain(error) : null;
        if (again) return again;
        throw error;
      }
      failedOffline = true;
      if (offline) await backOnline();
    }
  }
}

const FAILED_MODULE = /Failed to fetch dynamically imported module: (\S+)/;

/**
 * A module's download that failed offline stays failed for the page's life in Chromium (asking
 * again for the same address fails at once, online or not): once back online it is asked for
 * under an address of its own, which downloads it.
 */
function importAgain<T>(error: unknown): Promise<T> | null {
  const url = error instanceof Error ? FAILED_MODULE.exec(error.message)?.[1] : undefined;
  if (!url) return null;
  const fresh = new URL(url, window.location.href);
  fresh.searchParams.set('again', String(Date.now()));
  return import(/* @vite-ignore */ fresh.href) as Promise<T>;
}

/** loadWhenOnline for an `import()`: a module that failed offline is downloaded once back. */
export function loadModuleWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return loadWhenOnline(load, (error) => importAgain<T>(error));
}

/** The build's prerendering runs this in Node, which has no navigator (before version 21). */
const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

function backOnline(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
  });
}
