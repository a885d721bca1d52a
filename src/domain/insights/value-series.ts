import type { Goal } from '../goal';
import type { Measure } from '../journal';

/** One session's measured value. */
export interface ValuePoint {
  /** The session's start, epoch ms. */
  at: number;
  value: number;
  /** True when it beat every earlier value (the best so far at the time). */
  record: boolean;
}

/** A goal's measured values over time, oldest first, and the best of them. */
export interface ValueSeries {
  goalId: string;
  goalName: string;
  measure: Measure;
  points: ValuePoint[];
  /** The best value (the first time it was reached), null without values. */
  best: ValuePoint | null;
}

/** Whether value `a` is better than `b` for a measure (higher or lower is better). */
export const beats = (a: number, b: number, higherIsBetter: boolean) =>
  higherIsBetter ? a > b : a < b;

/**
 * The measured value of each goal that measures one, session by session (by their start); the
 * best so far marked as it was set. Goals without a measure are left out.
 */
export function valueSeries(
  goals: readonly Pick<Goal, 'id' | 'name' | 'settings' | 'sessions'>[],
): ValueSeries[] {
  return goals.flatMap((goal) => {
    const measure = goal.settings.measure;
    if (!measure) return [];
    const valued = goal.sessions
      .filter((s): s is typeof s & { value: number } => s.value !== undefined)
      .sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
    let best: ValuePoint | null = null;
    const points = valued.map((s) => {
      const record = !best || beats(s.value, best.value, measure.higherIsBetter);
      const point = { at: s.start, value: s.value, record };
      if (record) best = point;
      return point;
    });
    return [{ goalId: goal.id, goalName: goal.name, measure, points, best }];
  });
}
