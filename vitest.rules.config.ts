import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SlowestFilesReporter } from './scripts/slowest-files-reporter.ts';

export default defineConfig({
  // The tests import the app's own converters, which use the '@/' alias.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    // The contract suites' Firebase runs (tests/contract) use the same emulator set-up.
    include: ['tests/rules/**/*.test.ts', 'tests/contract/**/*.firebase.test.ts'],
    // Each file has its own emulator project (tests/rules/rules-env.ts), so files run side by
    // side: while one waits for the emulator, another runs.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: ['default', new SlowestFilesReporter()],
  },
});
