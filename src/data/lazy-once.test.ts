import { describe, expect, it, vi } from 'vitest';
import { lazyOnce } from './lazy-once';

describe('lazyOnce', () => {
  it('loads once and shares the result with every caller', async () => {
    const load = vi.fn(async () => ({ ready: true }));
    const get = lazyOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries a failed load again on the next call, and keeps the first success', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('code')
      .mockResolvedValue('never loaded again');
    const get = lazyOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe('code');
    expect(await get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
