/**
 * `load` run on the first call only, its promise shared by every caller. A failed load (a chunk
 * that could not be downloaded while offline) is forgotten, so the next call tries again instead
 * of failing every later call until a reload.
 */
export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
