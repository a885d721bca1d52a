import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from '../goal';
import { type PracticeSession } from '../practice-sessions';
import { tallyDays, tallyOf } from '../tally';
import {
  decodeReview,
  encodeReview,
  REVIEW_SHARE_MAX_CHARS,
  REVIEW_TOO_LARGE,
  type ReviewRow,
} from './review-share';
import { weekReview, type ReviewedGoal } from './weekly-review';

const MIN = 60_000;
const at = (m: number, d: number, h = 10) => new Date(2026, m - 1, d, h).getTime();
const session = (id: string, start: number, extra: Partial<PracticeSession> = {}) =>
  ({ id, start, end: start + 30 * MIN, source: 'timer', ...extra }) as PracticeSession;

function goalWith(id: string, sessions: PracticeSession[]): Goal {
  const goal = createGoal({
    id,
    name: id.replace('-id', '').replace(/^./, (c) => c.toUpperCase()),
    now: new Date(at(11, 1)),
  });
  const days = tallyDays(tallyOf(sessions));
  return {
    ...goal,
    parts: [{ id: 'scales', name: 'Scales' }],
    settings: { ...goal.settings, measure: { name: 'Tempo', unit: 'bpm', higherIsBetter: true } },
    sessions,
    practiceDays: [...days.keys()].sort(),
  };
}

const goals = [
  goalWith('piano-id', [
    session('secret-session', at(12, 1), { partId: 'scales', value: 80, note: 'slow hands' }),
    session('last-week', at(11, 24)),
  ]),
  goalWith('violin-id', [session('v1', at(12, 2))]),
];
const input = (goalsIn: readonly ReviewedGoal[]) => ({
  goals: goalsIn,
  dayTotals: new Map(goalsIn.map((g) => [g.id, tallyDays(tallyOf(g.sessions))])),
  allGoalsRest: [],
  now: new Date(at(12, 3)),
});

function rowsOf(goalsIn: readonly ReviewedGoal[]) {
  const shown = weekReview({ ...input(goalsIn), week: new Date(at(12, 1)) });
  const before = weekReview({ ...input(goalsIn), week: new Date(at(11, 24)) });
  const rows: ReviewRow[] = shown.goals.map((week, i) => ({ week, before: before.goals[i] }));
  return { shown, before, rows };
}

const textOf = (result: ReturnType<typeof encodeReview>) => {
  if (!('text' in result)) throw new Error(result.error);
  return result.text;
};

describe('encodeReview and decodeReview', () => {
  it('give back the week the owner saw, with its figures, parts, values and notes', () => {
    const { shown, before, rows } = rowsOf(goals);
    const review = decodeReview(textOf(encodeReview(shown, before, rows)));
    expect(review).not.toBeNull();
    expect(review!.from).toBe(shown.from);
    expect(review!.to).toBe(shown.to);
    expect(review!.ms).toBe(shown.ms);
    expect(review!.beforeMs).toBe(before.ms);
    expect(review!.rows.map((r) => r.week.name)).toEqual(['Piano', 'Violin']);
    const piano = review!.rows[0]!;
    expect(piano.week.ms).toBe(rows[0]!.week.ms);
    expect(piano.week.days).toEqual(rows[0]!.week.days);
    expect(piano.week.parts).toEqual(rows[0]!.week.parts);
    expect(piano.week.values?.best).toBe(80);
    expect(piano.week.notes.map((n) => n.note)).toEqual(['slow hands']);
    expect(piano.before?.ms).toBe(rows[0]!.before?.ms);
  });

  it('keeps goal and session ids at home', () => {
    const { shown, before, rows } = rowsOf(goals);
    const text = textOf(encodeReview(shown, before, rows));
    expect(text).not.toContain('piano-id');
    expect(text).not.toContain('secret-session');
    const review = decodeReview(text)!;
    expect(review.rows.map((r) => r.week.goalId)).toEqual(['g0', 'g1']);
  });

  it('refuses to make a review larger than a link may hold', () => {
    const note = 'x'.repeat(500);
    const many = Array.from({ length: 450 }, (_, i) =>
      session(`s${i}`, at(12, 1) + i * MIN, { note }),
    );
    const { shown, before, rows } = rowsOf([goalWith('big', many)]);
    expect(encodeReview(shown, before, rows)).toEqual({ error: REVIEW_TOO_LARGE });
  });

  it('reads nothing it did not write', () => {
    const { shown, before, rows } = rowsOf(goals);
    const good = JSON.parse(textOf(encodeReview(shown, before, rows))) as Record<string, unknown>;
    /** The good review with the value at `path` replaced (undefined: the item removed). */
    const bad = (path: (string | number)[], value: unknown) => {
      const copy = structuredClone(good);
      type Node = Record<string | number, unknown>;
      const at = path.slice(0, -1).reduce((node, key) => node[key] as Node, copy as Node);
      const last = path.at(-1)!;
      if (value === undefined && Array.isArray(at)) at.splice(Number(last), 1);
      else at[last] = value;
      return decodeReview(JSON.stringify(copy));
    };
    expect(decodeReview(JSON.stringify(good))).not.toBeNull();
    expect(decodeReview(undefined)).toBeNull();
    expect(decodeReview('{not json')).toBeNull();
    expect(decodeReview('x'.repeat(REVIEW_SHARE_MAX_CHARS + 1))).toBeNull();
    expect(bad(['from'], 'Monday')).toBeNull();
    expect(bad(['rows', 0, 'week', 'days', 6], undefined)).toBeNull();
    expect(bad(['rows', 0, 'week', 'days', 0, 'state'], 'great')).toBeNull();
    expect(bad(['rows', 0, 'week', 'name'], 'n'.repeat(101))).toBeNull();
    expect(bad(['rows', 0, 'week', 'ms'], -1)).toBeNull();
    expect(bad(['rows', 0, 'week', 'notes', 0, 'note'], 5)).toBeNull();
  });
});
