import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in a prerendered page until React has taken it over, then true. A form's submit button
 * stays disabled until then: submitted earlier, the browser would send the fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
