// What the scripted moves share: the soak they act on, what each reports, and the calm start
// each takes from (every change saved, no timer running), so its outcome is its own.
import { pick } from './random.mjs';
import { TIMER_MIRROR_KEY, mirroredTimer, sent, setOffline, widget } from './screens.mjs';

/** @typedef {import('./screens.mjs').Device} Device */
/** @typedef {import('./screens.mjs').Screen} Screen */
/** @typedef {import('./screens.mjs').MirroredTimer} MirroredTimer */
/** @typedef {import('./server.mjs').ServerGoal} ServerGoal */
/** @typedef {import('./server.mjs').ServerSession} ServerSession */
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
 * @property {Map<number, Set<string>>} parts The parts each goal must hold, by goal index.
 */
/** @typedef {{ uid: string, devices: Device[], screens: Screen[], state: State }} Soak */
/** @typedef {{ goals: ServerGoal[], sessions: ServerSession[] }} ServerCopy */
/**
 * What a move reports at the end: how often it was made, what the server lacks, its figures.
 * @typedef {{ moves: number, lost: string[], figures: string }} MoveReport
 */
/**
 * A move across both devices, scripted but for its goal and screens.
 * @typedef {object} Move
 * @property {string} name
 * @property {(soak: Soak) => Promise<number>} run Makes it; the changes it made (0: none).
 * @property {(server: ServerCopy, state: State) => MoveReport} check Against the server's copy
 *   at the end.
 */

/**
 * Every device online with every change on the server and no timer running: a Stop where one
 * runs (one change, returned). 'All changes saved' is waited for at the end only (settle): a
 * tab's database may take its time to say so, which is no matter for the move.
 * @param {Soak} soak
 */
export async function calm({ devices, screens }) {
  for (const device of devices) if (device.offline) await setOffline(device, false);
  for (const screen of screens) await sent(screen, screens);
  const running = [];
  for (const screen of screens)
    if (await widget(screen.page, ANY).isVisible()) running.push(screen);
  if (running.length === 0) return 0;
  await widget(running[0].page, ANY).getByRole('button', { name: 'Stop' }).click();
  for (const screen of screens) await widget(screen.page, ANY).waitFor({ state: 'detached' });
  for (const screen of screens) await sent(screen, screens);
  return 1;
}
const ANY = /^(Running|Paused) timer$/;

/**
 * A screen of each device, in random order: the first acts "online", the second is the one
 * that goes offline.
 * @param {Soak} soak
 * @returns {[Screen, Screen]}
 */
export function twoDevices({ devices, screens }) {
  const first = pick(devices);
  const second = devices.find((d) => d !== first) ?? first;
  const on = (/** @type {Device} */ d) => pick(screens.filter((s) => s.device === d));
  return [on(first), on(second)];
}

/**
 * The run the screen just started, kept so that its session is looked for at the end.
 * @param {State} state
 * @param {Screen} screen
 */
export async function keepRun(state, screen) {
  // The device's other tab shares the mirror and may write the server's view of a moment
  // before this Start into it: the Start is in the mirror again once that view arrives.
  const mirrored = await screen.page
    .waitForFunction(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.timer?.isRunning === true,
      TIMER_MIRROR_KEY,
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
  const timer = await mirroredTimer(screen.page);
  if (!mirrored || !timer?.isRunning) {
    throw new Error(`${screen.name}: Start showed no running timer`);
  }
  const key = `${timer.goalId}/timer-${timer.startTime}`;
  state.runs.set(key, timer);
  return key;
}

/** @param {number} ms */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
