import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { longestFirst } from './scripts/longest-first-sequencer.ts';
import { FailedTestLogsReporter } from './scripts/failed-test-logs-reporter.ts';
import { SlowestFilesReporter } from './scripts/slowest-files-reporter.ts';
import { BrowserContextsReporter } from './scripts/browser-contexts-reporter.ts';
import { BROWSER_WARNING } from './tests/e2e/console-prefixes.ts';

// Files run side by side, one per core this process may use (a run pinned to one core runs one
// at a time, so no journey waits on another for the processor): each works in a Firestore
// project of its own (tests/e2e/test-project.ts), so none sees another's data.
const workers = Number(process.env.MASTERLY_E2E_WORKERS ?? availableParallelism());

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    setupFiles: ['tests/e2e/warm-up.ts'],
    pool: 'forks',
    // A worker runs its files one after another in one process, loading Playwright, axe and the
    // helpers once instead of once a file; each file still has its own Firestore project
    // (chosen by warm-up.ts) and its own browser.
    isolate: false,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // The longest files first (their times in tests/e2e/file-seconds.json), so both workers
    // end at about the same time.
    sequence: { sequencer: longestFirst('tests/e2e/file-seconds.json') },
    // Twice the 60 s a test may take on an idle CI machine, so a busy one does not fail it.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll's own default (1 s) is shorter than a busy machine takes to show what the
    // server answered after a reload.
    expect: { poll: { timeout: 15_000 } },
    // The browser's warnings are printed only for a test that fails, at the end of the run.
    onConsoleLog: (log) => !log.startsWith(BROWSER_WARNING),
    reporters: [
      'default',
      new FailedTestLogsReporter(),
      new SlowestFilesReporter(),
      new BrowserContextsReporter(),
    ],
  },
});
