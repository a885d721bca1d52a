/**
 * Runs `load` (a download of a part of the app). Where it fails while the device is offline (a
 * part first asked for before the service worker held it), it waits for the connection and
 * tries again, so the part arrives once online instead of stopping the page. A failure while
 * online is passed on: that part is gone (a newer version replaced it) and a reload is the way
 * out.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine) throw error;
      await new Promise<void>((resolve) => {
        window.addEventListener('online', () => resolve(), { once: true });
      });
    }
  }
}
