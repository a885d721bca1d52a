// How /goals scales with an account's log: 50 to 30,000 sessions of 5 goals over ~6 years,
// seeded as the app writes them. For each size: time until every card shows its right total,
// KB read from the Firestore emulator and long tasks, cold (new browser context, empty caches)
// and warm (its reload); a cold /insights with the CPU slowed 4× until its first chart; at the
// largest, one timer Stop until the card's total moves. Before them, the account's first visit
// folds its tallies' closed days (the app's own upkeep), timed as 'fold s'.
// `npm run bench:scale`; BENCH_SCALE_SIZES="50,1000" and BENCH_SCALE_RUNS=1 narrow it, and
// BENCH_SCALE_ONLY=insights leaves out the /goals loads and the Stop (only the /insights visits);
// BENCH_SCALE_TRACE=1 prints, for each cold load, every request and long task until the cards
// were right, and for each /insights visit when each script arrived and each of the app's marks
// was made.
// /insights' first chart is its year heatmap drawn with its days; the bench then waits until the
// page has read the recent sessions too and checks that the first chart, and every figure the page
// showed with it, are what the page shows then (a difference is reported as an error).
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { launchChromium } from '../lib/chromium.mjs';
import { runQuery, signUp } from '../lib/emulator-rest.mjs';
import { seededRandom } from '../lib/random.mjs';
import { listenByCollection } from './listen-by-collection.mjs';

const APP_URL = process.env.APP_URL;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '';
if (!APP_URL || !AUTH_HOST || !FIRESTORE_HOST) {
  throw new Error('Run it through `npm run bench:scale`: it needs the emulators and the app.');
}
const [FS_HOST, FS_PORT] = FIRESTORE_HOST.split(':');
const PASSWORD = 'bench-pass-1';
const GOALS = 5;
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '50,1000,10000,30000').split(',').map(Number);
const LARGEST = Math.max(...SIZES);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);
const PROFILE = process.env.BENCH_SCALE_PROFILE;
const INSIGHTS_ONLY = process.env.BENCH_SCALE_ONLY === 'insights';
const TRACE = process.env.BENCH_SCALE_TRACE === '1';
const HOUR = 3_600_000;
const MIN = 60_000;
const SPAN = Math.round(6 * 365.25 * 24 * HOUR);
// Goal 0's total stops 0.5 s short of a tenth of an hour: a 1 s timer run moves its card's.
const JUST_SHORT = 179_500;
const TOTAL = /Total ([\d.]+) h/;

const rules = readFileSync('firestore.rules', 'utf8');
const env = await initializeTestEnvironment({
  projectId: 'demo-masterly',
  firestore: { host: FS_HOST, port: Number(FS_PORT), rules },
});

const createUser = (/** @type {string} */ email) => signUp(AUTH_HOST, email, PASSWORD);

/** The card's text for a total: domain/goal-progress.ts formatHours. @param {number} ms */
const hoursText = (ms) => (Math.round((ms / HOUR) * 10) / 10).toFixed(1);

/** A goal's sessions: one in each of `count` equal slots of the span, 30–90 min long (goal 0's
 * last 30–36 min: JUST_SHORT), so they never overlap. @param {number} count
 * @param {number} spanStart @param {() => number} rand @param {boolean} justShort */
function sessionTimes(count, spanStart, rand, justShort) {
  const gap = (SPAN - 2 * HOUR) / count;
  let total = 0;
  return Array.from({ length: count }, (_, i) => {
    const start = Math.round(spanStart + i * gap + rand() * (gap - 90 * MIN));
    let length = Math.round(30 * MIN + rand() * 60 * MIN);
    if (justShort && i === count - 1) {
      length = 30 * MIN + ((((JUST_SHORT - total) % 360_000) + 360_000) % 360_000);
    }
    total += length;
    return { start, end: start + length };
  });
}

/** Each year's goalTallies days: 'MM-dd' of the local day of each start → { ms, n } summed
 * (domain/tally.ts tallyOf). @param {{ start: number, end: number }[]} sessions */
function tallyOf(sessions) {
  /** @type {Map<number, Record<string, { ms: number, n: number }>>} */
  const tally = new Map();
  for (const { start, end } of sessions) {
    const d = new Date(start);
    const days = tally.get(d.getFullYear()) ?? {};
    tally.set(d.getFullYear(), days);
    const key = `${d.getMonth() + 1}-${d.getDate()}`.replace(/\b\d\b/g, '0$&');
    const total = (days[key] ??= { ms: 0, n: 0 });
    total.ms += end - start;
    total.n += 1;
  }
  return tally;
}

const SETTINGS = { frequency: 'weekly', target: { type: 'hours', value: 5 }, resources: [] };
const NOTE = 'Scales, arpeggios and one new piece every week.';

/** Seeds an account of `size` sessions (rules disabled, batches of 500): returns each goal's
 * total as its card shows it, and goal 0's id and total in ms.
 * @param {string} uid @param {string} email @param {number} size */
async function seed(uid, email, size) {
  const spanStart = Date.now() - SPAN;
  const rand = seededRandom(size);
  const iso = new Date(spanStart + SPAN).toISOString();
  const profile = { uid, email, displayName: 'Bench', role: 'user', createdAt: iso };
  const user = { ...profile, subscriptionPlan: 'enterprise', lastLoginAt: iso, isActive: true };
  /** @type {[string, Record<string, unknown>][]} */
  const writes = [[`users/${uid}`, user]];
  /** @type {Record<string, string>} */
  const expected = {};
  const goalIds = Array.from({ length: GOALS }, () => randomUUID());
  let firstMs = 0;
  let lastSession = '';
  goalIds.forEach((goalId, g) => {
    const count = Math.floor(size / GOALS) + (g < size % GOALS ? 1 : 0);
    const sessions = sessionTimes(count, spanStart + g * HOUR, rand, g === 0);
    const totalMs = sessions.reduce((sum, s) => sum + s.end - s.start, 0);
    expected[goalId] = hoursText(totalMs);
    if (g === 0) firstMs = totalMs;
    // goals-bench.mjs's goal, tallied (data/firebase/goal-converter.ts toGoalDocument).
    const goal = { id: goalId, name: `Practice goal ${g + 1}`, note: NOTE, targetHours: 4 };
    const settings = { ...SETTINGS, reminders: false, notifications: false };
    const startDate = new Date(spanStart - 24 * HOUR).toISOString();
    const times = { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    const more = { weeklyGoal: 4, startLevel: 1, completed: false, type: 'goal', userId: uid };
    const record = { ...goal, ...more, startDate, settings, ...times, tallied: true };
    writes.push([`goals/${goalId}`, record]);
    for (const { start, end } of sessions) {
      lastSession = `${goalId}/${randomUUID()}`;
      const data = { goalId, userId: uid, start, end, source: 'manual' };
      writes.push([`goals/${lastSession.replace('/', '/sessions/')}`, data]);
    }
    for (const [year, days] of tallyOf(sessions)) {
      const data = { userId: uid, goalId, year, days, by: '/bulk' };
      writes.push([`goalTallies/${goalId}_${year}`, data]);
    }
  });
  writes.push([`goalCounters/${uid}`, { active: GOALS, total: GOALS, lastGoalId: goalIds[0] }]);
  writes.push([`timers/${uid}`, { sessionCount: size, newSessions: [lastSession] }]);
  await env.withSecurityRulesDisabled(async (context) => {
    // The test context hands out a compat instance; the modular functions accept it.
    const db = /** @type {import('firebase/firestore').Firestore} */ (
      /** @type {unknown} */ (context.firestore())
    );
    /** @param {number} first */
    const commit = (first) => {
      const batch = writeBatch(db);
      for (const [path, data] of writes.slice(first, first + 500)) batch.set(doc(db, path), data);
      return batch.commit();
    };
    // Four batches in flight: the emulator takes them about twice as fast as one at a time.
    const starts = Array.from({ length: Math.ceil(writes.length / 500) }, (_, i) => i * 500);
    for (let i = 0; i < starts.length; i += 4)
      await Promise.all(starts.slice(i, i + 4).map(commit));
  });
  return { expected, first: goalIds[0], firstMs };
}

const browser = await launchChromium();
const consoleErrors = new Set(/** @type {string[]} */ ([]));

/** Signs in through the form once: the storage it leaves, less Firestore's (its cache is in
 * IndexedDB, which storageState leaves out), opens /goals signed in. @param {string} email */
async function signIn(email) {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/goals');
  const state = await context.storageState();
  await context.close();
  for (const origin of state.origins) {
    origin.localStorage = origin.localStorage.filter((item) => !item.name.startsWith('firestore'));
  }
  return state;
}

/** KB the page receives from the Firestore emulator (CDP Network events): per request (or
 * WebSocket) the larger of its data chunks and its finished size (headers included).
 * @param {import('playwright-core').Page} page */
async function firestoreBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  /** @type {Map<string, number>[]} */
  const [chunks, finished] = [new Map(), new Map()];
  /** @param {string} id @param {string} url */
  const track = (id, url) => new URL(url).port === FS_PORT && chunks.set(id, 0);
  /** @param {string} id @param {number} n */
  const add = (id, n) => chunks.has(id) && chunks.set(id, (chunks.get(id) ?? 0) + n);
  cdp.on('Network.requestWillBeSent', (e) => track(e.requestId, e.request.url));
  cdp.on('Network.webSocketCreated', (e) => track(e.requestId, e.url));
  cdp.on('Network.dataReceived', (e) => add(e.requestId, e.encodedDataLength || e.dataLength));
  cdp.on('Network.webSocketFrameReceived', (e) => add(e.requestId, e.response.payloadData.length));
  cdp.on('Network.loadingFinished', (e) => finished.set(e.requestId, e.encodedDataLength));
  const split = listenByCollection(cdp);
  await cdp.send('Network.enable');
  const sizes = () => [...chunks].map(([id, n]) => Math.max(n, finished.get(id) ?? 0));
  return {
    reset: () => (chunks.clear(), split.reset()),
    kb: () => sizes().reduce((a, n) => a + n, 0) / 1024,
    collections: split.summary,
  };
}

/** @typedef {{ ms: number, kb: number, blocking: number }} Figures */
/** @typedef {Figures & { collections: string, marks: string, trace: string }} Load */
/** @typedef {{ reset(): void, kb(): number, collections(): string }} Net */

/** Navigates (goto or reload) and waits until every card shows its goal's total. @returns
 * {Promise<Load>} @param {import('playwright-core').Page} page @param {() => Promise<unknown>} go
 * @param {Net} net @param {Record<string, string>} expected */
async function load(page, net, go, expected) {
  net.reset();
  await go();
  /** @param {{ want: Record<string, string>, total: RegExp }} arg */
  const done = ({ want, total }) => {
    const ok = Object.entries(want).every(([id, hours]) => {
      const card = document.querySelector(`[data-goal-id="${id}"]`);
      return card?.textContent?.match(total)?.[1] === hours;
    });
    if (ok) /** @type {any} */ (window).benchDoneAt ??= performance.now();
    return ok;
  };
  await page
    .waitForFunction(done, { want: expected, total: TOTAL }, { timeout: 180_000 })
    .catch(async (cause) => {
      const cards = await page.$$eval('[data-goal-id]', (all) => all.map((c) => c.textContent));
      const shown = cards.map((text) => text?.match(TOTAL)?.[1]);
      const message = `Totals never right: want ${Object.values(expected)}, shown ${shown}`;
      throw new Error(message, { cause });
    });
  const [kb, collections] = [net.kb(), net.collections()];
  const { ms, blocking, marks, trace } = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    // The app's own marks on the way (signed-in, goals-start, records-read, ...), in ms.
    const marks = performance
      .getEntriesByType('mark')
      .filter((e) => e.name.startsWith('masterly:') && e.startTime <= w.benchDoneAt)
      .map((e) => `${e.name.slice('masterly:'.length)} ${e.startTime | 0}`)
      .join(', ');
    /** @type {[number, number][]} */
    const tasks = w.benchLongTasks;
    for (const e of w.benchObserver.takeRecords()) tasks.push([e.startTime, e.duration]);
    const before = tasks.filter(([start]) => start < w.benchDoneAt);
    // What was fetched before the cards were right (file or address, from - to ms), and the
    // long tasks (start + ms): where the time went.
    const requests = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < w.benchDoneAt)
      .map((e) => /** @type {PerformanceResourceTiming} */ (e))
      .map((e) => `${e.name.replace(/^.*\/|\?.*$/g, '')} ${e.startTime | 0}-${e.responseEnd | 0}`);
    const longTasks = before.map(([start, d]) => `${start | 0}+${d | 0}`).join(' ');
    const trace = `${requests.join(', ')}; long tasks ${longTasks}`;
    return { ms: w.benchDoneAt, blocking: before.reduce((sum, [, d]) => sum + d, 0), marks, trace };
  });
  return { ms, kb, blocking, collections, marks, trace };
}

/** One timer Stop on goal 0: ms from the click to its card's new total (page time), and the
 * long tasks from the click until the change is saved (the outbox empty again).
 * @param {import('playwright-core').Page} page @param {string} goalId
 * @param {number} totalMs Goal 0's total before the run.
 * @returns {Promise<{ ms: number, longest: number, longTasks: number }>} */
async function stopTime(page, goalId, totalMs) {
  await page.locator(`[data-goal-id="${goalId}"]`).getByRole('button', { name: 'Timer' }).click();
  await page.getByRole('timer').filter({ hasNotText: '00:00:00' }).first().waitFor();
  const updated = page.evaluate(
    ([id, hours, total]) =>
      new Promise((resolve) => {
        const w = /** @type {any} */ (window);
        document.addEventListener('click', (e) => (w.benchClickAt = e.timeStamp), {
          capture: true,
        });
        const card = /** @type {Element} */ (document.querySelector(`[data-goal-id="${id}"]`));
        new MutationObserver(() => {
          if (card.textContent?.match(total)?.[1] === hours) {
            resolve(performance.now() - w.benchClickAt);
          }
        }).observe(card, { subtree: true, childList: true, characterData: true });
      }),
    /** @type {[string, string, RegExp]} */ ([goalId, hoursText(totalMs + 180_000), TOTAL]),
  );
  const widget = page.getByRole('complementary', { name: 'Running timer' });
  // BENCH_SCALE_PROFILE=file.cpuprofile keeps the page's CPU profile of the Stop until saved.
  const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
  await cdp?.send('Profiler.enable');
  await cdp?.send('Profiler.start');
  await widget.getByRole('button', { name: 'Stop' }).click();
  const ms = /** @type {number} */ (await updated);
  // Saved: no change of this account waits in any tab's outbox (stores/storage-keys.ts).
  await page.waitForFunction(
    () =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('masterly-outbox:'))
        .every((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') ?? []).length === 0),
    null,
    { timeout: 60_000, polling: 50 },
  );
  if (cdp && PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(PROFILE, JSON.stringify(profile));
  }
  const tasks = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    for (const e of w.benchObserver.takeRecords()) w.benchLongTasks.push([e.startTime, e.duration]);
    /** @type {[number, number][]} */
    const all = w.benchLongTasks;
    return all.filter(([start]) => start >= w.benchClickAt).map(([, duration]) => duration);
  });
  return { ms, longest: Math.max(0, ...tasks), longTasks: tasks.length };
}

/** What /insights shows: each day cell's name and the page's text. */
function insightsShown() {
  const cells = [...document.querySelectorAll('[role="grid"] [role="gridcell"]')];
  const page = document.querySelector('section[aria-labelledby="insights-title"]');
  return { cells: cells.map((c) => c.getAttribute('aria-label')), text: page?.textContent ?? '' };
}

/** In the page: when each script arrived, the DOM was ready and each of the app's marks was
 * made, in ms since navigation, in order. @returns {[string, number][]} */
function startupMarks() {
  const scripts = /** @type {PerformanceResourceTiming[]} */ (
    performance.getEntriesByType('resource')
  ).filter((e) => e.name.endsWith('.js'));
  const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
    performance.getEntriesByType('navigation')
  );
  /** @type {[string, number][]} */
  const marks = [
    ...scripts.map(
      (e) =>
        /** @type {[string, number]} */ ([`${e.name.split('/').pop()} arrived`, e.responseEnd]),
    ),
    ['DOMContentLoaded', navigation?.domContentLoadedEventEnd ?? 0],
    ...performance
      .getEntriesByType('mark')
      .map((e) => /** @type {[string, number]} */ ([e.name, e.startTime])),
  ];
  return marks.sort((a, b) => a[1] - b[1]);
}

/** A cold visit of /insights with the CPU slowed 4× (a mid-range phone): ms until its first
 * chart (the year heatmap) is drawn with its days, checked against the page once the recent
 * sessions are read too. @param {import('playwright-core').BrowserContextOptions['storageState']} storageState */
async function insightsFirstChart(storageState) {
  const viewport = { width: 1280, height: 900 };
  const context = await browser.newContext({ baseURL: APP_URL, storageState, viewport });
  await context.addInitScript(
    `(${(/** @type {() => unknown} */ shown) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="grid"] [role="gridcell"]')) return;
        const w = /** @type {any} */ (window);
        w.benchChartAt = performance.now();
        w.benchFirstShown = shown();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    }})(${insightsShown})`,
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  page.on('console', (m) => m.type() === 'error' && consoleErrors.add(`[insights] ${m.text()}`));
  await page.goto('/insights', { waitUntil: 'commit' });
  const chart = () => /** @type {any} */ (window).benchChartAt;
  await page.waitForFunction(chart, null, { timeout: 180_000, polling: 500 }).catch(async (e) => {
    await page.screenshot({ path: join(tmpdir(), 'bench-insights-timeout.png') });
    console.error([...consoleErrors].join('\n'));
    throw e;
  });
  const ms = /** @type {number} */ (await page.evaluate(chart));
  if (TRACE) {
    const listed = (await page.evaluate(startupMarks))
      .filter(([, at]) => at <= ms)
      .map(([name, at]) => `${name} ${at | 0}`);
    console.log(`  [insights] until the first chart at ${ms | 0} ms: ${listed.join(', ')}`);
  }
  // The full range: every figure once the recent sessions are read (two frames to draw them).
  const read = () => performance.getEntriesByName('masterly:sessions-read').length > 0;
  await page.waitForFunction(read, null, { timeout: 180_000, polling: 500 });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const first = await page.evaluate(() => /** @type {any} */ (window).benchFirstShown);
  const settled = await page.evaluate(insightsShown);
  const changed = first.cells.filter(
    (/** @type {string} */ name, /** @type {number} */ i) => name !== settled.cells[i],
  );
  if (
    changed.length > 0 ||
    first.cells.length !== settled.cells.length ||
    first.text !== settled.text
  ) {
    const days = changed.slice(0, 3).join('; ');
    consoleErrors.add(
      `[insights] the first chart differs from the page once all is read: ${days || 'its text'}`,
    );
  }
  await context.close();
  return ms;
}

/** The first 'yyyy-MM-dd' whose day stays separate in a tally (domain/tally-digest.ts
 * firstOpenDay): the Sunday this week started. */
function firstOpenDay() {
  const now = new Date();
  const open = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${open.getFullYear()}-${two(open.getMonth() + 1)}-${two(open.getDate())}`;
}

/** Whether a year is summed up today (domain/year-summary.ts maySumUp). @param {number} year */
function summedUp(year) {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  return today >= `${year + 2}-03`;
}

/** The account's first visit after its history was written: the app folds the closed days of
 * its tallies into their digests, and old years into their summaries
 * (data/firebase/tally-compaction.ts). Seconds until the emulator holds every tally folded.
 * @param {string} uid @param {any} storageState */
async function firstVisitFolds(uid, storageState) {
  const started = Date.now();
  const context = await browser.newContext({ baseURL: APP_URL, storageState });
  const page = await context.newPage();
  await page.goto('/goals');
  const open = firstOpenDay();
  const byUser = {
    fieldFilter: { field: { fieldPath: 'userId' }, op: 'EQUAL', value: { stringValue: uid } },
  };
  const unfolded = async () => {
    /** @type {{ document?: { fields: { year: { integerValue: string }, days: { mapValue: { fields?: object } }, summary?: object } } }[]} */
    const rows = await runQuery(FIRESTORE_HOST, {
      from: [{ collectionId: 'goalTallies' }],
      where: byUser,
    });
    return rows.filter(({ document }) => {
      if (!document) return false;
      const year = document.fields.year.integerValue;
      const days = Object.keys(document.fields.days.mapValue.fields ?? {});
      if (summedUp(Number(year))) return !document.fields.summary || days.length > 0;
      return days.some((day) => `${year}-${day}` < open);
    }).length;
  };
  while ((await unfolded()) > 0) {
    if (Date.now() - started > 300_000) throw new Error('The tallies were never folded.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await context.close();
  return (Date.now() - started) / 1000;
}

/** @param {Load[]} loads @param {'ms' | 'kb' | 'blocking'} key */
const mid = (loads, key) => loads.map((l) => l[key]).sort((a, b) => a - b)[loads.length >> 1];
/** @param {Load[]} l @returns {Figures} */
const medians = (l) => ({ ms: mid(l, 'ms'), kb: mid(l, 'kb'), blocking: mid(l, 'blocking') });

/** @type {{ size: number, seedS: number, foldS: number, cold: Figures, warm: Figures, insightsMs: number }[]} */
const rows = [];
/** @type {{ ms: number, longest: number, longTasks: number } | null} */
let stopped = null;
const started = Date.now();
for (const size of SIZES) {
  const email = `scale-${size}-${Date.now()}@example.com`;
  const uid = await createUser(email);
  const seedStart = Date.now();
  const { expected, first, firstMs } = await seed(uid, email, size);
  const seedS = (Date.now() - seedStart) / 1000;
  const storageState = await signIn(email);
  const foldS = await firstVisitFolds(uid, storageState);
  /** @type {Load[][]} */
  const [cold, warm] = [[], []];
  /** @type {number[]} */
  const insights = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (INSIGHTS_ONLY) {
      insights.push(await insightsFirstChart(storageState));
      continue;
    }
    const viewport = { width: 1280, height: 900 };
    const context = await browser.newContext({ baseURL: APP_URL, storageState, viewport });
    await context.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.benchLongTasks = [];
      w.benchObserver = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.benchLongTasks.push([e.startTime, e.duration]);
      });
      w.benchObserver.observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && consoleErrors.add(`[${size}] ${m.text()}`));
    page.on('pageerror', (e) => consoleErrors.add(`[${size}] page error: ${e.message}`));
    const net = await firestoreBytes(page);
    cold.push(await load(page, net, () => page.goto('/goals', { waitUntil: 'commit' }), expected));
    warm.push(await load(page, net, () => page.reload({ waitUntil: 'commit' }), expected));
    if (size === LARGEST && run === RUNS - 1) stopped = await stopTime(page, first, firstMs);
    await context.close();
    insights.push(await insightsFirstChart(storageState));
  }
  const insightsMs = insights.sort((a, b) => a - b)[insights.length >> 1];
  const none = { ms: NaN, kb: NaN, blocking: NaN };
  const [coldMid, warmMid] = INSIGHTS_ONLY ? [none, none] : [medians(cold), medians(warm)];
  rows.push({ size, seedS, foldS, cold: coldMid, warm: warmMid, insightsMs });
  const runs = (/** @type {Load[]} */ l) => l.map((x) => `${x.ms | 0} ms/${x.kb | 0} KB`);
  const what = `${size} sessions, seeded in ${seedS.toFixed(1)} s, folded on a first visit in ${foldS.toFixed(1)} s:`;
  const charts = insights.map((ms) => `${ms | 0} ms`).join(', ');
  console.log(`${what} cold ${runs(cold).join(', ')}; warm ${runs(warm).join(', ')}`);
  cold.forEach((load, i) => {
    const kb = `cold ${load.collections}; warm ${warm[i]?.collections}`;
    console.log(`  run ${i + 1}, KB by collection (uncompressed): ${kb}`);
    console.log(`  run ${i + 1}, marks (ms): cold ${load.marks}; warm ${warm[i]?.marks}`);
    if (TRACE) console.log(`  run ${i + 1}, cold requests (ms): ${load.trace}`);
  });
  console.log(`  /insights first chart (4× CPU): ${charts}`);
}

await browser.close();
await env.cleanup();

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\nScale bench (${GOALS} goals, TZ ${zone}, median of ${RUNS}, ${minutes} min in all):`,
);
const head = ['sessions', 'seed s', 'fold s', 'cold ms', 'warm ms', 'cold KB', 'warm KB'];
head.push('cold blocking ms', 'warm blocking ms', 'insights 4× CPU ms');
console.log(`  ${head.join(' | ')}`);
for (const { size, seedS, foldS, cold, warm, insightsMs } of rows) {
  const figures = [cold.ms, warm.ms, cold.kb, warm.kb, cold.blocking, warm.blocking, insightsMs];
  const seconds = [seedS, foldS].map((v) => v.toFixed(1));
  const cells = [String(size), ...seconds, ...figures.map((v) => v.toFixed(0))];
  console.log(`  ${cells.map((cell, i) => cell.padStart(head[i].length)).join(' | ')}`);
}
const stop = stopped
  ? `${stopped.ms.toFixed(0)} ms from the click to the card's new total; until saved, ` +
    `${stopped.longTasks} long tasks, the longest ${stopped.longest.toFixed(0)} ms`
  : 'not measured';
console.log(`  timer Stop at ${LARGEST} sessions: ${stop}`);
const errors = consoleErrors.size ? [...consoleErrors].join('\n    ') : 'none';
console.log(`  browser console errors:${consoleErrors.size ? '\n    ' : ' '}${errors}`);
