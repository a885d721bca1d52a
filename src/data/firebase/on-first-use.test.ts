import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}
const METHODS: Record<keyof Greeter, true> = { greet: true, count: true };
const greeter: Greeter = {
  greet: async (name) => `Hello, ${name}`,
  count: async () => 2,
};

describe('onFirstUse', () => {
  it('loads the code on the first call only, and passes the arguments through', async () => {
    const load = vi.fn(async () => greeter);
    const lazyGreeter = onFirstUse(load, METHODS);
    expect(load).not.toHaveBeenCalled();
    expect(await lazyGreeter.greet('Ada')).toBe('Hello, Ada');
    expect(await lazyGreeter.count()).toBe(2);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries a failed download again on the next call', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(greeter);
    const lazyGreeter = onFirstUse(load, METHODS);
    await expect(lazyGreeter.greet('Ada')).rejects.toThrow('Failed to fetch');
    expect(await lazyGreeter.greet('Ada')).toBe('Hello, Ada');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
