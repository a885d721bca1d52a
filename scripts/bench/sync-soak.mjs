// `npm run bench:sync`: a randomized soak of one account on two devices (browser contexts),
// each with two tabs. It makes N random changes through the UI (timer starts and stops,
// renames, notes, manual sessions and their edits, reloads) while switching the devices
// offline and online, with scripted moves across both devices among them (soak/*.mjs: a stale
// pause, a part deleted while timed, both devices editing one goal's lists offline, and a device
// whose local storage is full). Then it brings everything online
// and checks that the server holds every change each screen made. Prints each move's figures
// and `N changes, M lost` (and must print `0 lost`; any loss exits non-zero).
//
// So that "the change that should win" is well defined, each goal's name is renamed by one
// screen only, its note written by one screen only, and each manual session edited only by
// the screen that logged it; timers are shared by all four screens.
// SOAK_CHANGES (default 240) and SOAK_SEED (default: random, printed) make a run repeatable.
import { format, subDays } from 'date-fns';
import { launchChromium } from '../lib/chromium.mjs';
import { listEdits } from './soak/list-edits.mjs';
import { keepRun } from './soak/moves.mjs';
import { partDeleted } from './soak/part-deleted.mjs';
import { SEED, pick, random } from './soak/random.mjs';
import {
  GOALS,
  cardOf,
  cards,
  goalIds,
  openTab,
  settle,
  setOffline,
  signIn,
  startTimer,
  widget,
} from './soak/screens.mjs';
import { createAccount, serverGoals, serverSessions, serverTimer } from './soak/server.mjs';
import { stalePause } from './soak/stale-pause.mjs';
import { storageFull } from './soak/storage-full.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('./soak/screens.mjs').Device} Device */
/** @typedef {import('./soak/screens.mjs').Screen} Screen */
/** @typedef {import('./soak/moves.mjs').State} State */
/** @typedef {import('./soak/moves.mjs').Move} Move */
/** @typedef {'start' | 'stop' | 'rename' | 'note' | 'session' | 'edit' | 'reload'} ActionName */
/**
 * One screen's change: what it did, or null when it could not be made (nothing changed).
 * @typedef {(screen: Screen, state: State) => Promise<string | null>} Action
 */

const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:5183';
const CHANGES = Number(process.env.SOAK_CHANGES ?? 240);

const today = new Date();
let nextDay = 2;

/** @type {Record<ActionName, Action>} */
const actions = {
  async start(screen, state) {
    const goal = Math.floor(random() * GOALS);
    if (!(await startTimer(screen, goal, random))) return null;
    await keepRun(state, screen);
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
    const button = await sessionButton(dialog, label);
    if (!button) {
      // Offline, the earlier sessions wait for the connection: the person edits it later.
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      return null;
    }
    await button.click();
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
 * is older than what the log shows (the log opens on the recent weeks only); null when the device
 * is offline and the log waits for the connection to read further back.
 * @param {import('playwright-core').Locator} dialog
 * @param {RegExp} label
 */
async function sessionButton(dialog, label) {
  const button = dialog.getByRole('button', { name: label });
  // Not while it loads the page before (it stays in place, marked disabled, meanwhile).
  const earlier = dialog.getByRole('button', { name: 'Show earlier sessions', disabled: false });
  const offline = dialog.getByText('Earlier sessions load once this device is back online.');
  for (;;) {
    await button.or(earlier).or(offline).first().waitFor();
    if (await button.isVisible()) return button;
    if (await offline.isVisible()) return null;
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
  await cardOf(page, goal).getByRole('button', { name: 'Sessions', exact: true }).click();
  await page.getByRole('dialog', { name: 'Practice sessions' }).waitFor();
}

/** The scripted moves, each made now and then among the random changes, and once at least. */
const MOVES = [stalePause(), partDeleted(), listEdits(), storageFull()];

/** @type {[ActionName | 'network' | Move, number][]} */
const WEIGHTS = [
  ['start', 20],
  ['stop', 14],
  ['rename', 16],
  ['note', 16],
  ['session', 14],
  ['edit', 10],
  ['reload', 4],
  ['network', 6],
  ...MOVES.map((move) => /** @type {[Move, number]} */ ([move, 1.5])),
];
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
/** @returns {ActionName | 'network' | Move} */
function nextAction() {
  let roll = random() * TOTAL_WEIGHT;
  for (const [name, weight] of WEIGHTS) if ((roll -= weight) < 0) return name;
  return 'start';
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
  for (const goal of await serverGoals(uid)) {
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
    parts: new Map(),
  };
  const soak = { uid, devices, screens, state };
  /** Changes made by each scripted move, by its name. */
  const byMove = new Map(MOVES.map((move) => [move.name, 0]));
  /** @param {Move} move */
  const make = async (move) => {
    const made = await move.run(soak).catch(async (error) => {
      await screens[0].page.screenshot({ path: 'test-results/sync-soak-failure.png' });
      throw new Error(
        `${move.name} (seed ${SEED}, change ${state.made + 1}) failed after ` +
          `${log.slice(-8).join(', ')}: ${error.message}`,
      );
    });
    state.made += made;
    byMove.set(move.name, (byMove.get(move.name) ?? 0) + made);
    log.push(`moves ${move.name}`);
  };
  /** @type {string[]} */
  const log = [];
  while (state.made < CHANGES) {
    const action = nextAction();
    if (typeof action === 'object') {
      await make(action);
      continue;
    }
    if (action === 'network') {
      const device = pick(devices);
      await setOffline(device, !device.offline);
      log.push(`${device.name} ${device.offline ? 'offline' : 'online'}`);
      continue;
    }
    const screen = pick(screens);
    const done = await actions[action](screen, state).catch(async (error) => {
      await screen.page.screenshot({ path: 'test-results/sync-soak-failure.png' });
      throw new Error(
        `${action} on ${screen.name} (seed ${SEED}, change ${state.made + 1}, ` +
          `${devices.map((d) => `${d.name} ${d.offline ? 'offline' : 'online'}`).join(', ')}) ` +
          `failed after ${log.slice(-8).join(', ')}: ${error.message}`,
      );
    });
    if (done) {
      state.made += 1;
      log.push(done);
    }
  }
  // A move the dice never chose is made once all the same.
  for (const move of MOVES) if (!byMove.get(move.name)) await make(move);
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
  const goals = await serverGoals(uid);
  const sessions = await serverSessions(uid);
  /** @type {Map<number, import('./soak/server.mjs').ServerGoal>} */
  const byIndex = new Map();
  for (const goal of goals) byIndex.set(goalIds.indexOf(goal.id), goal);
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
  const stillRunning = (await serverTimer(uid))?.isRunning === true;
  const reports = MOVES.map((move) => ({ move, ...move.check({ goals, sessions }, state) }));
  for (const report of reports) lost.push(...report.lost);

  await browser.close();
  console.log(
    `\nSync soak (seed ${SEED}): 2 devices × 2 tabs, ${log.filter((l) => / (offline|online)$/.test(l)).length} network switches`,
  );
  /** @param {string} what */
  const count = (what) => log.filter((line) => line.split(' ')[1] === what).length;
  const randomChanges = state.made - [...byMove.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `  random changes: ${randomChanges} (${count('start')} timer starts, ${count('stop')} stops, ${count('rename')} renames, ` +
      `${count('note')} notes, ${count('session')} manual sessions, ${count('edit')} session edits, ` +
      `${count('reload')} reloads)`,
  );
  for (const { move, moves, lost: missing, figures } of reports) {
    console.log(
      `  ${move.name}: ${moves} moves, ${byMove.get(move.name)} changes, ${missing.length} lost; ${figures}`,
    );
  }
  const manualExpected = state.sessions.size;
  console.log(
    `  server: ${goals.length} goals, ${sessions.length} sessions (${timerSessions.length} timer of ` +
      `${state.runs.size} runs, ${manual.length} manual of ${manualExpected}), ${extra.length} unexpected, ` +
      `timer ${stillRunning ? 'RUNNING' : 'stopped'}`,
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
