import { vi } from 'vitest';

/**
 * Puts a local storage in place that refuses writes while `full` (setItem throws a
 * QuotaExceededError, as a browser's does once its quota is used up); `refuses` picks the keys
 * it refuses (all by default). Reads, removals and Object.keys go to the real one. Spying on
 * Storage.prototype would not do: happy-dom keeps the methods a storage has used once.
 * Undo with vi.unstubAllGlobals().
 */
export function stubFullStorage(refuses: (key: string) => boolean = () => true) {
  const real = localStorage;
  const state = { full: true };
  const setItem = (key: string, value: string) => {
    if (state.full && refuses(key)) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    real.setItem(key, value);
  };
  const storage = new Proxy(real, {
    get(target, prop) {
      if (prop === 'setItem') return setItem;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  vi.stubGlobal('localStorage', storage);
  return state;
}
