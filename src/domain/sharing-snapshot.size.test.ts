// How large a share document of 50 goals is, in Firestore's own measure
// (https://firebase.google.com/docs/firestore/storage-size): the earlier whole-goal snapshot
// against this version's lists. Prints the figures; bounds the worst case under 1 MiB.
import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from './goal';
import { recomputeGoal } from './goal-progress';
import {
  SHARED_FIGURE_MAX,
  SHARED_GOAL_LIMIT,
  SHARED_NAME_MAX,
  SHARED_NOTE_MAX,
  sharedSnapshot,
  toStoredSnapshot,
  type SharedGoal,
} from './sharing-snapshot';

const TIMESTAMP = Symbol('timestamp');
const utf8 = (text: string) => new TextEncoder().encode(text).length;

/** Firestore's size of a stored value: text is UTF-8 + 1, numbers and timestamps 8, … */
function valueSize(value: unknown): number {
  if (value === TIMESTAMP) return 8;
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return utf8(value) + 1;
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + valueSize(v), 0);
  return Object.entries(value as object).reduce(
    (sum, [key, v]) => sum + utf8(key) + 1 + valueSize(v),
    0,
  );
}

/** A sharedGoals document: its name (collection and id, + 16), its fields, + 32. */
function documentSize(id: string, goals: unknown): number {
  const fields = { id, goals, timestamp: TIMESTAMP, expiresAt: TIMESTAMP, ownerId: 'x'.repeat(28) };
  return utf8('sharedGoals') + 1 + utf8(id) + 1 + 16 + valueSize(fields) + 32;
}

const ID = 'x'.repeat(20);
const NOW = new Date(2026, 2, 15, 12);
const DAY_MS = 86_400_000;

/** A goal practised an hour on 3 days of every week for a year, as the goals page holds it. */
function practisedGoal(i: number): Goal {
  const base = createGoal({ id: `goal-${i}`, name: `Practice goal ${i}`, now: NOW });
  const sessions = Array.from({ length: 156 }, (_, s) => {
    const start = NOW.getTime() - 364 * DAY_MS + Math.floor(s / 3) * 7 * DAY_MS + (s % 3) * DAY_MS;
    return { id: `s${s}`, start, end: start + 3_600_000, source: 'timer' as const };
  });
  return recomputeGoal(
    { ...base, note: 'Scales and arpeggios, then one piece slowly.', sessions },
    NOW,
  );
}

/** What earlier versions stored per goal: the whole goal without its sessions. */
const wholeGoal = (goal: Goal) => JSON.parse(JSON.stringify({ ...goal, sessions: [] })) as object;

const worstGoal = (i: number): SharedGoal => ({
  name: `${i}`.padEnd(SHARED_NAME_MAX, '界'),
  note: '界'.repeat(SHARED_NOTE_MAX),
  level: 7,
  hours: SHARED_FIGURE_MAX,
  trophies: SHARED_FIGURE_MAX,
  dayCount: SHARED_FIGURE_MAX,
  recentDays: Array.from({ length: 35 }, (_, d) => `2026-02-${String(d).padStart(2, '0')}`),
});

describe(`the size of a share of ${SHARED_GOAL_LIMIT} goals`, () => {
  it('is far smaller than the whole-goal snapshot, and under 1 MiB at every bound', () => {
    const goals = Array.from({ length: SHARED_GOAL_LIMIT }, (_, i) => practisedGoal(i));
    const before = documentSize(ID, goals.map(wholeGoal));
    const after = documentSize(ID, toStoredSnapshot(sharedSnapshot(goals, NOW)));
    const worst = documentSize(
      ID,
      toStoredSnapshot(Array.from({ length: SHARED_GOAL_LIMIT }, (_, i) => worstGoal(i))),
    );
    console.info(
      `share of ${SHARED_GOAL_LIMIT} goals practiced for a year: ` +
        `whole goals ${before} bytes, lists ${after} bytes; ` +
        `lists at every bound (3-byte characters) ${worst} bytes`,
    );
    expect(after).toBeLessThan(before / 5);
    expect(worst).toBeLessThan(1_048_576);
  });
});
