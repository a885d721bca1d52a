// A Stop from a device that still shows "paused" after another device resumed (ADR 0002): one
// device pauses online and goes offline, the other resumes, and the first presses Stop on its
// stale pause. The session must count the time practised after the resume.
import { calm, keepRun, seconds, twoDevices } from './moves.mjs';
import { random } from './random.mjs';
import {
  GOALS,
  PAUSED,
  sent,
  setOffline,
  shownSeconds,
  startTimer,
  untilShown,
  widget,
} from './screens.mjs';
import { eventually, serverTimer } from './server.mjs';

/** @typedef {import('./moves.mjs').Move} Move */

/** @returns {Move} */
export function stalePause() {
  /** The least and most each run's session may hold, by `goalId/sessionId`. */
  const expected = new Map();
  return {
    name: 'stale pause',
    async run(soak) {
      let made = await calm(soak);
      const [laptop, phone] = twoDevices(soak);
      const goal = Math.floor(random() * GOALS);
      const started = Date.now();
      if (!(await startTimer(laptop, goal, random))) return made;
      const run = await keepRun(soak.state, laptop);
      made += 1;
      await widget(phone.page).waitFor();
      await untilShown(phone.page, 2);
      await widget(phone.page).getByRole('button', { name: 'Pause' }).click();
      const pausedBy = Date.now();
      made += 1;
      await widget(laptop.page, PAUSED).waitFor();
      await sent(phone, soak.screens);
      await setOffline(phone.device, true);
      const pausedAt = await shownSeconds(laptop.page, PAUSED);
      const resumedFrom = Date.now();
      await widget(laptop.page, PAUSED).getByRole('button', { name: 'Resume' }).click();
      made += 1;
      const resumed = await eventually(
        () => serverTimer(soak.uid),
        (t) => t?.isRunning === true && t.pausedAt == null,
      );
      if (!resumed.held) throw new Error(`stale pause: the resume did not reach the server`);
      // Practice after the resume that only the laptop sees.
      await untilShown(laptop.page, pausedAt + 3);
      const least = await shownSeconds(laptop.page);
      await widget(phone.page, PAUSED).getByRole('button', { name: 'Stop' }).click();
      const stoppedBy = Date.now();
      made += 1;
      await widget(phone.page, PAUSED).waitFor({ state: 'detached' });
      await setOffline(phone.device, false);
      // At least what the laptop showed, less a second (whole seconds); at most the time from
      // the Start to the Stop less the pause, read here (a busy page's clock may lag behind).
      const most = stoppedBy - started - (resumedFrom - pausedBy) + 1000;
      expected.set(run, { least: (least - 1) * 1000, most, paused: pausedAt });
      return made;
    },
    check({ sessions }) {
      const lost = [];
      let held = 0;
      let least = 0;
      for (const [key, want] of expected) {
        const [goalId, id] = key.split('/');
        const session = sessions.find((s) => s.goalId === goalId && s.id === id);
        const length = session ? session.end - session.start : 0;
        held += length;
        least += want.least;
        if (!session) lost.push(`stale pause: the session of ${key}`);
        // Too long is no loss, but time counted that was not practised fails the soak as well.
        else if (length < want.least || length > want.most)
          lost.push(
            `stale pause: ${key} holds ${seconds(length)}, not ${seconds(want.least)}–${seconds(want.most)} ` +
              `(paused at ${want.paused} s)`,
          );
      }
      return {
        moves: expected.size,
        lost,
        figures: `server ${seconds(held)} in ${expected.size} sessions, expected at least ${seconds(least)}`,
      };
    },
  };
}
