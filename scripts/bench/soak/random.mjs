// The soak's one seeded generator, so a failing run can be replayed with SOAK_SEED.

export const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 1e9));

/**
 * mulberry32: a small seeded generator.
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
export const random = generator(SEED);
/**
 * @template T
 * @param {readonly T[]} list
 * @returns {T}
 */
export const pick = (list) => list[Math.floor(random() * list.length)];
