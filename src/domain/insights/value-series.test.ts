import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from '../goal';
import type { PracticeSession } from '../practice-sessions';
import { valueSeries } from './value-series';

const day = (d: number) => new Date(2026, 2, d, 23, 30).getTime();
const session = (d: number, value?: number): PracticeSession => ({
  id: `s${d}`,
  start: day(d),
  end: day(d) + 1_800_000,
  source: 'timer',
  ...(value === undefined ? {} : { value }),
});

function goal(higherIsBetter: boolean, sessions: PracticeSession[]): Goal {
  const base = createGoal({ id: 'g', name: 'Violin', now: new Date(2026, 0, 1) });
  const measure = { name: 'Tempo', unit: 'bpm', higherIsBetter };
  return { ...base, settings: { ...base.settings, measure }, sessions };
}

describe('measured values over time', () => {
  it('lists the values oldest first and marks each new best', () => {
    const [series] = valueSeries([
      goal(true, [session(3, 90), session(1, 80), session(2), session(4, 85), session(5, 96)]),
    ]);
    expect(series?.points.map((p) => [p.value, p.record])).toEqual([
      [80, true],
      [90, true],
      [85, false],
      [96, true],
    ]);
    expect(series?.best).toEqual({ at: day(5), value: 96, record: true });
  });

  it('counts lower as better when the goal says so, the first time a best was reached', () => {
    const [series] = valueSeries([goal(false, [session(1, 30), session(2, 25), session(3, 25)])]);
    expect(series?.points.map((p) => p.record)).toEqual([true, true, false]);
    expect(series?.best?.at).toBe(day(2));
  });

  it('leaves out goals that measure nothing, and has no best without values', () => {
    const plain = createGoal({ id: 'p', name: 'Chess', now: new Date(2026, 0, 1) });
    expect(valueSeries([plain])).toEqual([]);
    expect(valueSeries([goal(true, [session(1)])])[0]?.best).toBeNull();
  });
});
