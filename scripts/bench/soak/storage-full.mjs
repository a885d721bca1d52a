// Local storage full on one device (every write to it throws QuotaExceededError, as a browser's
// does once its quota is used up): a timer started and stopped there and a rename must still
// reach the server, and the device's other tab must see the Stop.
import { calm, seconds, twoDevices } from './moves.mjs';
import { random } from './random.mjs';
import {
  GOALS,
  cardOf,
  cards,
  goalIds,
  shownSeconds,
  startTimer,
  untilShown,
  widget,
} from './screens.mjs';
import { eventually, serverGoals, serverSessions, serverTimer } from './server.mjs';

/** @typedef {import('./moves.mjs').Move} Move */
/** @typedef {import('playwright-core').Page} Page */

/**
 * Fills the origin's local storage (shared by its tabs) to the last character.
 * @param {Page} page
 */
async function fill(page) {
  await page.evaluate(() => {
    let size = 1 << 20;
    let key = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`soak-filler-${key}`, 'x'.repeat(size));
        key += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

/** @param {Page} page */
async function free(page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('soak-filler-')) localStorage.removeItem(key);
  });
}

/** @returns {Move} */
export function storageFull() {
  /** @type {string[]} */
  const lost = [];
  let moves = 0;
  let practised = 0;
  let held = 0;
  return {
    name: 'storage full',
    async run(soak) {
      const { state, uid, screens } = soak;
      let made = await calm(soak);
      const [screen] = twoDevices(soak);
      const other = screens.find((s) => s.device === screen.device && s !== screen) ?? screen;
      const goal = Math.floor(random() * GOALS);
      const goalId = goalIds[goal];
      await fill(screen.page);
      moves += 1;
      const lostBefore = lost.length;
      try {
        if (!(await startTimer(screen, goal, random))) return made;
        made += 1;
        const started = await eventually(
          () => serverTimer(uid),
          (t) => t?.isRunning === true && t.goalId === goalId,
          60_000,
        );
        if (!started.held) lost.push(`storage full: the Start on ${screen.name}`);
        const startTime = started.value?.startTime ?? 0;
        if (started.held)
          state.runs.set(`${goalId}/timer-${startTime}`, { goalId, startTime, isRunning: true });
        await untilShown(screen.page, 2);
        // One second less: the shown time is whole seconds.
        practised += ((await shownSeconds(screen.page)) - 1) * 1000;
        await widget(screen.page).getByRole('button', { name: 'Stop' }).click();
        made += 1;
        const stopped = await eventually(
          () => serverTimer(uid),
          (t) => t?.isRunning === false,
          60_000,
        );
        if (!stopped.held) lost.push(`storage full: the Stop on ${screen.name}`);
        const session = await eventually(
          () => serverSessions(uid),
          (s) => s.some((each) => each.id === `timer-${startTime}` && each.goalId === goalId),
          60_000,
        );
        const logged = session.value.find((s) => s.id === `timer-${startTime}`);
        held += logged ? logged.end - logged.start : 0;
        if (!logged) lost.push(`storage full: the session of ${screen.name}'s run`);
        const gone = await widget(other.page, /timer$/)
          .waitFor({ state: 'detached', timeout: 30_000 })
          .then(
            () => true,
            () => false,
          );
        if (!gone)
          lost.push(`storage full: ${other.name} still shows the timer ${screen.name} stopped`);
        if (screen.index < GOALS) {
          const name = `Goal ${screen.index} · ${state.made + made} full`;
          const card = cardOf(screen.page, screen.index);
          await card.getByRole('button', { name: 'Rename goal' }).click();
          await card.getByLabel('Goal name').fill(name);
          await card.getByLabel('Goal name').press('Enter');
          await screen.page.getByRole('article', { name }).waitFor();
          made += 1;
          state.names.set(screen.index, name);
          const renamed = await eventually(
            () => serverGoals(uid),
            (goals) => goals.some((g) => g.name === name),
            60_000,
          );
          if (!renamed.held) lost.push(`storage full: the rename on ${screen.name}`);
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        lost.push(`storage full: a step on ${screen.name} failed: ${message.split('\n')[0]}`);
      } finally {
        await free(screen.page);
      }
      // Counted as lost above; the person frees some space and opens the app again, so that
      // the soak goes on.
      if (lost.length > lostBefore) {
        for (const { page } of screens.filter((s) => s.device === screen.device)) {
          await page.reload();
          await cards(page)
            .nth(GOALS - 1)
            .waitFor();
        }
      }
      return made;
    },
    check() {
      return {
        moves,
        lost,
        figures: `server ${seconds(held)} in the runs of a full device, expected at least ${seconds(practised)}`,
      };
    },
  };
}
