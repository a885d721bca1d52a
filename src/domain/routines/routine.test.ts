import { describe, expect, it } from 'vitest';
import {
  decodeRoutine,
  decodeRoutineRuns,
  decodeRoutines,
  encodeRoutine,
  encodeRoutineRuns,
  plannedMinutes,
  routineProblem,
  type Routine,
} from './routine';

const routine: Routine = {
  id: 'r1',
  name: 'Morning | scales',
  blocks: [
    { partId: 'scales', minutes: 10 },
    { partId: null, minutes: 20 },
    { partId: 'rep', minutes: 30 },
  ],
};

describe('routines as stored', () => {
  it('round-trips a routine, whole-goal blocks and a name holding the separator', () => {
    expect(encodeRoutine(routine)).toBe('r1|scales:10,*:20,rep:30|Morning | scales');
    expect(decodeRoutine(encodeRoutine(routine))).toEqual(routine);
    expect(plannedMinutes(routine)).toBe(60);
  });

  it('reads malformed entries as none, and at most three routines', () => {
    expect(decodeRoutine('r1|scales:0|Name')).toBeNull();
    expect(decodeRoutine('r1|scales:241|Name')).toBeNull();
    expect(decodeRoutine('r1|bad part:5|Name')).toBeNull();
    expect(decodeRoutine('r1|scales:5|')).toBeNull();
    expect(decodeRoutine(42)).toBeNull();
    const many = ['a', 'b', 'c', 'd'].map((id) => encodeRoutine({ ...routine, id }));
    expect(decodeRoutines(many).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('round-trips last runs and drops malformed ones', () => {
    const runs = { r1: { day: '2026-12-08', doneMinutes: 58, plannedMinutes: 60 } };
    expect(decodeRoutineRuns(encodeRoutineRuns(runs))).toEqual(runs);
    expect(decodeRoutineRuns({ r1: 'yesterday|1|2', r2: 5 })).toEqual({});
  });

  it('says what keeps a routine from being saved', () => {
    expect(routineProblem(routine)).toBeNull();
    expect(routineProblem({ ...routine, name: ' ' })).toBe('Give the routine a name.');
    expect(routineProblem({ ...routine, name: 'x'.repeat(61) })).toMatch(/60 characters/);
    expect(routineProblem({ ...routine, blocks: [] })).toMatch(/at least one block/);
    const thirteen = Array.from({ length: 13 }, () => ({ partId: null, minutes: 5 }));
    expect(routineProblem({ ...routine, blocks: thirteen })).toMatch(/at most 12 blocks/);
    expect(routineProblem({ ...routine, blocks: [{ partId: null, minutes: 0 }] })).toMatch(
      /1 to 240 minutes/,
    );
  });
});
