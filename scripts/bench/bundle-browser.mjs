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

  // The return, in a new tab: what /goals asks for until Add Goal shows.
  const page = await context.newPage();
  /** @type {Map<string, { kind: string, at: number }>} url -> kind, ms after navigation */
  const requested = new Map();
  let usable = false;
  let opened = 0;
  page.on('request', (request) => {
    if (usable) return;
    const { pathname } = new URL(request.url());
    const kind = /\.(m?js)$/.test(pathname)
      ? 'script'
      : /\.css$/.test(pathname)
        ? 'style'
        : ['script', 'stylesheet'].includes(request.resourceType())
          ? request.resourceType()
          : undefined;
    if (kind) requested.set(request.url(), { kind, at: Date.now() - opened });
  });
  opened = Date.now();
  await page.goto('/goals', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
  usable = true;
  const usableMs = Date.now() - opened;
  await page.getByRole('article', { name: 'Piano' }).waitFor();

  const files = await Promise.all(
    [...requested].map(async ([url, { kind, at }]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const kb = gzipSync(bytes, { level: 9 }).length / 1024;
      return { path: url.startsWith(APP_URL) ? url.slice(APP_URL.length) : url, kind, kb, at };
    }),
  );
  files.sort((a, b) => b.kb - a.kb);
  const total = files.reduce((sum, file) => sum + file.kb, 0);
  const over = total > BUDGET_KB;
  console.log(
    `Returning /goals in a new tab, until Add Goal shows (${usableMs} ms): ` +
      `${files.length} files, ${total.toFixed(1)} KB gzip -9 ` +
      `(${over ? 'OVER' : 'ok,'} budget ${BUDGET_KB})`,
  );
  console.log('     KB  kind    asked at  file');
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
