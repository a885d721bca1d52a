import { expect } from 'vitest';
import { FREQUENCIES, RESOURCE_TYPES, TARGET_TYPES, type Goal } from '../goal';
import { validateSession } from '../practice-sessions';
import { isDayKey } from '../weeks';

export const FUZZ_NOW = new Date(2026, 10, 18, 20, 0);

/** mulberry32: a small seeded PRNG, so every run generates the same files. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every figure of an imported goal is sane, its id is one the import handed out. */
export function assertSafeGoal(goal: Goal, ids: Set<string>) {
  expect(ids.has(goal.id)).toBe(true);
  expect(Object.getPrototypeOf(goal)).toBe(Object.prototype);
  expect(Object.keys(goal)).not.toContain('__proto__');
  expect(goal.name.length).toBeGreaterThan(0);
  expect(goal.name.length).toBeLessThanOrEqual(100);
  expect(goal.name).toBe(goal.name.trim());
  expect(goal.note.length).toBeLessThanOrEqual(5000);
  for (const n of [
    goal.targetHours,
    goal.weeklyGoal,
    goal.totalTimeSpent,
    goal.weeklyTimeSpent,
    goal.trophies,
  ]) {
    expect(Number.isFinite(n) && n >= 0).toBe(true);
  }
  expect(goal.currentLevel >= 1 && goal.currentLevel <= 7).toBe(true);
  expect(goal.practiceDays.every(isDayKey)).toBe(true);
  expect(goal.sessions.every((s) => validateSession(s, FUZZ_NOW.getTime()) === null)).toBe(true);
  expect(FREQUENCIES).toContain(goal.settings.frequency);
  expect(TARGET_TYPES).toContain(goal.settings.target.type);
  expect(goal.settings.target.value >= 1 && Number.isFinite(goal.settings.target.value)).toBe(true);
  expect(goal.settings.resources.every((r) => RESOURCE_TYPES.includes(r.type))).toBe(true);
  expect(Number.isNaN(Date.parse(goal.startDate))).toBe(false);
  expect(JSON.parse(JSON.stringify(goal))).toEqual(goal);
}
