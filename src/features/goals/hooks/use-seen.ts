import { useEffect, useRef, useState } from 'react';

const MARGIN = '600px 0px';

/**
 * True once the element has come near the viewport, and from then on. Lets a long list
 * render the expensive part of each item (the calendars) only where someone looks.
 * Without IntersectionObserver (old browsers, tests) everything counts as seen.
 */
export function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}
