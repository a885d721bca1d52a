import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default: too little for a lazily loaded dialog on a
// busy 2-core machine running two test files at once. Passing tests do not wait any longer.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom's IntersectionObserver never reports anything, so cards would never render their
// calendars; without one (as in jsdom) useSeen counts every element as seen.
delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

afterEach(() => cleanup());
