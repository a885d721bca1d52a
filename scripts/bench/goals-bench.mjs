// Prints Firestore writes per timer stop, writes when goals are opened a week later, and how
// long /goals takes to render 10 and 200 goals in Chromium against the emulators. Run through
// `npm run bench:goals`.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { launchChromium } from '../lib/chromium.mjs';

const APP_URL = process.env.APP_URL;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const [FS_HOST, FS_PORT] = process.env.FIRESTORE_EMULATOR_HOST.split(':');
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

async function createUser(email) {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  return (await response.json()).localId;
}

const SESSIONS_PER_GOAL = Number(process.env.BENCH_SESSIONS_PER_GOAL ?? 20);

/** A goal as the app stores it: the record; its sessions are documents of their own. */
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

/** One hour a day on the days before the goal's last one. */
function sessionDocs(uid, goalId, index, now) {
  const last = now - (index + 1) * 86_400_000;
  return Array.from({ length: SESSIONS_PER_GOAL }, (_, day) => {
    const start = last - day * 86_400_000;
    return [`s-${day}`, { goalId, userId: uid, start, end: start + 3_600_000, source: 'manual' }];
  });
}

async function seed(uid, email, count) {
  const now = Date.now();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
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

/** Update time of every document of these users (goals, sessions, counter, timer, profile). */
async function updateTimes() {
  const times = new Map();
  const base = `http://${FS_HOST}:${FS_PORT}/v1/projects/${PROJECT}/databases/(default)/documents`;
  for (const [collectionId, allDescendants] of [
    ['goals', false],
    ['sessions', true],
    ['goalCounters', false],
    ['timers', false],
    ['users', false],
  ]) {
    const response = await fetch(`${base}:runQuery`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId, allDescendants }] } }),
    });
    for (const row of await response.json()) {
      if (row.document) times.set(row.document.name, row.document.updateTime);
    }
  }
  return times;
}

const changedSince = (before, after) =>
  [...after]
    .filter(([name, time]) => before.get(name) !== time)
    .map(([name]) => name.split('/documents/')[1]);

const browser = await launchChromium();

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

/** Median of reloads: navigation start until every goal card is on screen. */
async function renderTime(page, count, runs = 5) {
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

/** With a timer running: DOM changes per one-second tick and long main-thread tasks. */
async function tickCost(page) {
  await page.getByRole('button', { name: 'Timer' }).first().click();
  await page.getByRole('timer').waitFor();
  await page.waitForTimeout(3000); // steady state: the deferred calendars have rendered
  return page.evaluate(
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

const results = {};
for (const count of [10, 200]) {
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

console.log(
  `Goals benchmark (Chromium, emulators, median of 5 reloads; ${SESSIONS_PER_GOAL} sessions per goal):`,
);
const phases = (r) =>
  `(signed in ${r.signedIn.toFixed(0)}, goals read ${r.goalsRead.toFixed(0)}, ` +
  `sessions read ${r.sessionsRead.toFixed(0)})`;
console.log(
  `  /goals with 10 goals:   ${results[10].shown.toFixed(0)} ms from navigation start to all cards shown ${phases(results[10])}`,
);
console.log(
  `  /goals with 200 goals:  ${results[200].shown.toFixed(0)} ms ${phases(results[200])}`,
);
console.log(
  `  timer tick with 200 goals: ${results.tick.mutationsPerTick.toFixed(1)} DOM change per tick, ` +
    `${results.tick.longTasks} long tasks (> 50 ms) in 5 s of ticking`,
);
console.log(
  `  Firestore writes per timer stop: ${results.writesPerStop} (${results.writtenDocs.join(', ')})`,
);
console.log(
  `  Firestore writes when 200 goals are opened a week later: ${results.loadWrites.length}` +
    (results.loadWrites.length ? ` (${results.loadWrites.slice(0, 5).join(', ')}…)` : ''),
);
process.exit(results.writesPerStop <= 2 && results.loadWrites.length === 0 ? 0 : 1);
