import { useEffect, useState } from 'react';
import { useGoals } from './goals.store';

/** How long goals may come from the cache alone before the server counts as unreachable. */
export const UNREACHABLE_AFTER_MS = 3000;

/**
 * Whether the server can be reached: the browser says it is online, and the goals have not
 * stayed unconfirmed by the server (served from the cache only) for a few seconds.
 */
export function useOnline() {
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const fromCache = useGoals((s) => s.fromCache);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    const update = () => setBrowserOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  useEffect(() => {
    if (!fromCache) return;
    const timer = setTimeout(() => setUnreachable(true), UNREACHABLE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setUnreachable(false);
    };
  }, [fromCache]);
  return browserOnline && !(fromCache && unreachable);
}
