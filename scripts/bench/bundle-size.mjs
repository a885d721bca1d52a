// Prints the gzip size of the JavaScript each route needs, from a fresh production build,
// and fails when a budget from ARCHITECTURE.md is exceeded.
//   node scripts/bench/bundle-size.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/emulators.mjs';

const OUT = 'node_modules/.cache/masterly-bundle-size';
/** @type {Record<string, number>} */
const BUDGETS_KB = { '/ (first paint)': 90, '/goals (first load)': 250 };

const build = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--outDir', OUT, '--emptyOutDir'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
);
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

const dist = join(ROOT, OUT);
/**
 * Vite's build manifest: a chunk per source key (only the fields read here).
 * @type {Record<string, { file: string, imports?: string[] }>}
 */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
/** @param {string} file A path under the build's folder. */
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/**
 * The chunk for a source file plus everything it imports statically.
 * @param {string[]} keys
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** @param {string[]} keys */
function jsKb(keys) {
  return [...closure(keys)].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
}

const entry = 'index.html';
/** @param {string} suffix */
const dynamicChunk = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`No chunk for ${suffix}`);
  return key;
};

/** A page the build ships as HTML (build/prerender-plugin.ts) paints before any script. */
const isPrerendered = (/** @type {string} */ file) =>
  readFileSync(join(dist, file), 'utf8').includes('data-prerendered=');
const landing = [entry, dynamicChunk('features/landing/landing-page.tsx')];

const routes = {
  '/ (first paint)': isPrerendered('index.html') ? [] : landing,
  // What a first-time visitor downloads before the page reacts: no Firebase.
  '/ (interactive)': landing,
  '/login (interactive)': [entry, dynamicChunk('features/auth/login-page.tsx')],
  '/goals (first load)': [
    entry,
    dynamicChunk('session/session-controller.ts'),
    dynamicChunk('data/firebase/firebase-backend.ts'),
    dynamicChunk('app/layout/signed-in-layout.tsx'),
    dynamicChunk('app/routes/goals-route.tsx'),
  ],
  '/insights': [
    entry,
    dynamicChunk('session/session-controller.ts'),
    dynamicChunk('data/firebase/firebase-backend.ts'),
    dynamicChunk('app/layout/signed-in-layout.tsx'),
    dynamicChunk('features/insights/insights-page.tsx'),
  ],
};

let failed = false;
console.log('JavaScript per route (KB gzip):');
for (const [route, keys] of Object.entries(routes)) {
  const size = jsKb(keys);
  const budget = BUDGETS_KB[route];
  const verdict = budget ? (size <= budget ? `ok, budget ${budget}` : `OVER budget ${budget}`) : '';
  if (budget && size > budget) failed = true;
  console.log(`  ${route.padEnd(24)} ${size.toFixed(1).padStart(7)}  ${verdict}`);
}
// Firestore's and Auth's code name their service hosts.
const FIREBASE_CODE = /firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/;
const firebaseOnLanding = [...closure(landing)].filter((key) =>
  FIREBASE_CODE.test(readFileSync(join(dist, manifest[key].file), 'utf8')),
);
const firebaseOnGoals = [...closure(routes['/goals (first load)'])].filter((key) =>
  FIREBASE_CODE.test(readFileSync(join(dist, manifest[key].file), 'utf8')),
);
// The check must be able to fail: /goals does load Firebase.
if (firebaseOnGoals.length === 0) throw new Error('The Firebase check found no Firebase code.');
if (firebaseOnLanding.length > 0) {
  failed = true;
  console.log(`  / loads Firebase code: ${firebaseOnLanding.join(', ')}`);
} else {
  console.log('  / loads no Firebase code');
}
process.exit(failed ? 1 : 0);
