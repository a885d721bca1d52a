import { describe, expect, it } from 'vitest';
import { goalPracticeView, goalsPracticeView, type ViewedGoal } from './practice-view';
import type { RestRange } from './rest-ranges';

// Saturday 21 November 2026, afternoon.
const TODAY = new Date(2026, 10, 21, 15);
const nov = (...days: number[]) => days.map((d) => `2026-11-${String(d).padStart(2, '0')}`);

function goal(plan: string, practiceDays: string[], restRanges?: RestRange[]): ViewedGoal {
  const settings = { frequency: 'weekly', target: { type: 'hours', value: 5 }, plan } as const;
  return {
    practiceDays,
    settings: settings as unknown as ViewedGoal['settings'],
    startDate: new Date(2026, 0, 1).toISOString(),
    ...(restRanges ? { restRanges } : {}),
  };
}

const MON_FRI = 'weekdays:12345';
const TWO_WEEKS_OF_WEEKDAYS = nov(9, 10, 11, 12, 13, 16, 17, 18, 19, 20);

describe('goalPracticeView', () => {
  it('counts a Mon–Fri goal across its weekends, which are not planned', () => {
    const view = goalPracticeView(goal(MON_FRI, TWO_WEEKS_OF_WEEKDAYS), [], TODAY);
    expect(view.streaks).toEqual({ current: 10, longest: 10, unit: 'day' });
    expect(view.stateOf('2026-11-15')).toBe('unplanned');
    expect(view.stateOf('2026-11-06')).toBe('missed');
    expect(view.stateOf('2026-11-20')).toBe('practiced');
  });

  it('takes the rest of all goals with its own', () => {
    const allGoalsRest = [{ from: '2026-11-02', to: '2026-11-06' }];
    const view = goalPracticeView(goal(MON_FRI, TWO_WEEKS_OF_WEEKDAYS), allGoalsRest, TODAY);
    expect(view.stateOf('2026-11-06')).toBe('rest');
    expect(view.stateOf('2026-10-30')).toBe('missed');
  });
});

describe('goalsPracticeView', () => {
  it('is the goal’s own view for one goal', () => {
    const one = goal(MON_FRI, TWO_WEEKS_OF_WEEKDAYS);
    const { stateOf: _a, ...joint } = goalsPracticeView([one], [], TODAY);
    const { stateOf: _b, ...own } = goalPracticeView(one, [], TODAY);
    expect(joint).toEqual(own);
  });

  it('plans the weekdays of the goals with fixed days together; any goal’s practice counts', () => {
    const piano = goal(MON_FRI, nov(16, 17, 18));
    const chess = goal('weekdays:6', nov(19, 20));
    const reading = goal('per-week:3', nov(14, 15));
    const view = goalsPracticeView([piano, chess, reading], [], TODAY);
    expect(view.plan).toEqual({ kind: 'weekdays', days: '123456' });
    expect(view.stateOf('2026-11-15')).toBe('practiced');
    expect(view.stateOf('2026-11-08')).toBe('unplanned');
    expect(view.stateOf('2026-11-07')).toBe('missed');
    // 14 (Sat) planned by Chess and practised on Reading, then 16–20; 21 is today, still open.
    expect(view.streaks).toEqual({ current: 6, longest: 6, unit: 'day' });
  });

  it('rests only on days every planning goal rests', () => {
    const week = { from: '2026-11-09', to: '2026-11-13' };
    const piano = goal(MON_FRI, nov(16), [week]);
    const chess = goal('every-day', nov(16), [{ from: '2026-11-11', to: '2026-11-20' }]);
    const view = goalsPracticeView([piano, chess], [], TODAY);
    expect(view.stateOf('2026-11-10')).toBe('missed');
    expect(view.stateOf('2026-11-12')).toBe('rest');
  });

  it('counts weeks with the fewest days asked when every goal is N days a week', () => {
    const view = goalsPracticeView(
      [goal('per-week:3', nov(2, 3)), goal('per-week:2', nov(10, 16, 17))],
      [],
      TODAY,
    );
    expect(view.plan).toEqual({ kind: 'per-week', count: 2 });
    expect(view.streaks).toEqual({ current: 1, longest: 1, unit: 'week' });
    expect(view.stateOf('2026-11-11')).toBe('unplanned');
  });

  it('counts nothing without goals', () => {
    expect(goalsPracticeView([], [], TODAY).streaks).toEqual({
      current: 0,
      longest: 0,
      unit: 'day',
    });
  });
});
