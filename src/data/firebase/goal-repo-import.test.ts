import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from '@/domain/goal';
import { BackendError, PARTIAL_IMPORT } from '../ports';
import { createGoalRepo, type Commit } from './goal-repo';
import type { Write, WriteTarget } from './write-target';

const HOUR = 3_600_000;
const START = Date.UTC(2024, 0, 1, 9);

/** A goal with `n` one-hour sessions a day apart: 400 sessions make three batches. */
function goalWith(n: number): Goal {
  const goal = createGoal({ id: 'g1', name: 'Violin', now: new Date(START) });
  const sessions = Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    start: START + i * 24 * HOUR,
    end: START + i * 24 * HOUR + HOUR,
    source: 'import' as const,
  }));
  return { ...goal, sessions };
}

/** The paths each batch sets, as a target records them. */
function pathsOf(writes: readonly Write[]): string[] {
  const paths: string[] = [];
  const target: WriteTarget = {
    increment: (by) => ({ increment: by }),
    deleteField: () => 'delete',
    serverTimestamp: () => 'now',
    set: (path) => void paths.push(path),
    update: (path) => void paths.push(path),
    delete: (path) => void paths.push(path),
  };
  writes.forEach((w) => w.run(target));
  return paths;
}

/** A commit that answers each batch in turn with `answers` (undefined: saved). */
function scriptedCommit(answers: (string | undefined)[]) {
  const sent: string[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const commit: Commit = async (writes) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    sent.push(pathsOf(writes));
    await Promise.resolve();
    inFlight--;
    const code = answers.shift();
    if (code) throw new BackendError(code, `refused: ${code}`);
  };
  return { commit, sent, mostInFlight: () => mostInFlight };
}

// The session count is read only after a failure; with no Firestore it reads as 0.
const noFirestore = {} as Parameters<typeof createGoalRepo>[0];
const repoWith = (commit: Commit) => createGoalRepo(noFirestore, () => Promise.resolve(commit));

describe('an import through the injected commit', () => {
  it('sends its batches one after another, the goal first, and reports each as saved', async () => {
    const script = scriptedCommit([]);
    const saved: number[] = [];
    await repoWith(script.commit).importGoals('u1', [goalWith(400)], [], (n) => saved.push(n));
    expect(script.sent.length).toBe(3);
    expect(script.sent[0]).toContain('goals/g1');
    expect(script.sent.slice(1).flat()).not.toContain('goals/g1');
    expect(script.sent.every((paths) => paths.includes('timers/u1'))).toBe(true);
    expect(script.mostInFlight()).toBe(1);
    expect(saved.at(-1)).toBe(400);
    expect(saved).toEqual([...saved].sort((a, b) => a - b));
  });

  it('sends a batch again when another write held its documents', async () => {
    const script = scriptedCommit([undefined, 'aborted', 'aborted']);
    await repoWith(script.commit).importGoals('u1', [goalWith(400)]);
    expect(script.sent.length).toBe(5);
    expect(script.sent[1]).toEqual(script.sent[2]);
  });

  it('stops at a later batch that fails, as a partial import', async () => {
    const script = scriptedCommit([undefined, 'unavailable']);
    const failure = await repoWith(script.commit)
      .importGoals('u1', [goalWith(400)])
      .catch((error: unknown) => error);
    expect((failure as BackendError).code).toBe(PARTIAL_IMPORT);
    expect(script.sent.length).toBe(2);
  });

  it('passes on a failure of the first batch: nothing was saved', async () => {
    const script = scriptedCommit(['permission-denied']);
    const failure = await repoWith(script.commit)
      .importGoals('u1', [goalWith(400)])
      .catch((error: unknown) => error);
    expect((failure as BackendError).code).toBe('permission-denied');
    expect(script.sent.length).toBe(1);
  });

  it('tells when the code for imports cannot be loaded', async () => {
    const repo = createGoalRepo(noFirestore, () => Promise.reject(new Error('chunk failed')));
    await expect(repo.importGoals('u1', [goalWith(1)])).rejects.toThrow('chunk failed');
  });
});
