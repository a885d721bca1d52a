import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSameItems } from './use-same-items';

describe('useSameItems', () => {
  it('keeps the list while its items are the same, and takes a changed one', () => {
    const [a, b, c] = [{}, {}, {}];
    const { result, rerender } = renderHook(({ items }) => useSameItems(items), {
      initialProps: { items: [a, b] },
    });
    const first = result.current;
    rerender({ items: [a, b] });
    expect(result.current).toBe(first);
    const changed = [a, c];
    rerender({ items: changed });
    expect(result.current).toEqual(changed);
    expect(result.current).not.toBe(first);
    rerender({ items: [b, a] });
    expect(result.current).toEqual([b, a]);
    rerender({ items: [b] });
    expect(result.current).toEqual([b]);
  });
});
