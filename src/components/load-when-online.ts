/**
 * Runs `load` (a download of a part of the app). Where it fails while the device is offline (a
 * part first asked for before the service worker held it), it waits for the connection and
 * tries again, so the part arrives once online instead of stopping the page. A download begun
 * offline whose failure arrives once the device is back online is tried again at once. A
 * failure of a download begun online, while online, is passed on: that part is gone (a newer
 * version replaced it) and a reload is the way out.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    const begunOffline = isOffline();
    try {
      return await load();
    } catch (error) {
      const offline = isOffline();
      if (!offline && !begunOffline) throw error;
      if (offline) await backOnline();
    }
  }
}

/** The build's prerendering runs this in Node, which has no navigator (before version 21). */
const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

function backOnline(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
  });
}
