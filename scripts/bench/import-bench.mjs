// How long a large history takes to import: a generated export of 10,000 sessions (4 goals over
// ~6 years) brought in through the app's own Import button, against the emulators. Prints the
// seconds from the Import Goals click to the result, how many sessions reached the emulator, and
// the progress the page showed on the way. `npm run bench:import`; BENCH_IMPORT_SESSIONS and
// BENCH_IMPORT_GOALS change the size; BENCH_IMPORT_PROFILE=file.cpuprofile keeps the page's CPU
// profile of the import.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { collectionGroup, getCountFromServer, query, where } from 'firebase/firestore';
import { launchChromium } from '../lib/chromium.mjs';
import { signUp } from '../lib/emulator-rest.mjs';
import { seededRandom } from '../lib/random.mjs';

const APP_URL = process.env.APP_URL;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
if (!APP_URL || !AUTH_HOST || !FIRESTORE_HOST) {
  throw new Error('Run it through `npm run bench:import`: it needs the emulators and the app.');
}
const [FS_HOST, FS_PORT] = FIRESTORE_HOST.split(':');
const PASSWORD = 'bench-pass-1';
const SESSIONS = Number(process.env.BENCH_IMPORT_SESSIONS ?? 10_000);
const GOALS = Number(process.env.BENCH_IMPORT_GOALS ?? 4);
const TIMEOUT_MS = Number(process.env.BENCH_IMPORT_TIMEOUT_MS ?? 20 * 60_000);
const PROFILE = process.env.BENCH_IMPORT_PROFILE;
const HOUR = 3_600_000;
const MIN = 60_000;
const SPAN = Math.round(6 * 365.25 * 24 * HOUR);

const env = await initializeTestEnvironment({
  projectId: 'demo-masterly',
  firestore: {
    host: FS_HOST,
    port: Number(FS_PORT),
    rules: readFileSync('firestore.rules', 'utf8'),
  },
});

const createUser = (/** @type {string} */ email) => signUp(AUTH_HOST, email, PASSWORD);

/** A pro profile (15 active goals), as sign-up writes it. @param {string} uid @param {string} email */
async function seedProfile(uid, email) {
  const iso = new Date().toISOString();
  const user = { uid, email, displayName: 'Bench', role: 'user', subscriptionPlan: 'pro' };
  await env.withSecurityRulesDisabled((context) =>
    context
      .firestore()
      .doc(`users/${uid}`)
      .set({ ...user, createdAt: iso, lastLoginAt: iso, isActive: true }),
  );
}

/** This app's export file (domain/export-file.ts): GOALS goals sharing SESSIONS sessions of
 * 30–90 min, one in each equal slot of the last six years, so none overlap. */
function exportFile() {
  const now = Date.now();
  const spanStart = now - SPAN;
  const rand = seededRandom(29);
  const goals = Array.from({ length: GOALS }, (_, g) => {
    const count = Math.floor(SESSIONS / GOALS) + (g < SESSIONS % GOALS ? 1 : 0);
    const gap = (SPAN - 2 * HOUR) / count;
    const sessions = Array.from({ length: count }, (_, i) => {
      const start = Math.round(spanStart + i * gap + rand() * (gap - 90 * MIN));
      const end = start + Math.round(30 * MIN + rand() * 60 * MIN);
      return { id: `bench-${g}-${i}`, start, end, source: 'manual' };
    });
    return {
      id: randomUUID(),
      name: `Imported goal ${g + 1}`,
      note: '',
      targetHours: 1000,
      weeklyGoal: 5,
      startDate: new Date(spanStart - 24 * HOUR).toISOString(),
      startLevel: 1,
      completed: false,
      settings: {
        frequency: 'weekly',
        target: { type: 'hours', value: 5 },
        resources: [],
        reminders: false,
        notifications: false,
      },
      sessions,
    };
  });
  const file = { version: '1.0', exportDate: new Date(now).toISOString(), goals };
  return Buffer.from(JSON.stringify(file));
}

/** Sessions of the account the emulator holds. @param {string} uid */
async function serverCount(uid) {
  let count = 0;
  await env.withSecurityRulesDisabled(async (context) => {
    // The test context hands out a compat instance; the modular functions accept it.
    const db = /** @type {import('firebase/firestore').Firestore} */ (
      /** @type {unknown} */ (context.firestore())
    );
    const mine = query(collectionGroup(db, 'sessions'), where('userId', '==', uid));
    count = (await getCountFromServer(mine)).data().count;
  });
  return count;
}

const email = `import-${Date.now()}@example.com`;
const uid = await createUser(email);
await seedProfile(uid, email);
const file = exportFile();
const browser = await launchChromium();
const context = await browser.newContext({
  baseURL: APP_URL,
  viewport: { width: 1280, height: 900 },
});
await context.addInitScript(() => {
  const w = /** @type {any} */ (window);
  w.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.benchLongTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
});
const page = await context.newPage();
/** @type {Set<string>} */
const consoleErrors = new Set();
page.on('console', (m) => m.type() === 'error' && consoleErrors.add(m.text()));
page.on('pageerror', (e) => consoleErrors.add(`page error: ${e.message}`));
await page.goto('/login');
await page.getByLabel('Email Address').fill(email);
await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL('**/goals');
await page.getByText('No active goals yet', { exact: false }).waitFor();

await page.getByLabel('Import file').setInputFiles({
  name: 'bench-export.json',
  mimeType: 'application/json',
  buffer: file,
});
const settings = page.getByRole('dialog', { name: 'Import Time Settings' });
await settings.waitFor({ timeout: 120_000 });
const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
await cdp?.send('Profiler.enable');
await cdp?.send('Profiler.start');
await settings.getByRole('button', { name: 'Import Goals' }).click();
const pageStart = await page.evaluate(() => performance.now());
const load = loadavg()[0];
const started = Date.now();
await page
  .getByRole('alertdialog', { name: 'Apply default settings?' })
  .getByRole('button', { name: 'No, keep theirs' })
  .click();

/** Progress the page shows, sampled every second: [seconds, text]. @type {[number, string][]} */
const progress = [];
const sampler = setInterval(() => {
  page
    .getByRole('progressbar', { name: 'Import progress' })
    .getAttribute('aria-valuetext', { timeout: 500 })
    .then((text) => text && progress.push([(Date.now() - started) / 1000, text]))
    .catch(() => {});
}, 1000);
const result = await Promise.race([
  page
    .getByText(/^Imported \d+ goals?/)
    .first()
    .waitFor({ timeout: TIMEOUT_MS })
    .then(() => 'done'),
  page
    .getByRole('alertdialog')
    .filter({ hasNotText: 'Apply default settings?' })
    .first()
    .waitFor({ timeout: TIMEOUT_MS })
    .then(async () => `refused: ${await page.getByRole('alertdialog').first().textContent()}`),
]).catch((error) => `timed out: ${error.message.split('\n')[0]}`);
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);
if (cdp && PROFILE) {
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(PROFILE, JSON.stringify(profile));
}
/** Long tasks on the page's main thread during the import: their sum and the longest. */
const blocking = await page.evaluate((from) => {
  const all = /** @type {[number, number][]} */ (/** @type {any} */ (window).benchLongTasks);
  const tasks = all.filter(([at]) => at >= from);
  const total = tasks.reduce((sum, [, d]) => sum + d, 0);
  return { total, longest: Math.max(0, ...tasks.map(([, d]) => d)), count: tasks.length };
}, pageStart);
const reached = await serverCount(uid);
await browser.close();
await env.cleanup();

const shown = progress.length
  ? progress
      .filter((_, i) => i % Math.ceil(progress.length / 6) === 0 || i === progress.length - 1)
      .map(([s, text]) => `${s.toFixed(0)} s: ${text}`)
      .join('; ')
  : 'none';
console.log(`\nImport bench (${GOALS} goals, ${SESSIONS.toLocaleString('en-US')} sessions):`);
console.log(`  result: ${result}`);
console.log(`  seconds from Import Goals to the result: ${seconds.toFixed(1)}`);
console.log(`  sessions on the emulator: ${reached.toLocaleString('en-US')} of ${SESSIONS}`);
console.log(`  progress shown: ${shown}`);
const { total, longest, count } = blocking;
console.log(
  `  main thread: ${count} long tasks, ${(total / 1000).toFixed(1)} s in all, longest ${longest.toFixed(0)} ms`,
);
console.log(`  load average (1 min) at the start: ${load.toFixed(2)} on 2 cores`);
const errors = consoleErrors.size ? [...consoleErrors].join('\n    ') : 'none';
console.log(`  browser console errors:${consoleErrors.size ? '\n    ' : ' '}${errors}`);
process.exit(result === 'done' && reached === SESSIONS ? 0 : 1);
