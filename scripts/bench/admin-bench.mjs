// Prints what opening /admin costs as the user count grows: KB downloaded from Firestore and
// ms from navigation start to the first user row, with 100, 1,000 and 10,000 users (3 goals
// each, with their goalCounters). Run through `npm run bench:admin`.
/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ url: string; headers: number; chunks: number; finished: number }} Received */
import { launchChromium } from '../lib/chromium.mjs';

const APP_URL = process.env.APP_URL;
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8181';
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@masterly.app';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'masterly-admin';
const PROJECT = 'demo-masterly';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const COMMIT_URL = `http://${FIRESTORE_HOST}/v1/${DATABASE}/documents:commit`;
const SIZES = [100, 1_000, 10_000];
const GOALS_PER_USER = 3;
const GIVE_UP_MS = 60_000;
const RUNS = 3;
const BUDGET = { kb: 400, ms: 2_000 };
const WRITES_PER_COMMIT = 500;
const PARALLEL_COMMITS = 4;

/** @typedef {Record<string, unknown>} Fields */
/** @typedef {{ update: { name: string; fields: Fields } }} Write */

/** @param {string} stringValue */
const str = (stringValue) => ({ stringValue });
/** @param {number} n */
const int = (n) => ({ integerValue: String(n) });
/** @param {boolean} booleanValue */
const bool = (booleanValue) => ({ booleanValue });
/** @param {Fields} fields */
const map = (fields) => ({ mapValue: { fields } });

/**
 * Writes of one user: profile, three goals (two active, one completed) and the counter.
 * @param {number} index
 * @returns {Write[]}
 */
function userWrites(index) {
  const uid = `bench-user-${String(index).padStart(5, '0')}`;
  const created = new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString();
  /** @type {(path: string, fields: Fields) => Write} */
  const write = (path, fields) => ({ update: { name: `${DATABASE}/documents/${path}`, fields } });
  const goals = Array.from({ length: GOALS_PER_USER }, (_, g) => {
    const id = `${uid}-goal-${g}`;
    return write(`goals/${id}`, {
      id: str(id),
      name: str(`Practice goal ${g + 1}`),
      note: str('Scales, arpeggios and one new piece every week.'),
      targetHours: int(4),
      weeklyGoal: int(4),
      startDate: str(created),
      startLevel: int(1),
      settings: map({
        frequency: str('weekly'),
        target: map({ type: str('hours'), value: int(5) }),
        resources: { arrayValue: {} },
        reminders: bool(false),
        notifications: bool(false),
      }),
      completed: bool(g === GOALS_PER_USER - 1),
      type: str('goal'),
      userId: str(uid),
      createdAt: { timestampValue: created },
      updatedAt: { timestampValue: created },
    });
  });
  return [
    write(`users/${uid}`, {
      uid: str(uid),
      email: str(`bench-user-${String(index).padStart(5, '0')}@example.com`),
      displayName: str(`Bench User ${index}`),
      role: str('user'),
      subscriptionPlan: str(['free', 'pro', 'platinum', 'enterprise'][index % 4]),
      createdAt: str(created),
      lastLoginAt: str(created),
      isActive: bool(index % 10 !== 0),
    }),
    ...goals,
    write(`goalCounters/${uid}`, {
      active: int(GOALS_PER_USER - 1),
      lastGoalId: str(`${uid}-goal-0`),
    }),
  ];
}

/** @param {Write[]} writes */
async function commit(writes) {
  const response = await fetch(COMMIT_URL, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Seeding failed: ${await response.text()}`);
}

/**
 * Seeds users [from, to) through the emulator's REST API as the owner (rules bypassed).
 * @param {number} from
 * @param {number} to
 */
async function seedUsers(from, to) {
  const writes = [];
  for (let i = from; i < to; i += 1) writes.push(...userWrites(i));
  const chunks = [];
  for (let at = 0; at < writes.length; at += WRITES_PER_COMMIT) {
    chunks.push(writes.slice(at, at + WRITES_PER_COMMIT));
  }
  for (let at = 0; at < chunks.length; at += PARALLEL_COMMITS) {
    await Promise.all(chunks.slice(at, at + PARALLEL_COMMITS).map(commit));
  }
}

/**
 * Sums the bytes received from the Firestore emulator, streaming channels included: per
 * request the larger of what loadingFinished reports and what the data chunks add up to (a
 * channel still open has only its chunks; a chunk without an encoded length counts its data).
 * @param {BrowserContext} context
 * @param {Page} page
 */
async function firestoreBytes(context, page) {
  const port = FIRESTORE_HOST.split(':').pop();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  /** @type {Map<string, Received>} */
  const requests = new Map();
  /** @param {string} id */
  const entry = (id) => requests.get(id);
  session.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).port !== port) return;
    requests.set(requestId, { url: request.url, headers: 0, chunks: 0, finished: 0 });
  });
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const request = entry(requestId);
    if (request) request.headers = response.encodedDataLength ?? 0;
  });
  session.on('Network.dataReceived', ({ requestId, encodedDataLength, dataLength }) => {
    const request = entry(requestId);
    if (request) request.chunks += encodedDataLength || dataLength;
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = entry(requestId);
    if (request) request.finished = encodedDataLength;
  });
  /** @param {Received} r */
  const bytesOf = (r) => Math.max(r.finished, r.headers + r.chunks);
  return {
    total: () => [...requests.values()].reduce((sum, r) => sum + bytesOf(r), 0),
    reset: () => requests.clear(),
    /** @param {number} n */
    largest: (n) =>
      [...requests.values()]
        .sort((a, b) => bytesOf(b) - bytesOf(a))
        .slice(0, n)
        .map((r) => `${(bytesOf(r) / 1024).toFixed(1)} KB ${r.url.slice(0, 120)}`),
  };
}

// A seeded user's row: the administrator's own row alone may come from the local cache (an
// SDK that gave up on a slow server answers from it), which proves nothing about the list.
const FIRST_ROW = () =>
  [...document.querySelectorAll('table[aria-label="Users"] tbody tr')].some(
    (row) =>
      row instanceof HTMLTableRowElement &&
      row.cells.length > 1 &&
      (row.textContent ?? '').includes('bench-user-'),
  );

/**
 * Waits until no Firestore bytes arrive for `quietMs` (at most `capMs`).
 * @param {{ total(): number }} bytes
 */
async function settle(bytes, quietMs = 1_500, capMs = 10_000) {
  const deadline = Date.now() + capMs;
  let last = bytes.total();
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (bytes.total() !== last) {
      last = bytes.total();
      quietSince = Date.now();
    }
  }
}

/**
 * One full load of /admin: ms to the first user row (null after 60 s) and KB received.
 * @param {Browser} browser
 */
async function loadAdmin(browser) {
  const context = await browser.newContext({
    baseURL: APP_URL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/goals');
  const bytes = await firestoreBytes(context, page);
  bytes.reset();
  await page.goto('/admin');
  let ms = null;
  let signedIn = NaN;
  try {
    await page.waitForFunction(FIRST_ROW, undefined, { timeout: GIVE_UP_MS, polling: 50 });
    ms = await page.evaluate(() => performance.now());
    signedIn = await page.evaluate(
      () => performance.getEntriesByName('masterly:signed-in')[0]?.startTime ?? NaN,
    );
    if (process.env.BENCH_DEBUG) {
      console.log(
        await page.evaluate(() =>
          ['masterly:signed-in', 'masterly:users-asked', 'masterly:users-read']
            .map((name) => `${name} ${performance.getEntriesByName(name)[0]?.startTime.toFixed(0)}`)
            .join(', '),
        ),
      );
    }
    await settle(bytes);
  } catch {
    // No row within the limit: report what arrived meanwhile.
  }
  const kb = bytes.total() / 1024;
  if (process.env.BENCH_DEBUG) console.log(bytes.largest(5).join('\n'));
  // Signing out ends the app's server streams, which would otherwise linger in the emulator
  // and slow down the next seeding and loads.
  await page
    .getByRole('button', { name: 'Sign Out' })
    .click({ timeout: 5_000 })
    .then(() => page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 }))
    .catch(() => undefined);
  await context.close();
  return { ms, kb, signedIn };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const browser = await launchChromium();
const results = [];
let seeded = 0;
for (const size of SIZES) {
  const started = Date.now();
  await seedUsers(seeded, size);
  seeded = size;
  console.log(`Seeded ${size} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await loadAdmin(browser);
    runs.push(result);
    if (result.ms === null) break;
  }
  const timedOut = runs.some((r) => r.ms === null);
  results.push({
    size,
    kb: timedOut ? (runs.at(-1)?.kb ?? NaN) : median(runs.map((r) => r.kb)),
    ms: timedOut ? null : median(runs.map((r) => r.ms ?? NaN)),
    signedIn: timedOut ? NaN : median(runs.map((r) => r.signedIn)),
  });
}
await browser.close();

console.log(
  `Admin benchmark (Chromium, emulators; ${GOALS_PER_USER} goals per user; median of ${RUNS} loads of /admin):`,
);
console.log('  users   | KB from Firestore | first user row (signed in at)');
for (const { size, kb, ms, signedIn } of results) {
  const row =
    ms === null
      ? `no row after ${GIVE_UP_MS / 1000} s`
      : `${ms.toFixed(0)} ms` + (Number.isNaN(signedIn) ? '' : ` (${signedIn.toFixed(0)} ms)`);
  console.log(`  ${String(size).padEnd(7)} | ${kb.toFixed(1).padStart(17)} | ${row}`);
}
console.log(`  budget: ≤ ${BUDGET.kb} KB and < ${BUDGET.ms} ms at every size`);
const withinBudget = results.every((r) => r.ms !== null && r.ms < BUDGET.ms && r.kb <= BUDGET.kb);
process.exit(withinBudget ? 0 : 1);
