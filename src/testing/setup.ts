import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';

// findBy… and waitFor give up after 1 s by default: too little for a lazily loaded dialog on a
// busy 2-core machine running two test files at once. Passing tests do not wait any longer.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom's IntersectionObserver never reports anything, so cards would never render their
// calendars; without one (as in jsdom) useSeen counts every element as seen.
delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

afterEach(() => cleanup());

// Screens render in English, as in a browser that asks for it (main.tsx activates first too).
await activateLocale('en');

// The ui files share a process and a page (isolate: false in vite.config.ts). Each file leaves
// them as a fresh process would find them: our modules, so every store and cache, load anew for
// the next file; the page holds nothing of this one; and the clock is the real one.
const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const;
type Timers = Record<(typeof TIMERS)[number], unknown>;
const realTimers = ((globalThis as { realTimers?: Timers }).realTimers ??= Object.fromEntries(
  TIMERS.map((name) => [name, globalThis[name]]),
) as Timers);

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
  const replaced = TIMERS.filter((name) => globalThis[name] !== realTimers[name]);
  Object.assign(globalThis, realTimers);
  if (typeof document !== 'undefined') leaveThePageBlank();
  if (replaced.length > 0) {
    throw new Error(`The file left ${replaced.join(', ')} faked: restore spies before timers.`);
  }
});

function leaveThePageBlank() {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
}
