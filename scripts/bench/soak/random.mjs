// The soak's one seeded generator, so a failing run can be replayed with SOAK_SEED.
import { seededRandom } from '../../lib/random.mjs';

export const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 1e9));

export const random = seededRandom(SEED);
/**
 * @template T
 * @param {readonly T[]} list
 * @returns {T}
 */
export const pick = (list) => list[Math.floor(random() * list.length)];
