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

/**
 * Every figure of an imported goal is sane, its id is one the import handed out. The checks run
 * as plain conditions and meet one assertion, as the fuzz files check thousands of goals.
 */
export function assertSafeGoal(goal: Goal, ids: Set<string>) {
  expect(unsafeInGoal(goal, ids), goal.id).toEqual([]);
  expect(JSON.parse(JSON.stringify(goal))).toEqual(goal);
}

/** What is wrong with an imported goal: nothing when it is safe. */
function unsafeInGoal(goal: Goal, ids: Set<string>): string[] {
  const { name, note, settings } = goal;
  const figures = {
    targetHours: goal.targetHours,
    weeklyGoal: goal.weeklyGoal,
    totalTimeSpent: goal.totalTimeSpent,
    weeklyTimeSpent: goal.weeklyTimeSpent,
    trophies: goal.trophies,
  };
  const checks: [boolean, string][] = [
    [ids.has(goal.id), 'an id the import did not hand out'],
    [Object.getPrototypeOf(goal) === Object.prototype, 'a prototype other than Object’s'],
    [!Object.keys(goal).includes('__proto__'), 'an own __proto__ key'],
    [name.length > 0 && name.length <= 100, 'a name empty or over 100 characters'],
    [name === name.trim(), 'a name with spaces around it'],
    [note.length <= 5000, 'a note over 5000 characters'],
    ...Object.entries(figures).map(([key, n]): [boolean, string] => [
      Number.isFinite(n) && n >= 0,
      `a ${key} not a finite figure of 0 or more`,
    ]),
    [goal.currentLevel >= 1 && goal.currentLevel <= 7, 'a level outside 1 to 7'],
    [goal.practiceDays.every(isDayKey), 'a practice day not a day key'],
    [
      goal.sessions.every((s) => validateSession(s, FUZZ_NOW.getTime()) === null),
      'an invalid session',
    ],
    [FREQUENCIES.includes(settings.frequency), 'an unknown frequency'],
    [TARGET_TYPES.includes(settings.target.type), 'an unknown target type'],
    [
      settings.target.value >= 1 && Number.isFinite(settings.target.value),
      'a target value under 1 or not finite',
    ],
    [settings.resources.every((r) => RESOURCE_TYPES.includes(r.type)), 'an unknown resource type'],
    [!Number.isNaN(Date.parse(goal.startDate)), 'a start date that is not a date'],
  ];
  return checks.filter(([safe]) => !safe).map(([, problem]) => problem);
}
