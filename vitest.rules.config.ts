import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The tests import the app's own converters, which use the '@/' alias.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    // The contract suites' Firebase runs (tests/contract) use the same emulator set-up.
    include: ['tests/rules/**/*.test.ts', 'tests/contract/**/*.firebase.test.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
