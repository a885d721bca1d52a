import { useState } from 'react';

/**
 * The list of the previous render while it holds the same items (by identity) in the same
 * order, so a memo that depends on it is not counted again for a list that is only new.
 */
export function useSameItems<T>(items: readonly T[]): readonly T[] {
  const [kept, setKept] = useState(items);
  const same = kept.length === items.length && kept.every((item, i) => item === items[i]);
  // Kept for the next render (React's pattern for information from the previous render).
  if (!same) setKept(items);
  return same ? kept : items;
}
