/**
 * A weekly review as a share link holds it (sharedGoals/{id}.review, firestore.rules): each
 * goal's week beside the week before, written as one JSON text the rules bound by size, and
 * read back through a schema that refuses anything else. The reader's own clock and time zone
 * play no part: the figures are those the owner saw. Goal and session ids stay home: the
 * reader only needs them as keys, so they are numbered.
 */
import * as v from 'valibot';
import type { DayState } from '../day-state';
import { GOAL_NAME_MAX_LENGTH } from '../goal-validation';
import { PART_NAME_MAX, PARTS_MAX } from '../goal-parts';
import { MAX_HOURS } from '../import/limits';
import { JOURNAL_NOTE_MAX, MEASURE_NAME_MAX, MEASURE_UNIT_MAX } from '../journal';
import type { GoalWeek, WeekReview } from './weekly-review';

/** The longest review text a link may hold (firestore.rules validShare). */
export const REVIEW_SHARE_MAX_CHARS = 200_000;

/** Goals one shared review shows at the most. */
export const SHARED_REVIEW_GOALS_MAX = 100;

/** One goal's week and the week before it, as the review page shows them. */
export interface ReviewRow {
  week: GoalWeek;
  before?: GoalWeek;
}

/** What a review link shows. */
export interface SharedReview {
  /** The week's first and last day, 'yyyy-MM-dd'. */
  from: string;
  to: string;
  ms: number;
  beforeMs: number;
  rows: ReviewRow[];
}

export const REVIEW_TOO_LARGE = "This week's review is too large to share.";

const DAY_STATES: readonly DayState[] = ['practiced', 'missed', 'rest', 'unplanned', 'planned'];

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e6));
const ms = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1e13));
const instant = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e14));
const dayText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const textOf = (max: number) => v.pipe(v.string(), v.maxLength(max));
const value = v.pipe(v.number(), v.finite());

const goalWeekSchema = v.object({
  goalId: textOf(20),
  name: textOf(GOAL_NAME_MAX_LENGTH),
  ms,
  weeklyGoalHours: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_HOURS)),
  days: v.pipe(v.array(v.object({ day: dayText, state: v.picklist(DAY_STATES), ms })), v.length(7)),
  practiced: count,
  missed: count,
  daysAWeek: v.optional(v.object({ count, met: v.boolean() })),
  streak: v.object({ current: count, longest: count, unit: v.picklist(['day', 'week']) }),
  parts: v.pipe(
    v.array(v.object({ id: v.nullable(textOf(40)), name: textOf(PART_NAME_MAX), ms })),
    v.maxLength(PARTS_MAX + 1),
  ),
  values: v.nullable(
    v.object({
      measure: v.object({
        name: textOf(MEASURE_NAME_MAX),
        unit: textOf(MEASURE_UNIT_MAX),
        higherIsBetter: v.boolean(),
      }),
      points: v.pipe(v.array(v.object({ at: instant, value })), v.maxLength(1000)),
      best: value,
      record: v.boolean(),
      latest: value,
    }),
  ),
  notes: v.pipe(
    v.array(
      v.object({
        sessionId: textOf(20),
        at: instant,
        note: textOf(JOURNAL_NOTE_MAX),
        partName: v.optional(textOf(PART_NAME_MAX)),
      }),
    ),
    v.maxLength(1000),
  ),
});

const sharedReviewSchema = v.object({
  from: dayText,
  to: dayText,
  ms,
  beforeMs: ms,
  rows: v.pipe(
    v.array(v.object({ week: goalWeekSchema, before: v.optional(goalWeekSchema) })),
    v.maxLength(SHARED_REVIEW_GOALS_MAX),
  ),
});

/** A goal's week with its ids numbered: goal `g{i}`, notes `n{j}`. */
function withoutIds(week: GoalWeek, goal: number): GoalWeek {
  return {
    ...week,
    goalId: `g${goal}`,
    notes: week.notes.map((note, j) => ({ ...note, sessionId: `n${j}` })),
  };
}

/**
 * The review text a link stores, or REVIEW_TOO_LARGE when it would not fit (a week of very
 * many long notes): the owner is told rather than handed a link the server refuses.
 */
export function encodeReview(
  shown: WeekReview,
  before: WeekReview,
  rows: readonly ReviewRow[],
): { text: string } | { error: string } {
  const review: SharedReview = {
    from: shown.from,
    to: shown.to,
    ms: shown.ms,
    beforeMs: before.ms,
    rows: rows.slice(0, SHARED_REVIEW_GOALS_MAX).map((row, i) => ({
      week: withoutIds(row.week, i),
      ...(row.before ? { before: withoutIds(row.before, i) } : {}),
    })),
  };
  const text = JSON.stringify(review);
  return text.length <= REVIEW_SHARE_MAX_CHARS ? { text } : { error: REVIEW_TOO_LARGE };
}

/** The review a link holds, or null when the text is not one this app wrote. */
export function decodeReview(text: unknown): SharedReview | null {
  if (typeof text !== 'string' || text.length > REVIEW_SHARE_MAX_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(sharedReviewSchema, parsed);
  return result.success ? (result.output as SharedReview) : null;
}
