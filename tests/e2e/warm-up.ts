// Runs before each end-to-end file (vitest.e2e.config.ts): it chooses the file's Firestore
// project (test-project.ts), then warms it. The first requests to a project make the Firestore
// emulator set up its rules, which on a busy machine can take longer than the 10 s after which
// the app's client calls itself offline: a read and a query that the rules judge (and refuse)
// take that cost here, not in the file's first sign-in.
import { afterEach, beforeAll, expect } from 'vitest';
import { browserWork, takeCspViolations } from './browser';
import { DOCUMENTS, useProjectOf } from './test-project';

declare module 'vitest' {
  interface TaskMeta {
    /** Browser contexts opened since the file's previous test ended (its hooks' included). */
    browserContexts?: number;
    /** Pages loaded since the file's previous test ended. */
    pageLoads?: number;
  }
}

useProjectOf(expect.getState().testPath);

beforeAll(async () => {
  await fetch(`${DOCUMENTS}/users/warm-up`);
  await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'goals' }], limit: 1 } }),
  });
});

// Each test records the browser contexts it opened and the pages they loaded, for the counts
// the run ends with (scripts/browser-contexts-reporter.ts).
let before = browserWork();
afterEach(({ task }) => {
  const now = browserWork();
  task.meta.browserContexts = now.contexts - before.contexts;
  task.meta.pageLoads = now.pageLoads - before.pageLoads;
  before = now;
});

// Every journey runs under the production headers (build/hosting-headers.ts) and breaks none.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
