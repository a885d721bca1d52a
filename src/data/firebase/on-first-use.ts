import { lazyOnce } from '../lazy-once';

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/**
 * A repository whose code loads on its first call: every method returns a promise, so callers
 * cannot tell the difference, and a page that never calls it never downloads it. `methods`
 * names them all (the type checker insists), since the real object does not exist yet.
 */
export function onFirstUse<T extends { [K in keyof T]: AsyncMethod }>(
  load: () => Promise<T>,
  methods: Record<keyof T, true>,
): T {
  const loadOnce = lazyOnce(load);
  const call = async (name: keyof T, args: unknown[]) => {
    const api = await loadOnce();
    return (api[name] as unknown as (...a: unknown[]) => Promise<unknown>)(...args);
  };
  const entries = (Object.keys(methods) as (keyof T)[]).map((name) => [
    name,
    (...args: unknown[]) => call(name, args),
  ]);
  return Object.fromEntries(entries) as T;
}
