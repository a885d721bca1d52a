import { describe, expect, it } from 'vitest';
import { paused, resumed } from '../timer-pause';
import type { Routine } from './routine';
import { blockEndsAt, blockView, endEarlyAt, skipAt, stepAt } from './routine-progress';

const MIN = 60_000;
/** Local wall-clock epoch ms on 8 December 2026 (the zone the project runs in). */
const at = (h: number, m = 0, s = 0) => new Date(2026, 11, 8, h, m, s).getTime();

const routine: Routine = {
  id: 'r1',
  name: 'Practice',
  blocks: [
    { partId: 'scales', minutes: 10 },
    { partId: 'etudes', minutes: 20 },
    { partId: null, minutes: 30 },
  ],
};

const run = (block: number, startTime: number, doneMs = 0) => ({
  startTime,
  routine: { id: 'r1', block, doneMs },
});

describe('a running routine', () => {
  it('shows the block, what comes next and the time left', () => {
    const view = blockView(routine, run(0, at(9)), at(9, 4));
    expect(view).toEqual({
      index: 0,
      count: 3,
      block: routine.blocks[0],
      next: routine.blocks[1],
      leftMs: 6 * MIN,
    });
    expect(blockView(routine, run(2, at(9)), at(9, 40))?.next).toBeNull();
    expect(blockView(routine, run(2, at(9)), at(9, 40))?.leftMs).toBe(0);
  });

  it('runs on until the block is full, then starts the next where it ended', () => {
    expect(stepAt(routine, run(0, at(9)), at(9, 9, 59))).toEqual({ kind: 'running' });
    expect(stepAt(routine, run(0, at(9)), at(9, 12))).toEqual({
      kind: 'next',
      endAt: at(9, 10),
      lengthMs: 10 * MIN,
      next: { id: 'r1', block: 1, doneMs: 10 * MIN },
      partId: 'etudes',
    });
  });

  it('holds the block while paused and moves its end by the pause', () => {
    const p = paused(run(0, at(9)), at(9, 5));
    expect(blockEndsAt(p, routine.blocks[0]!)).toBeNull();
    expect(stepAt(routine, p, at(10))).toEqual({ kind: 'running' });
    const r = resumed(p, at(9, 8));
    expect(blockEndsAt(r, routine.blocks[0]!)).toBe(at(9, 13));
    expect(blockView(routine, r, at(9, 8))?.leftMs).toBe(5 * MIN);
  });

  it('finishes after the last block with the time of every block', () => {
    expect(stepAt(routine, run(2, at(9, 30), 25 * MIN), at(10, 1))).toEqual({
      kind: 'finished',
      endAt: at(10),
      lengthMs: 30 * MIN,
      doneMs: 55 * MIN,
    });
  });

  it('skips a block with what was practiced of it', () => {
    expect(skipAt(routine, run(1, at(9, 10), 10 * MIN), at(9, 13))).toEqual({
      kind: 'next',
      endAt: at(9, 13),
      lengthMs: 3 * MIN,
      next: { id: 'r1', block: 2, doneMs: 13 * MIN },
      partId: null,
    });
    expect(skipAt(routine, run(2, at(9, 30)), at(9, 31)).kind).toBe('finished');
  });

  it('ends early with the time done so far', () => {
    expect(endEarlyAt(routine, run(1, at(9, 10), 10 * MIN), at(9, 15))).toEqual({
      kind: 'finished',
      endAt: at(9, 15),
      lengthMs: 5 * MIN,
      doneMs: 15 * MIN,
    });
  });

  it('is no step for a run of no routine or a block the routine no longer has', () => {
    expect(stepAt(routine, { startTime: at(9) }, at(12))).toEqual({ kind: 'running' });
    expect(stepAt(routine, run(7, at(9)), at(12))).toEqual({ kind: 'running' });
    expect(blockView(routine, run(7, at(9)), at(12))).toBeNull();
  });
});
