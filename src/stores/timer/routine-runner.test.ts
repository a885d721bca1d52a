import { describe, expect, it } from 'vitest';
import { format } from 'date-fns/format';
import { useGoals } from '../goals/goals.store';
import { saveGoalRoutines } from '../goals/routine-actions';
import {
  NOW,
  allOps,
  goal,
  kit,
  piano,
  settle,
  setUpGoalsStoreTests,
  startWith,
} from '../goals/goals-test-kit';
import { endRoutineEarly, skipBlock, startRoutine } from './routine-runner';
import { useTimer } from './timer.store';

setUpGoalsStoreTests();

const MIN = 60_000;
const routine = {
  id: 'r1',
  name: 'Evening',
  blocks: [
    { partId: 'scales', minutes: 10 },
    { partId: null, minutes: 30 },
    { partId: 'rep', minutes: 20 },
  ],
};

async function runningRoutine() {
  await startWith([
    {
      ...piano(),
      parts: [
        { id: 'scales', name: 'Scales' },
        { id: 'rep', name: 'Repertoire' },
      ],
    },
  ]);
  expect(saveGoalRoutines('g1', [routine])).toBeNull();
  await settle();
  startRoutine('g1', 'r1');
  await settle();
}

/** A display tick at `at` (the runner checks on each). */
async function tickAt(at: number) {
  kit.now = at;
  useTimer.setState({ now: at });
  await settle();
}

const sessions = () => allOps().flatMap((op) => (op.type === 'putSession' ? [op.session] : []));

describe('the routine runner', () => {
  it('starts the first block on its part, the routine on the timer', async () => {
    await runningRoutine();
    expect(useGoals.getState().timer).toMatchObject({
      goalId: 'g1',
      startTime: NOW,
      partId: 'scales',
      isRunning: true,
      routine: { id: 'r1', block: 0, doneMs: 0 },
    });
    expect(goal('g1')?.routines).toEqual([routine]);
  });

  it('logs a full block on its part and starts the next where it ended, once', async () => {
    await runningRoutine();
    await tickAt(NOW + 9 * MIN);
    expect(sessions()).toEqual([]);
    await tickAt(NOW + 10 * MIN + 7_000);
    await tickAt(NOW + 10 * MIN + 8_000);
    expect(sessions()).toEqual([
      expect.objectContaining({ start: NOW, end: NOW + 10 * MIN, partId: 'scales' }),
    ]);
    const timer = useGoals.getState().timer;
    expect(timer).toMatchObject({
      startTime: NOW + 10 * MIN,
      routine: { id: 'r1', block: 1, doneMs: 10 * MIN },
    });
    expect(timer?.partId).toBeUndefined();
  });

  it('catches up on blocks that ended while away, then skips and ends early', async () => {
    await runningRoutine();
    // Away for 45 minutes: block 1 (10) and block 2 (30) ended; block 3 runs 5 minutes in.
    await tickAt(NOW + 45 * MIN);
    await tickAt(NOW + 45 * MIN + 1_000);
    expect(sessions().map((s) => [s.end - s.start, s.partId])).toEqual([
      [10 * MIN, 'scales'],
      [30 * MIN, undefined],
    ]);
    expect(useGoals.getState().timer?.routine).toEqual({ id: 'r1', block: 2, doneMs: 40 * MIN });
    kit.now = NOW + 47 * MIN;
    endRoutineEarly();
    await settle();
    expect(useGoals.getState().timer?.isRunning).toBe(false);
    expect(sessions().at(-1)).toMatchObject({
      start: NOW + 40 * MIN,
      end: NOW + 47 * MIN,
      partId: 'rep',
    });
    expect(goal('g1')?.routineRuns).toEqual({
      r1: { day: format(NOW + 47 * MIN, 'yyyy-MM-dd'), doneMinutes: 47, plannedMinutes: 60 },
    });
  });

  it('skips a block with what was practiced of it', async () => {
    await runningRoutine();
    kit.now = NOW + 4 * MIN;
    skipBlock();
    await settle();
    expect(sessions()).toEqual([
      expect.objectContaining({ start: NOW, end: NOW + 4 * MIN, partId: 'scales' }),
    ]);
    expect(useGoals.getState().timer).toMatchObject({
      startTime: NOW + 4 * MIN,
      routine: { block: 1, doneMs: 4 * MIN },
    });
  });
});
