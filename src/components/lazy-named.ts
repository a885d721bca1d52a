import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: `lazyNamed(() => import('./x'), 'X')`. Used for dialogs,
 * which are only needed once someone opens one, to keep them out of a page's first load.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
