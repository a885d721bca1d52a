import { describe, expect, it } from 'vitest';
import { startChanges, stopChanges, timerSession } from './timer-changes';
import { stoppedRunOf } from './stopped-run';

const T0 = new Date(2026, 10, 20, 18).getTime();
const running = { goalId: 'g', startTime: T0, isRunning: true };
const name = () => 'Violin';

describe('the session a Stop logged', () => {
  it('is the timer session of a Stop', () => {
    const plan = stopChanges(running, T0 + 30 * 60_000, name);
    if (plan.kind !== 'ok') throw new Error('expected a stop');
    expect(stoppedRunOf(plan.changes.flatMap((c) => c.ops))).toEqual({
      goalId: 'g',
      sessionId: timerSession('g', T0, T0 + 1).id,
    });
  });

  it('is none when a start logs the run of another goal', () => {
    const ops = startChanges(running, 'other', T0 + 60_000, name).flatMap((c) => c.ops);
    expect(stoppedRunOf(ops)).toBeNull();
  });

  it('is none for a reset or a stop of less than a second', () => {
    expect(
      stoppedRunOf([{ type: 'setTimer', timer: { ...running, isRunning: false } }]),
    ).toBeNull();
  });
});
