// What a returning signed-in person's /goals downloads before it is usable, measured in
// Chromium: every script and style sheet the page requests, opened in a new tab of a browser
// that signed in and made a goal before, until its Add Goal button shows. Prints the gzip -9
// size of each file and their total, and fails above the budget of ARCHITECTURE.md (250 KB).
// Run through `npm run bench:bundle` (or, on a fresh build in dist/,
// `node scripts/with-emulators.mjs --dist -- node scripts/bench/bundle-browser.mjs`).
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/chromium.mjs';

export const BUDGET_KB = 250;
const APP_URL = process.env.APP_URL;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
if (!APP_URL || !AUTH_HOST || !FIRESTORE_HOST) {
  throw new Error('Run it through `npm run bench:bundle`: it needs the emulators and the app.');
}
const PASSWORD = 'bundle-pass-1';
const email = `bundle-${Date.now()}@example.com`;
const portOf = (/** @type {string} */ host) => Number(host.split(':').pop());

const signUp = await fetch(
  `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      displayName: 'Bundle',
      returnSecureToken: true,
    }),
  },
);
if (!signUp.ok) throw new Error(`Could not create the account: ${await signUp.text()}`);

const started = Date.now();
const browser = await launchChromium();
try {
  // Service workers blocked: the page's own requests are what is counted, not the precache.
  const context = await browser.newContext({ baseURL: APP_URL, serviceWorkers: 'block' });
  // The emulator addresses, as the end-to-end tests give them (a build in dist/ has none).
  await context.addInitScript(
    (emulators) => Object.assign(globalThis, { masterlyEmulators: emulators }),
    {
      projectId: 'demo-masterly',
      firestorePort: portOf(FIRESTORE_HOST),
      authPort: portOf(AUTH_HOST),
    },
  );
  /** @type {string[]} */
  const errors = [];
  context.on('weberror', (error) => errors.push(error.error().message));

  // The first visit: sign in through the form and make a goal.
  const first = await context.newPage();
  await first.goto('/login');
  await first.getByLabel('Email Address').fill(email);
  await first.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await first.getByRole('button', { name: 'Sign In' }).click();
  await first.waitForURL('**/goals', { waitUntil: 'commit' });
  await first.getByRole('button', { name: 'Add Goal' }).click();
  const dialog = first.getByRole('dialog', { name: 'New Goal' });
  await dialog.getByLabel('Goal Name').fill('Piano');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await first.getByRole('article', { name: 'Piano' }).waitFor();
  await first.getByText('All changes saved').waitFor();
  await first.close();

  // The return, in a new tab: what /goals asks for until Add Goal is in the page. The page
  // notes that moment itself and lists its own requests (resource timing), both on its clock,
  // so nothing asked for in the same instant is missed or counted late.
  const page = await context.newPage();
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(10_000);
    const w = /** @type {any} */ (window);
    const observer = new MutationObserver(() => {
      const buttons = document.querySelectorAll('button');
      // The button's text is '+' (hidden from assistive technology) and 'Add Goal'.
      if (![...buttons].some((b) => b.textContent?.trim().endsWith('Add Goal'))) return;
      w.benchAddGoalAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/goals', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
  await page.getByRole('article', { name: 'Piano' }).waitFor();
  const { usableMs, entries } = await page.evaluate(() => ({
    usableMs: /** @type {number} */ (/** @type {any} */ (window).benchAddGoalAt),
    entries: performance
      .getEntriesByType('resource')
      .map(({ name, startTime }) => ({ url: name, at: startTime })),
  }));
  /** @type {Map<string, { kind: string, at: number }>} */
  const requested = new Map();
  for (const { url, at } of entries) {
    const { pathname } = new URL(url);
    const kind = /\.m?js$/.test(pathname) ? 'script' : /\.css$/.test(pathname) ? 'style' : '';
    if (kind && at < usableMs && !requested.has(url)) requested.set(url, { kind, at });
  }
  if (typeof usableMs !== 'number' || ![...requested.keys()].some((u) => u.includes('/assets/'))) {
    throw new Error('The page listed no scripts: the measure cannot see what it loads.');
  }

  const files = await Promise.all(
    [...requested].map(async ([url, { kind, at }]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const kb = gzipSync(bytes, { level: 9 }).length / 1024;
      const path = url.startsWith(APP_URL) ? url.slice(APP_URL.length) : url;
      return { path, kind, kb, at: Math.round(at) };
    }),
  );
  files.sort((a, b) => b.kb - a.kb);
  const total = files.reduce((sum, file) => sum + file.kb, 0);
  const over = total > BUDGET_KB;
  console.log(
    `Returning /goals in a new tab, until Add Goal shows (${Math.round(usableMs)} ms): ` +
      `${files.length} files, ${total.toFixed(1)} KB gzip -9 ` +
      `(${over ? 'OVER' : 'ok,'} budget ${BUDGET_KB})`,
  );
  console.log('     KB  kind    asked at  file  (ms after the navigation began)');
  for (const { path, kind, kb, at } of files) {
    console.log(
      `  ${kb.toFixed(1).padStart(5)}  ${kind.padEnd(6)} ${`${at} ms`.padStart(9)}  ${path}`,
    );
  }
  if (errors.length) console.log(`Page errors:\n  ${errors.join('\n  ')}`);
  console.log(`(measured in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exitCode = over || errors.length ? 1 : 0;
} finally {
  await browser.close();
}
