import { lazy, type ComponentType } from 'react';
import { loadModuleWhenOnline } from './load-when-online';

/**
 * React.lazy for a named export: `lazyNamed(() => import('./x'), 'X')`. Used for dialogs and the
 * parts of a page that are only needed once someone opens or sees them, to keep them out of a
 * page's first load. Asked for while offline, a part waits for the connection.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await loadModuleWhenOnline(load))[name] }));
}

/** React.lazy for a default export (a page), which also waits for the connection while offline. */
export function lazyDefault<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(() => loadModuleWhenOnline(load));
}
