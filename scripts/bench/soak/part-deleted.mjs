// A part deleted while it is timed: one device adds a part, the other starts its timer on it
// and goes offline, the first deletes the part, the second stops. The session must land, on no
// part, nothing refused.
import { addPart, closeSettings, deletePart, openSettings } from './goal-settings.mjs';
import { calm, keepRun, seconds, twoDevices } from './moves.mjs';
import { random } from './random.mjs';
import {
  GOALS,
  cardOf,
  sent,
  setOffline,
  shownSeconds,
  startTimer,
  untilShown,
  widget,
} from './screens.mjs';
import { eventually, serverGoals, serverPartNames } from './server.mjs';
import { PARTS_MAX } from './list-edits.mjs';

/** @typedef {import('./moves.mjs').Move} Move */

/** @returns {Move} */
export function partDeleted() {
  /** What each run's session must be, by `goalId/sessionId`. */
  const expected = new Map();
  return {
    name: 'part deleted while timing',
    async run(soak) {
      const { state } = soak;
      const roomy = [...Array(GOALS).keys()].filter(
        (g) => (state.parts.get(g)?.size ?? 0) < PARTS_MAX,
      );
      if (roomy.length === 0) return 0;
      let made = await calm(soak);
      const [laptop, phone] = twoDevices(soak);
      const goal = roomy[Math.floor(random() * roomy.length)];
      const part = `Gone ${state.made + made}`;
      await openSettings(laptop.page, goal);
      await addPart(laptop.page, part);
      await closeSettings(laptop.page);
      made += 1;
      await cardOf(phone.page, goal).getByRole('rowheader', { name: part, exact: true }).waitFor();
      if (!(await startTimer(phone, goal, random, part))) return made;
      const run = await keepRun(soak.state, phone);
      made += 1;
      await widget(phone.page).getByText(` · ${part}`).waitFor();
      await sent(phone, soak.screens);
      await setOffline(phone.device, true);
      await openSettings(laptop.page, goal);
      await deletePart(laptop.page, part);
      await closeSettings(laptop.page);
      made += 1;
      const goalId = run.split('/')[0];
      const gone = await eventually(
        () => serverGoals(soak.uid),
        (goals) => !serverPartNames(goals.find((g) => g.id === goalId)).has(part),
      );
      if (!gone.held) throw new Error(`part deleted: the deletion did not reach the server`);
      await untilShown(phone.page, 2);
      const least = await shownSeconds(phone.page);
      await widget(phone.page).getByRole('button', { name: 'Stop' }).click();
      made += 1;
      await widget(phone.page).waitFor({ state: 'detached' });
      await setOffline(phone.device, false);
      // One second less: the shown time is whole seconds.
      expected.set(run, { part, least: (least - 1) * 1000 });
      return made;
    },
    check({ goals, sessions }) {
      const lost = [];
      let landed = 0;
      let held = 0;
      let least = 0;
      for (const [key, want] of expected) {
        const [goalId, id] = key.split('/');
        const session = sessions.find((s) => s.goalId === goalId && s.id === id);
        const length = session ? session.end - session.start : 0;
        least += want.least;
        if (!session) {
          lost.push(`part deleted: the session of ${key} on “${want.part}”`);
          continue;
        }
        held += length;
        if (session.partId === undefined) landed += 1;
        else lost.push(`part deleted: ${key} still names part ${session.partId}`);
        if (length < want.least)
          lost.push(`part deleted: ${key} holds ${seconds(length)}, not ${seconds(want.least)}`);
        if (serverPartNames(goals.find((g) => g.id === goalId)).has(want.part))
          lost.push(`part deleted: “${want.part}” is back on the server`);
      }
      return {
        moves: expected.size,
        lost,
        figures:
          `server ${landed} of ${expected.size} sessions on no part, ${seconds(held)}, ` +
          `expected at least ${seconds(least)}`,
      };
    },
  };
}
