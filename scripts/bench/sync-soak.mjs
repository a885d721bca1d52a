// `npm run bench:sync`: a randomized soak of one account on two devices (browser contexts),
// each with two tabs. It makes N random changes through the UI (timer starts and stops,
// renames, notes, manual sessions and their edits, reloads) while switching the devices
// offline and online, then brings everything online and checks that the server holds every
// change each screen made. Prints `N changes, M lost` (and must print `0 lost`).
//
// So that "the change that should win" is well defined, each goal's name is renamed by one
// screen only, its note written by one screen only, and each manual session edited only by
// the screen that logged it; timers are shared by all four screens.
// SOAK_CHANGES (default 240) and SOAK_SEED (default: random, printed) make a run repeatable.
import { format, subDays } from 'date-fns';
import { launchChromium } from '../lib/chromium.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {{ name: string, context: BrowserContext, offline: boolean }} Device */
/**
 * One tab of one device; its index decides which goal's name and note it owns.
 * @typedef {{ name: string, page: Page, device: Device, index: number }} Screen
 */
/** @typedef {{ goalId: string, startTime: number, isRunning: boolean }} MirroredTimer */
/**
 * A manual session as the screen that logged it last left it.
 * @typedef {{ goal: number, start: number, end: number, by: string, day: Date }} LoggedSession
 */
/**
 * What the screens changed, which the server must hold at the end.
 * @typedef {object} State
 * @property {number} made Changes made so far.
 * @property {Map<string, MirroredTimer>} runs Timer runs, by `goalId/sessionId`.
 * @property {Map<number, string>} names Each goal's last name, by goal index.
 * @property {Map<number, string>} notes Each goal's last note, by goal index.
 * @property {Map<string, LoggedSession>} sessions Manual sessions, by `goal/start`.
 */
/** @typedef {'start' | 'stop' | 'rename' | 'note' | 'session' | 'edit' | 'reload'} ActionName */
/**
 * One screen's change: what it did, or null when it could not be made (nothing changed).
 * @typedef {(screen: Screen, state: State) => Promise<string | null>} Action
 */

const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:5183';
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8181';
const CHANGES = Number(process.env.SOAK_CHANGES ?? 240);
const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 1e9));
/** How long one step may wait for the page: generous, as the soak often runs beside other work. */
const ACTION_TIMEOUT_MS = Number(process.env.SOAK_ACTION_TIMEOUT_MS ?? 60_000);
const PASSWORD = 'practice1';
/** The free plan's cap: three active goals. */
const GOALS = 3;

/**
 * mulberry32: a small seeded generator, so a failing run can be replayed.
 * @param {number} seed
 * @returns {() => number} Numbers in [0, 1).
 */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(SEED);
/**
 * @template T
 * @param {readonly T[]} list
 * @returns {T}
 */
const pick = (list) => list[Math.floor(random() * list.length)];

/**
 * @param {string} email
 * @returns {Promise<string>} The new account's uid.
 */
async function createAccount(email) {
  const response = await fetch(
    `http://${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(await response.text());
  return (await response.json()).localId;
}

// ── the server's copy, read as the emulator's owner ──
const DOCS = `http://${FIRESTORE}/v1/projects/demo-masterly/databases/(default)/documents`;
/**
 * A field of a document as the REST API returns it (the kinds this soak reads).
 * @param {{ stringValue?: string, integerValue?: string, booleanValue?: boolean, doubleValue?: number }} v
 */
const decode = (v) =>
  v.stringValue ??
  (v.integerValue !== undefined ? Number(v.integerValue) : undefined) ??
  v.booleanValue ??
  v.doubleValue ??
  null;
/**
 * The user's documents of a collection (or of every collection of that name), their fields
 * decoded.
 * @param {string} collectionId
 * @param {string} uid
 * @param {boolean} allDescendants
 * @returns {Promise<({ id: string } & Record<string, unknown>)[]>}
 */
async function query(collectionId, uid, allDescendants) {
  const response = await fetch(`${DOCS}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId, allDescendants }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'userId' },
            op: 'EQUAL',
            value: { stringValue: uid },
          },
        },
      },
    }),
  });
  /** @type {{ document?: { name: string, fields?: Record<string, Parameters<typeof decode>[0]> } }[]} */
  const rows = await response.json();
  return rows
    .flatMap((row) => (row.document ? [row.document] : []))
    .map((document) => ({
      id: /** @type {string} */ (document.name.split('/').pop()),
      ...Object.fromEntries(Object.entries(document.fields ?? {}).map(([k, v]) => [k, decode(v)])),
    }));
}

/**
 * The documents a refused change's writes touch, as the server holds them (raw), to tell why.
 * @param {{ uid: string, ops: { type: string, session?: { id: string, goalId: string, start: number } }[] }} entry
 */
async function serverCopiesOf(entry) {
  const paths = [`timers/${entry.uid}`];
  for (const { session } of entry.ops) {
    if (!session) continue;
    const year = new Date(session.start).getFullYear();
    paths.push(
      `goals/${session.goalId}`,
      `goals/${session.goalId}/sessions/${session.id}`,
      `goalTallies/${session.goalId}_${year}`,
    );
  }
  const copies = [];
  for (const path of paths) {
    const response = await fetch(`${DOCS}/${path}`, { headers: { authorization: 'Bearer owner' } });
    copies.push(`\n      ${path}: ${(await response.text()).replace(/\s+/g, ' ').slice(0, 4000)}`);
  }
  return copies.join('');
}

/**
 * A goal as the server holds it (the fields read here).
 * @typedef {{ id: string, name: string, note?: string }} ServerGoal
 */
/**
 * A session as the server holds it (the fields read here).
 * @typedef {{ id: string, goalId: string, source: string, start: number, end: number }} ServerSession
 */

// ── screens ──

/**
 * @param {Page} page
 * @param {string} name
 */
function watchConsole(page, name) {
  /** @type {string[]} */
  const recent = [];
  recentConsole.set(page, recent);
  page.on('pageerror', (error) => console.error(`${name} page error:`, error.message));
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    const line = `${new Date().toISOString().slice(11, 23)} ${type}: ${text.slice(0, 300)}`;
    const failed = /^Saving “(.*)” failed/s.exec(text);
    if (failed) lastFailure.set(failed[1], line.slice(0, 23) + text.slice(0, 3000));
    recent.push(line);
    if (recent.length > 40) recent.shift();
    if (type === 'error' && process.env.SOAK_VERBOSE) console.error(`${name} console:`, line);
  });
}
/** The last warnings and errors of each page, told when the soak does not settle. */
const recentConsole = new WeakMap();
/** By an outbox entry's label, why saving it last failed (on any page). */
const lastFailure = new Map();

/**
 * A second tab of a signed-in device, on /goals.
 * @param {BrowserContext} context
 * @param {string} name
 */
async function openTab(context, name) {
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  watchConsole(page, name);
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
  return page;
}

/** @param {Page} page */
const cards = (page) => page.locator('article[data-goal-id]');
/** @type {string[]} */
const goalIds = [];
/**
 * Goal i's card, found by its id (names change during the run).
 * @param {Page} page
 * @param {number} goal
 */
const cardOf = (page, goal) => page.locator(`article[data-goal-id="${goalIds[goal]}"]`);
/** @param {Page} page */
const widget = (page) => page.getByRole('complementary', { name: 'Running timer' });

/**
 * The timer as the page mirrors it in local storage.
 * @param {Page} page
 * @returns {Promise<MirroredTimer | null>}
 */
async function mirroredTimer(page) {
  const raw = await page.evaluate(() => localStorage.getItem('masterly-data'));
  return raw ? JSON.parse(raw).timer : null;
}

const today = new Date();
let nextDay = 2;

/** @type {Record<ActionName, Action>} */
const actions = {
  async start(screen, state) {
    const goal = Math.floor(random() * GOALS);
    const button = cardOf(screen.page, goal).getByRole('button', { name: 'Timer' });
    if (await button.isDisabled()) return null;
    // Another screen may start this goal at this very moment (the button turns disabled).
    if (
      !(await button.click({ timeout: 3000 }).then(
        () => true,
        () => false,
      ))
    )
      return null;
    const timer = await mirroredTimer(screen.page);
    if (!timer?.isRunning) throw new Error(`${screen.name}: Start showed no running timer`);
    state.runs.set(`${timer.goalId}/timer-${timer.startTime}`, timer);
    return `${screen.name} start goal ${goal}`;
  },
  async stop(screen) {
    const stop = widget(screen.page).getByRole('button', { name: 'Stop' });
    if (!(await stop.isVisible())) return null;
    // Another screen may stop it at this very moment: then this Stop is no change at all.
    const clicked = await stop.click({ timeout: 3000 }).then(
      () => true,
      () => false,
    );
    return clicked ? `${screen.name} stop` : null;
  },
  async rename(screen, state) {
    const goal = screen.index;
    if (goal >= GOALS) return null;
    const name = `Goal ${goal} · ${state.made}`;
    const card = cardOf(screen.page, goal);
    await card.getByRole('button', { name: 'Rename goal' }).click();
    await card.getByLabel('Goal name').fill(name);
    await card.getByLabel('Goal name').press('Enter');
    await screen.page.getByRole('article', { name }).waitFor();
    state.names.set(goal, name);
    return `${screen.name} rename goal ${goal}`;
  },
  async note(screen, state) {
    const goal = (screen.index + 1) % 4;
    if (goal >= GOALS) return null;
    const note = `Note ${state.made} from ${screen.name}`;
    const field = cardOf(screen.page, goal).getByRole('textbox', { name: /note/i });
    await field.fill(note);
    await field.blur();
    state.notes.set(goal, note);
    return `${screen.name} note goal ${goal}`;
  },
  async session(screen, state) {
    const goal = Math.floor(random() * GOALS);
    const day = subDays(today, nextDay++);
    const key = format(day, 'yyyy-MM-dd');
    await openSessions(screen.page, goal);
    const dialog = screen.page.getByRole('dialog', { name: 'Practice sessions' });
    // With no sessions yet the form is already open.
    const add = dialog.getByRole('button', { name: 'Add session' });
    if (await add.isVisible()) await add.click();
    await dialog.getByLabel('Date').fill(key);
    await dialog.getByLabel('Start time').fill('06:00');
    await dialog.getByLabel('Duration (hours)').fill('0.5');
    await dialog.getByRole('button', { name: 'Log session' }).click();
    await dialog.getByText('Session added.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const start = new Date(`${key}T06:00`).getTime();
    state.sessions.set(`${goal}/${start}`, {
      goal,
      start,
      end: start + 1_800_000,
      by: screen.name,
      day,
    });
    return `${screen.name} session goal ${goal} on ${key}`;
  },
  async edit(screen, state) {
    const own = [...state.sessions.entries()].filter(([, s]) => s.by === screen.name);
    if (own.length === 0) return null;
    const [key, session] = pick(own);
    const minutes = 15 + Math.floor(random() * 90);
    await openSessions(screen.page, session.goal);
    const dialog = screen.page.getByRole('dialog', { name: 'Practice sessions' });
    const label = new RegExp(`^Edit session on ${format(session.day, 'EEE, MMM d, yyyy')}`);
    await (await sessionButton(dialog, label)).click();
    const end = session.start + minutes * 60_000;
    await dialog.getByLabel('End time').fill(format(end, 'HH:mm'));
    await dialog.getByRole('button', { name: 'Save session' }).click();
    await dialog.getByRole('button', { name: label }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    state.sessions.set(key, { ...session, end });
    return `${screen.name} edit a session of goal ${session.goal}`;
  },
  async reload(screen) {
    await screen.page.reload();
    await screen.page.getByRole('button', { name: 'Add Goal' }).waitFor();
    await cards(screen.page)
      .nth(GOALS - 1)
      .waitFor();
    return `${screen.name} reload`;
  },
};

/**
 * The edit button of a session in an open log, paging back with "Show earlier sessions" while it
 * is older than what the log shows (the log opens on the recent weeks only).
 * @param {import('playwright-core').Locator} dialog
 * @param {RegExp} label
 */
async function sessionButton(dialog, label) {
  const button = dialog.getByRole('button', { name: label });
  // Not while it loads the page before (it stays in place, marked disabled, meanwhile).
  const earlier = dialog.getByRole('button', { name: 'Show earlier sessions', disabled: false });
  for (;;) {
    await button.or(earlier).first().waitFor();
    if (await button.isVisible()) return button;
    // The button goes once nothing earlier is left to read (a read elsewhere may have brought
    // it all meanwhile): look again rather than wait for it.
    await earlier.click({ timeout: 5_000 }).catch(() => undefined);
  }
}

/**
 * @param {Page} page
 * @param {number} goal
 */
async function openSessions(page, goal) {
  await cardOf(page, goal).getByRole('button', { name: 'Sessions' }).click();
  await page.getByRole('dialog', { name: 'Practice sessions' }).waitFor();
}

/** @type {[ActionName | 'network', number][]} */
const WEIGHTS = [
  ['start', 20],
  ['stop', 14],
  ['rename', 16],
  ['note', 16],
  ['session', 14],
  ['edit', 10],
  ['reload', 4],
  ['network', 6],
];
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
/** @returns {ActionName | 'network'} */
function nextAction() {
  let roll = random() * TOTAL_WEIGHT;
  for (const [name, weight] of WEIGHTS) if ((roll -= weight) < 0) return name;
  return 'start';
}

/**
 * @param {BrowserContext} context
 * @param {string} email
 * @param {string} name The screen's name, in messages.
 */
async function signIn(context, email, name) {
  const page = await context.newPage();
  watchConsole(page, name);
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/goals');
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
  return page;
}

/**
 * What is still in a screen's outbox (label and refusal), for a soak that does not settle.
 * @param {Page} page
 */
async function outboxLeft(page) {
  const serverCopies = new Map();
  const { byTab, locks } = await page.evaluate(async () => ({
    byTab: Object.keys(localStorage)
      .filter((key) => key.startsWith('masterly-outbox:'))
      .map((key) => ({
        tab: key.split(':').pop(),
        entries: JSON.parse(localStorage.getItem(key) ?? '[]'),
      })),
    locks: ((await navigator.locks.query()).held ?? []).map((lock) => lock.name),
  }));
  for (const { entries } of byTab) {
    for (const entry of entries.filter((/** @type {{refused?: string}} */ e) => e.refused)) {
      serverCopies.set(entry, await serverCopiesOf(entry));
    }
  }
  const tabs = byTab.map(({ tab, entries }) => {
    /** @param {{label: string, refused?: string, at: number}} e */
    const told = (e) =>
      `${e.label} (${new Date(e.at).toISOString().slice(11, 19)}${e.refused ? `, refused: ${e.refused}` : ''})`;
    const refused = entries
      .filter((/** @type {{refused?: string}} */ e) => e.refused)
      .map(
        (/** @type {{label: string}} */ e) =>
          `\n    ${JSON.stringify(e)}\n    last failure: ${lastFailure.get(e.label) ?? 'none seen'}` +
          `\n    the server holds: ${serverCopies.get(e) ?? ''}`,
      );
    return `tab ${tab}: ${entries.map(told).join('; ')}${refused.join('')}`;
  });
  const consoleLines = recentConsole.get(page) ?? [];
  return [
    `the outbox still holds\n  ${tabs.join('\n  ')}`,
    `locks held: ${locks.join(', ')}`,
    `last console warnings and errors:\n  ${consoleLines.join('\n  ')}`,
  ].join('\n');
}

/**
 * Every screen online, its outbox empty and 'All changes saved' shown.
 * @param {Device[]} devices
 * @param {Screen[]} screens
 */
async function settle(devices, screens) {
  for (const device of devices) {
    if (device.offline) await device.context.setOffline(false);
    device.offline = false;
  }
  for (const screen of screens) {
    await screen.page
      .waitForFunction(
        () => !Object.keys(localStorage).some((key) => key.startsWith('masterly-outbox:')),
        undefined,
        { timeout: 90_000 },
      )
      .catch(async (error) => {
        const told = [];
        for (const each of screens) told.push(`${each.name}: ${await outboxLeft(each.page)}`);
        throw new Error(`${screen.name} did not send everything.\n${told.join('\n')}`, {
          cause: error,
        });
      });
    await screen.page
      .getByText('All changes saved')
      .waitFor({ timeout: 90_000 })
      .catch(async (error) => {
        const shown = await screen.page.locator('p[aria-live="polite"]').allInnerTexts();
        throw new Error(`${screen.name} shows “${shown.join(' / ')}”, not “All changes saved”`, {
          cause: error,
        });
      });
  }
}

async function main() {
  const started = Date.now();
  console.log(`Sync soak: ${CHANGES} changes, seed ${SEED} (SOAK_SEED=${SEED} repeats this run)`);
  const email = `soak-${Date.now()}@example.com`;
  const uid = await createAccount(email);
  const browser = await launchChromium();
  /** @type {Device[]} */
  const devices = [];
  /** @type {Screen[]} */
  const screens = [];
  for (const name of ['A', 'B']) {
    const context = await browser.newContext({ baseURL: APP_URL });
    const device = { name, context, offline: false };
    devices.push(device);
    const first = await signIn(context, email, `${name}1`);
    if (name === 'A') {
      for (let i = 0; i < GOALS; i += 1) {
        await first.getByRole('button', { name: 'Add Goal' }).click();
        const dialog = first.getByRole('dialog', { name: 'New Goal' });
        await dialog.getByLabel('Goal Name').fill(`Goal ${i}`);
        await dialog.getByRole('button', { name: 'Create Goal' }).click();
        await first.getByRole('article', { name: `Goal ${i}` }).waitFor();
      }
      await first.getByText('All changes saved').waitFor();
    }
    const second = await openTab(context, `${name}2`);
    const index = screens.length;
    screens.push(
      { name: `${name}1`, page: first, device, index },
      { name: `${name}2`, page: second, device, index: index + 1 },
    );
  }
  for (const goal of /** @type {ServerGoal[]} */ (await query('goals', uid, false))) {
    const index = /^Goal (\d)$/.exec(goal.name)?.[1];
    if (index === undefined) throw new Error(`Unexpected goal name: ${goal.name}`);
    goalIds[Number(index)] = goal.id;
  }
  for (const screen of screens)
    await cards(screen.page)
      .nth(GOALS - 1)
      .waitFor();

  /** @type {State} */
  const state = {
    made: 0,
    runs: new Map(),
    names: new Map(),
    notes: new Map(),
    sessions: new Map(),
  };
  /** @type {string[]} */
  const log = [];
  while (state.made < CHANGES) {
    const action = nextAction();
    if (action === 'network') {
      const device = pick(devices);
      device.offline = !device.offline;
      await device.context.setOffline(device.offline);
      log.push(`${device.name} ${device.offline ? 'offline' : 'online'}`);
      continue;
    }
    const screen = pick(screens);
    const done = await actions[action](screen, state).catch(async (error) => {
      await screen.page.screenshot({ path: 'test-results/sync-soak-failure.png' });
      throw new Error(
        `${action} on ${screen.name} (seed ${SEED}, change ${state.made + 1}) failed after ` +
          `${log.slice(-8).join(', ')}: ${error.message}`,
      );
    });
    if (done) {
      state.made += 1;
      log.push(done);
    }
  }
  await settle(devices, screens);
  // A timer still running at the end is stopped, so its run is logged too.
  for (const screen of screens) {
    const stop = widget(screen.page).getByRole('button', { name: 'Stop' });
    if (await stop.isVisible()) {
      await stop.click();
      break;
    }
  }
  await settle(devices, screens);
  const settledAt = Date.now();
  await screens[0].page.screenshot({ path: 'test-results/sync-soak-end.png', fullPage: true });

  // ── what the server holds ──
  const goals = /** @type {ServerGoal[]} */ (await query('goals', uid, false));
  const sessions = /** @type {ServerSession[]} */ (await query('sessions', uid, true));
  /** @type {Map<number, ServerGoal>} */
  const byIndex = new Map();
  for (const goal of goals) {
    const index = Number(/^Goal (\d)/.exec(goal.name)?.[1]);
    byIndex.set(index, goal);
  }
  /** @type {string[]} */
  const lost = [];
  for (const [goal, name] of state.names) {
    if (byIndex.get(goal)?.name !== name)
      lost.push(`name of goal ${goal}: ${name} (the server holds ${byIndex.get(goal)?.name})`);
  }
  for (const [goal, note] of state.notes) {
    if (byIndex.get(goal)?.note !== note)
      lost.push(`note of goal ${goal}: ${note} (the server holds ${byIndex.get(goal)?.note})`);
  }
  const manual = sessions.filter((s) => s.source === 'manual');
  for (const expected of state.sessions.values()) {
    const goalId = byIndex.get(expected.goal)?.id;
    const found = manual.find((s) => s.goalId === goalId && s.start === expected.start);
    if (!found || found.end !== expected.end) {
      lost.push(`session of goal ${expected.goal} at ${new Date(expected.start).toISOString()}`);
    }
  }
  const timerSessions = sessions.filter((s) => s.source === 'timer');
  for (const [key, run] of state.runs) {
    const [goalId, id] = key.split('/');
    if (!timerSessions.some((s) => s.goalId === goalId && s.id === id)) {
      lost.push(`timer run of ${run.goalId} started ${new Date(run.startTime).toISOString()}`);
    }
  }
  const extra = timerSessions.filter((s) => !state.runs.has(`${s.goalId}/${s.id}`));
  /** @type {{ fields?: { isRunning?: { booleanValue?: boolean } } }} */
  const timer = await fetch(`${DOCS}/timers/${uid}`, {
    headers: { authorization: 'Bearer owner' },
  }).then((r) => r.json());
  const stillRunning = timer.fields?.isRunning?.booleanValue === true;

  await browser.close();
  console.log(
    `\nSync soak (seed ${SEED}): 2 devices × 2 tabs, ${log.filter((l) => / (offline|online)$/.test(l)).length} network switches`,
  );
  /** @param {string} what */
  const count = (what) => log.filter((line) => line.split(' ')[1] === what).length;
  console.log(
    `  changes: ${count('start')} timer starts, ${count('stop')} stops, ${count('rename')} renames, ` +
      `${count('note')} notes, ${count('session')} manual sessions, ${count('edit')} session edits, ` +
      `${count('reload')} reloads`,
  );
  console.log(
    `  server: ${goals.length} goals, ${sessions.length} sessions (${timerSessions.length} timer, ${manual.length} manual), ${extra.length} unexpected, timer ${stillRunning ? 'RUNNING' : 'stopped'}`,
  );
  console.log(`  took ${((settledAt - started) / 1000).toFixed(0)} s`);
  for (const line of lost) console.log(`  LOST ${line}`);
  console.log(`${state.made} changes, ${lost.length} lost`);
  if (lost.length > 0 || extra.length > 0 || stillRunning) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
