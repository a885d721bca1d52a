/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath, URL } from 'node:url';
import { availableParallelism } from 'node:os';
import { prerenderPublicPages } from './build/prerender-plugin.ts';
import { hostingHeaders, hostingHeaderRules } from './build/hosting-headers.ts';
import { appChunkGroup } from './build/app-chunks.ts';
import { siteOrigin } from './build/social-tags.ts';
import { SlowestFilesReporter } from './scripts/slowest-files-reporter.ts';

const productName = process.env.VITE_PRODUCT_NAME ?? 'Masterly';
// Where the site is published: canonical addresses and link previews of the public pages.
const origin = siteOrigin(process.env.SITE_URL, 'https://masterly.app');
// The emulators a locally served build talks to (scripts/lib/app.mjs), space-separated origins.
const localConnectSources = (process.env.MASTERLY_EMULATOR_ORIGINS ?? '')
  .split(' ')
  .filter(Boolean);

// react-router's package exports name its development build only, whose warnings stay in a
// production bundle (remix-run/react-router#14102); the build takes the production files.
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

// A project's zone reaches its tests as TZ in the environment of the processes Vitest forks for
// it (a worker thread could not change the zone of the process); src/domain/time-zone.test.ts
// checks that it took effect.
function inTimeZone(timeZone: string) {
  return { env: { TZ: timeZone }, provide: { timeZone } };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Compiles the catalogue a page imports (lingui.config.ts); a missing or invalid message fails.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    prerenderPublicPages({ origin }),
    hostingHeaders({
      rules: hostingHeaderRules(new URL('./firebase.json', import.meta.url)),
      localConnectSources,
    }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Our own worker (src/sw.ts): Workbox precache + offline shell, plus timer notifications.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: productName,
        short_name: productName,
        description: 'Track practice goals, time and progress on your way to mastery.',
        theme_color: '#4f46e5',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/goals',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Only link previews fetch it.
        globIgnores: ['**/node_modules/**/*', 'og-image.png'],
      },
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Only Firestore Pipeline regex functions use re2js; see the stand-in's comment.
      re2js: fileURLToPath(new URL('./src/data/firebase/vendor/re2js-unused.ts', import.meta.url)),
      ...(command === 'build' ? reactRouterProduction : {}),
    },
  },
  // The dev server beside `npm start` (which serves the built app on PORT, 5173).
  server: { port: Number(process.env.DEV_PORT ?? 5174), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [appChunkGroup()] } } },
  },
  test: {
    restoreMocks: true,
    reporters: ['default', new SlowestFilesReporter()],
    // Forks, not threads: see inTimeZone. One per core (Vitest leaves one core to itself, but
    // once the files are transformed it mostly waits).
    pool: 'forks',
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Pure logic needs no browser: Node starts in a few milliseconds, a DOM in about a second.
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Pure functions: the files can share one process and its loaded modules.
          isolate: false,
          ...inTimeZone('America/New_York'),
        },
      },
      {
        extends: true,
        // Dates, weeks and streaks again in a zone east of UTC, with a half-hour offset.
        test: {
          name: 'logic-kolkata',
          environment: 'node',
          include: ['src/domain/**/*.test.ts'],
          isolate: false,
          ...inTimeZone('Asia/Kolkata'),
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          // The contract suites' fake-backend runs (tests/contract) belong with the unit tests.
          include: ['src/**/*.test.{ts,tsx}', 'tests/contract/**/*.fake.test.ts'],
          exclude: ['src/domain/**'],
          setupFiles: ['src/testing/setup.ts'],
          // One process and page per worker, not per file: starting them was two thirds of the
          // ui files' time. src/testing/setup.ts gives each file fresh modules and a blank page.
          isolate: false,
          // Room for the 5 s waits of src/testing/setup.ts on a busy machine.
          testTimeout: 15_000,
          ...inTimeZone('America/New_York'),
        },
      },
    ],
  },
}));
