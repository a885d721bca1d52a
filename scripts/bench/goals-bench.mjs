// Prints Firestore writes per timer stop, writes when goals are opened a week later, and how
// long /goals takes to render 10 and 200 goals in Chromium against the emulators. Run through
// `npm run bench:goals`.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { launchChromium } from '../lib/chromium.mjs';
import { runQuery, signUp } from '../lib/emulator-rest.mjs';

const APP_URL = process.env.APP_URL;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '';
if (!APP_URL || !AUTH_HOST || !FIRESTORE_HOST) {
  throw new Error('Run it through `npm run bench:goals`: it needs the emulators and the app.');
}
const [FS_HOST, FS_PORT] = FIRESTORE_HOST.split(':');
const PROJECT = 'demo-masterly';
const PASSWORD = 'bench-pass-1';

const env = await initializeTestEnvironment({
  projectId: PROJECT,
  firestore: {
    host: FS_HOST,
    port: Number(FS_PORT),
    rules: readFileSync('firestore.rules', 'utf8'),
  },
});

const createUser = (/** @type {string} */ email) => signUp(AUTH_HOST, email, PASSWORD);

const SESSIONS_PER_GOAL = Number(process.env.BENCH_SESSIONS_PER_GOAL ?? 20);

/**
 * A goal as the app stores it: the record; its sessions are documents of their own.
 * @param {string} uid
 * @param {string} id
 * @param {number} index
 * @param {number} now
 */
function goalDoc(uid, id, index, now) {
  const start = now - (index + 1) * 86_400_000;
  return {
    id,
    name: `Practice goal ${index + 1}`,
    note: 'Scales, arpeggios and one new piece every week.',
    targetHours: 4,
    weeklyGoal: 4,
    startDate: new Date(start - SESSIONS_PER_GOAL * 86_400_000).toISOString(),
    startLevel: 1,
    settings: {
      frequency: 'weekly',
      target: { type: 'hours', value: 5 },
      resources: [],
      reminders: false,
      notifications: false,
    },
    completed: false,
    type: 'goal',
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/**
 * One hour a day on the days before the goal's last one.
 * @param {string} uid
 * @param {string} goalId
 * @param {number} index
 * @param {number} now
 * @returns {[string, { goalId: string, userId: string, start: number, end: number, source: string }][]}
 *   Session ids and documents.
 */
function sessionDocs(uid, goalId, index, now) {
  const last = now - (index + 1) * 86_400_000;
  return Array.from({ length: SESSIONS_PER_GOAL }, (_, day) => {
    const start = last - day * 86_400_000;
    return [`s-${day}`, { goalId, userId: uid, start, end: start + 3_600_000, source: 'manual' }];
  });
}

/**
 * @param {string} uid
 * @param {string} email
 * @param {number} count Goals to create.
 */
async function seed(uid, email, count) {
  const now = Date.now();
  await env.withSecurityRulesDisabled(async (context) => {
    // The test context hands out a compat instance; the modular functions accept it.
    const db = /** @type {import('firebase/firestore').Firestore} */ (
      /** @type {unknown} */ (context.firestore())
    );
    const iso = new Date(now).toISOString();
    await setDoc(doc(db, 'users', uid), {
      uid,
      email,
      displayName: 'Bench',
      role: 'user',
      subscriptionPlan: 'enterprise',
      createdAt: iso,
      lastLoginAt: iso,
      isActive: true,
    });
    for (let first = 0; first < count; first += 10) {
      const batch = writeBatch(db);
      for (let i = first; i < Math.min(count, first + 10); i += 1) {
        const id = `${uid}-goal-${i}`;
        batch.set(doc(db, 'goals', id), goalDoc(uid, id, i, now));
        for (const [sessionId, data] of sessionDocs(uid, id, i, now)) {
          batch.set(doc(db, 'goals', id, 'sessions', sessionId), data);
        }
      }
      await batch.commit();
    }
    await setDoc(doc(db, 'goalCounters', uid), { active: count, lastGoalId: `${uid}-goal-0` });
  });
}

/**
 * Update time of every document of these users (goals, sessions, counter, timer, profile).
 * @returns {Promise<Map<string, string>>} Document name to update time.
 */
async function updateTimes() {
  /** @type {Map<string, string>} */
  const times = new Map();
  /** @type {[string, boolean][]} */
  const collections = [
    ['goals', false],
    ['sessions', true],
    ['goalCounters', false],
    ['timers', false],
    ['users', false],
  ];
  for (const [collectionId, allDescendants] of collections) {
    const rows = await runQuery(FIRESTORE_HOST, { from: [{ collectionId, allDescendants }] });
    for (const row of rows) {
      if (row.document) times.set(row.document.name, row.document.updateTime);
    }
  }
  return times;
}

/**
 * Names (below /documents/) of the documents updated between the two readings.
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 */
const changedSince = (before, after) =>
  [...after]
    .filter(([name, time]) => before.get(name) !== time)
    .map(([name]) => name.split('/documents/')[1]);

const browser = await launchChromium();

/**
 * @param {string} email
 * @param {Date} [clockAt] Starts the page's clock at this time.
 * @returns {Promise<import('playwright-core').Page>} /goals, signed in.
 */
async function signedInPage(email, clockAt) {
  const context = await browser.newContext({
    baseURL: APP_URL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  if (clockAt) await page.clock.install({ time: clockAt });
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/goals');
  return page;
}

/**
 * @typedef {object} RenderTime Milliseconds from navigation start.
 * @property {number} shown Every goal card on screen.
 * @property {number} signedIn
 * @property {number} goalsRead
 * @property {number} sessionsRead
 */

/**
 * Median of reloads: navigation start until every goal card is on screen.
 * @param {import('playwright-core').Page} page
 * @param {number} count Goal cards to wait for.
 * @param {number} [runs]
 * @returns {Promise<RenderTime>}
 */
async function renderTime(page, count, runs = 5) {
  /** @type {RenderTime[]} */
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    await page.reload();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[aria-label="Active goals"] > li').length === n,
      count,
      { timeout: 60_000 },
    );
    samples.push(
      await page.evaluate(() => {
        /** @param {string} name */
        const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
        return {
          shown: performance.now(),
          signedIn: at('masterly:signed-in'),
          goalsRead: at('masterly:records-read'),
          sessionsRead: at('masterly:sessions-read'),
        };
      }),
    );
  }
  samples.sort((a, b) => a.shown - b.shown);
  return samples[Math.floor(runs / 2)];
}

/**
 * With a timer running: DOM changes per one-second tick and long main-thread tasks.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ mutationsPerTick: number, longTasks: number }>}
 */
async function tickCost(page) {
  await page.getByRole('button', { name: 'Timer' }).first().click();
  await page.getByRole('timer').waitFor();
  await page.waitForTimeout(3000); // steady state: the deferred calendars have rendered
  return page.evaluate(
    /** @returns {Promise<{ mutationsPerTick: number, longTasks: number }>} */
    () =>
      new Promise((resolve) => {
        let mutations = 0;
        const observer = new MutationObserver((records) => (mutations += records.length));
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        let longTasks = 0;
        const tasks = new PerformanceObserver((list) => (longTasks += list.getEntries().length));
        tasks.observe({ type: 'longtask' });
        setTimeout(() => {
          observer.disconnect();
          tasks.disconnect();
          resolve({ mutationsPerTick: mutations / 5, longTasks });
        }, 5000);
      }),
  );
}

/**
 * @type {{
 *   10?: RenderTime,
 *   200?: RenderTime,
 *   loadWrites?: string[],
 *   writesPerStop?: number,
 *   writtenDocs?: string[],
 *   tick?: { mutationsPerTick: number, longTasks: number },
 * }}
 */
const results = {};
for (const count of /** @type {const} */ ([10, 200])) {
  const email = `bench-${count}-${Date.now()}@example.com`;
  const uid = await createUser(email);
  await seed(uid, email, count);
  if (count === 200) {
    // A visit a week later: the weekly figures shown change, and nothing is written for it.
    const beforeVisit = await updateTimes();
    const later = await signedInPage(email, new Date(Date.now() + 8 * 86_400_000));
    await later.waitForFunction(
      (n) => document.querySelectorAll('[aria-label="Active goals"] > li').length === n,
      count,
      { timeout: 60_000 },
    );
    await later.waitForFunction(() => document.body.textContent?.includes('All changes saved'));
    await later.waitForTimeout(3000);
    results.loadWrites = changedSince(beforeVisit, await updateTimes()).filter(
      (name) => !name.startsWith('users/'),
    );
    await later.context().close();
  }
  const page = await signedInPage(email);
  results[count] = await renderTime(page, count);
  if (count === 10) {
    await page.waitForFunction(() => document.body.textContent?.includes('All changes saved'));
    await page.waitForTimeout(2000);
    const before = await updateTimes();
    await page.getByRole('button', { name: 'Timer' }).first().click();
    await page.waitForTimeout(1500);
    await page
      .getByRole('complementary', { name: 'Running timer' })
      .getByRole('button', { name: 'Stop' })
      .click();
    await page.waitForFunction(() => document.body.textContent?.includes('All changes saved'));
    await page.waitForTimeout(500);
    const changed = changedSince(before, await updateTimes());
    results.writesPerStop = changed.length;
    results.writtenDocs = changed;
  }
  if (count === 200) results.tick = await tickCost(page);
  await page.context().close();
}

await browser.close();
await env.cleanup();

const { 10: ten, 200: many, tick, writesPerStop, writtenDocs, loadWrites } = results;
if (!ten || !many || !tick || writesPerStop === undefined || !writtenDocs || !loadWrites) {
  throw new Error('A measurement is missing.');
}

console.log(
  `Goals benchmark (Chromium, emulators, median of 5 reloads; ${SESSIONS_PER_GOAL} sessions per goal):`,
);
/** @param {RenderTime} r */
const phases = (r) =>
  `(signed in ${r.signedIn.toFixed(0)}, goals read ${r.goalsRead.toFixed(0)}, ` +
  `sessions read ${r.sessionsRead.toFixed(0)})`;
console.log(
  `  /goals with 10 goals:   ${ten.shown.toFixed(0)} ms from navigation start to all cards shown ${phases(ten)}`,
);
console.log(`  /goals with 200 goals:  ${many.shown.toFixed(0)} ms ${phases(many)}`);
console.log(
  `  timer tick with 200 goals: ${tick.mutationsPerTick.toFixed(1)} DOM change per tick, ` +
    `${tick.longTasks} long tasks (> 50 ms) in 5 s of ticking`,
);
console.log(`  Firestore writes per timer stop: ${writesPerStop} (${writtenDocs.join(', ')})`);
console.log(
  `  Firestore writes when 200 goals are opened a week later: ${loadWrites.length}` +
    (loadWrites.length ? ` (${loadWrites.slice(0, 5).join(', ')}…)` : ''),
);
process.exit(writesPerStop <= 2 && loadWrites.length === 0 ? 0 : 1);
