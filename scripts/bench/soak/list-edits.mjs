// Two devices editing one goal's lists offline at once: each adds a part and a day of rest,
// then both come back. Every entry must survive (they merge entry by entry, ADR 0001).
import { addPart, closeSettings, openSettings, restOn } from './goal-settings.mjs';
import { calm, twoDevices } from './moves.mjs';
import { random } from './random.mjs';
import { GOALS, goalIds, setOffline } from './screens.mjs';
import { dayKey, serverPartNames, serverRestDays } from './server.mjs';

/** @typedef {import('./moves.mjs').Move} Move */

/** A goal's most parts (goal-parts.ts). */
export const PARTS_MAX = 12;
/** Room kept on a goal for the part a "part deleted" move adds for a while. */
const ROOM = 1;

/** @returns {Move} */
export function listEdits() {
  /** The days of rest each goal must hold, by goal index. @type {Map<number, Set<string>>} */
  const restDays = new Map();
  /** Days 3, 5, 7… from today: none touches another, so each stays its own entry. */
  let nextDay = 3;
  let moves = 0;
  return {
    name: 'concurrent list edits',
    async run(soak) {
      const { state } = soak;
      const roomy = [...Array(GOALS).keys()].filter(
        (g) => (state.parts.get(g)?.size ?? 0) + 2 + ROOM <= PARTS_MAX,
      );
      if (roomy.length === 0) return 0;
      let made = await calm(soak);
      const goal = roomy[Math.floor(random() * roomy.length)];
      const pair = twoDevices(soak);
      // Opened online: the settings' code loads when they are first opened.
      for (const { page } of pair) await openSettings(page, goal);
      for (const { device } of pair) await setOffline(device, true);
      const parts = state.parts.get(goal) ?? new Set();
      const days = restDays.get(goal) ?? new Set();
      for (const screen of pair) {
        const part = `${screen.name} part ${state.made + made}`;
        const day = dayKey(new Date(Date.now() + nextDay * 86_400_000));
        nextDay += 2;
        await addPart(screen.page, part);
        await restOn(screen.page, day);
        made += 2;
        parts.add(part);
        days.add(day);
      }
      for (const { page } of pair) await closeSettings(page);
      state.parts.set(goal, parts);
      restDays.set(goal, days);
      for (const { device } of random() < 0.5 ? pair : [...pair].reverse())
        await setOffline(device, false);
      moves += 1;
      return made;
    },
    check({ goals }, state) {
      const lost = [];
      let parts = 0;
      let partsHeld = 0;
      let days = 0;
      let daysHeld = 0;
      for (let goal = 0; goal < GOALS; goal += 1) {
        const held = goals.find((g) => g.id === goalIds[goal]);
        const heldParts = serverPartNames(held);
        const heldDays = serverRestDays(held);
        for (const part of state.parts.get(goal) ?? []) {
          parts += 1;
          if (heldParts.has(part)) partsHeld += 1;
          else lost.push(`list edits: part “${part}” of goal ${goal}`);
        }
        for (const day of restDays.get(goal) ?? []) {
          days += 1;
          if (heldDays.has(day)) daysHeld += 1;
          else lost.push(`list edits: rest day ${day} of goal ${goal}`);
        }
      }
      return {
        moves,
        lost,
        figures: `server ${partsHeld} of ${parts} parts, ${daysHeld} of ${days} rest days`,
      };
    },
  };
}
