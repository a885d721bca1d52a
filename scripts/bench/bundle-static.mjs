// Prints the gzip size of the JavaScript each route needs by the build's static import graph,
// from a fresh production build, and fails when the first paint of / is over its budget, when
// two chunks import each other or when / loads Firebase code. What /goals really requests is
// measured in a browser (bundle-browser.mjs); `npm run bench:bundle` runs both.
//   node scripts/bench/bundle-static.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROOT } from '../lib/emulators.mjs';

const OUT = 'node_modules/.cache/masterly-bundle-size';
/** @type {Record<string, number>} */
const BUDGETS_KB = { '/ (first paint)': 90 };
const ENTRY = join(ROOT, 'src/app/main.tsx');

/**
 * The app's chunks by file: what each imports statically and which modules it holds.
 * @type {Map<string, { imports: string[], moduleIds: string[] }>}
 */
const chunks = new Map();
/** @type {import('vite').Plugin} */
const recordChunks = {
  name: 'bundle-size:record-chunks',
  generateBundle(_options, bundle) {
    const own = Object.values(bundle).filter((item) => item.type === 'chunk');
    // Other builds (the service worker, the prerendering) pass through here too.
    if (!own.some((chunk) => chunk.isEntry && chunk.moduleIds.includes(ENTRY))) return;
    for (const chunk of own) chunks.set(chunk.fileName, chunk);
  },
};
await build({
  root: ROOT,
  logLevel: 'error',
  plugins: [recordChunks],
  build: { outDir: OUT, emptyOutDir: true },
});

const dist = join(ROOT, OUT);
/** @param {string} file A path under the build's folder. */
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** The chunk that holds a source file (a path under src/). */
function chunkOf(/** @type {string} */ source) {
  const id = join(ROOT, 'src', source);
  const found = [...chunks].find(([, chunk]) => chunk.moduleIds.includes(id));
  if (!found) throw new Error(`No chunk holds src/${source}`);
  return found[0];
}

/**
 * The chunks for some source files plus everything they import statically.
 * @param {string[]} sources
 */
function closure(sources) {
  const seen = new Set();
  const pending = sources.map(chunkOf);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/** @param {string[]} sources */
const jsKb = (sources) => [...closure(sources)].reduce((sum, file) => sum + gzipKb(file), 0);

/** A page the build ships as HTML (build/prerender-plugin.ts) paints before any script. */
const prerendered = readFileSync(join(dist, 'index.html'), 'utf8').includes('data-prerendered=');
const landing = ['app/main.tsx', 'features/landing/landing-page.tsx'];
/** What a signed-in user's first page needs besides the page itself (all loaded on demand). */
const signedIn = [
  'app/main.tsx',
  'stores/session/session-controller.ts',
  'data/firebase/firebase-backend.ts',
  'app/layout/signed-in-layout.tsx',
];

/** @type {Record<string, string[]>} */
const routes = {
  '/ (first paint)': prerendered ? [] : landing,
  // What a first-time visitor downloads before the page reacts: no Firebase.
  '/ (interactive)': landing,
  '/login (interactive)': ['app/main.tsx', 'features/auth/login-page.tsx'],
  // Without what it loads on demand: measured in a browser by bundle-browser.mjs.
  '/goals (static graph)': [...signedIn, 'app/routes/goals-route.tsx'],
  '/insights': [...signedIn, 'features/insights/insights-page.tsx'],
};

let failed = false;
console.log('JavaScript per route by the static import graph (KB gzip):');
for (const [route, sources] of Object.entries(routes)) {
  const size = jsKb(sources);
  const budget = BUDGETS_KB[route];
  const verdict = budget ? (size <= budget ? `ok, budget ${budget}` : `OVER budget ${budget}`) : '';
  if (budget && size > budget) failed = true;
  console.log(`  ${route.padEnd(24)} ${size.toFixed(1).padStart(7)}  ${verdict}`);
}
console.log(`  (${chunks.size} chunks in all)`);
// Two chunks importing each other run in an order no one chose (build/app-chunks.ts).
/** @type {Map<string, 'open' | 'done'>} */
const visits = new Map();
/** @param {string} file @param {string[]} path @returns {string[] | undefined} */
function cycleFrom(file, path) {
  if (visits.get(file) === 'done') return undefined;
  if (visits.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
  visits.set(file, 'open');
  for (const next of chunks.get(file)?.imports ?? []) {
    const cycle = cycleFrom(next, [...path, file]);
    if (cycle) return cycle;
  }
  visits.set(file, 'done');
  return undefined;
}
const cycle = [...chunks.keys()].map((file) => cycleFrom(file, [])).find(Boolean);
if (cycle) {
  failed = true;
  console.log(`  chunks import each other: ${cycle.join(' -> ')}`);
}
// Firestore's and Auth's code name their service hosts.
const FIREBASE_CODE = /firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/;
/** @param {string[]} sources */
const firebaseChunks = (sources) =>
  [...closure(sources)].filter((file) =>
    FIREBASE_CODE.test(readFileSync(join(dist, file), 'utf8')),
  );
// The check must be able to fail: /goals does load Firebase.
if (firebaseChunks(routes['/goals (static graph)']).length === 0) {
  throw new Error('The Firebase check found no Firebase code.');
}
const firebaseOnLanding = firebaseChunks(landing);
if (firebaseOnLanding.length > 0) {
  failed = true;
  console.log(`  / loads Firebase code: ${firebaseOnLanding.join(', ')}`);
} else {
  console.log('  / loads no Firebase code');
}
process.exit(failed ? 1 : 0);
