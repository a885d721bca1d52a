import { describe, expect, it } from 'vitest';
import { importedGoal } from '@/testing/imported-goal';
import { BackendError, PARTIAL_IMPORT } from '../ports';
import { createGoalRepo, type CommitWrites } from './goal-repo';
import type { Write, WriteTarget } from './write-target';

const NOW = new Date(2026, 10, 18, 20, 0).getTime();

const withSessions = (id: string, count: number) => importedGoal(id, count, NOW);

/** The paths each batch set, in the order the batches were sent. */
function recordingTarget(paths: string[]): WriteTarget {
  return {
    increment: (by) => ({ increment: by }),
    deleteField: () => 'delete',
    serverTimestamp: () => 'now',
    arrayUnion: (...e) => ({ union: e }),
    arrayRemove: (...e) => ({ remove: e }),
    set: (path) => void paths.push(path),
    update: (path) => void paths.push(path),
    delete: (path) => void paths.push(path),
  };
}

/** A commit that answers each batch from `answers` in turn (undefined: saved). */
function scriptedCommit(answers: (BackendError | undefined)[] = []) {
  const batches: string[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const commit: CommitWrites = async (writes: readonly Write[]) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await Promise.resolve();
    const paths: string[] = [];
    writes.forEach((w) => w.run(recordingTarget(paths)));
    const answer = answers[batches.length];
    batches.push(paths);
    inFlight--;
    if (answer) throw answer;
  };
  return { commit, batches, mostInFlight: () => mostInFlight };
}

// The repo's own Firestore is not reached on these paths (no refusal needs the server's count).
const noFirestore = {} as Parameters<typeof createGoalRepo>[0];
const repoWith = (commit: CommitWrites) => createGoalRepo(noFirestore, async () => commit);
const sessionsIn = (paths: string[]) => paths.filter((p) => p.includes('/sessions/')).length;

describe('an import through its commit', () => {
  it('sends its batches one after another, reporting each and the one sent next', async () => {
    const script = scriptedCommit();
    const heard: [number, string | undefined][] = [];
    await repoWith(script.commit).importGoals(
      'u1',
      [withSessions('g1', 300), withSessions('g2', 300)],
      [],
      (saved, sending) => heard.push([saved, sending?.id]),
    );
    expect(script.mostInFlight()).toBe(1);
    expect(script.batches.length).toBeGreaterThan(3);
    expect(script.batches[0]).toContain('goals/g1');
    expect(script.batches[0]).toContain('goalCounters/u1');
    const sizes = script.batches.map(sessionsIn);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(600);
    // Before each batch: what was saved so far and a session of the batch on its way.
    expect(heard[0]).toEqual([0, 'g1-s0']);
    expect(heard.map(([saved]) => saved)).toEqual(
      [0, ...sizes].map((_, i) => sizes.slice(0, i).reduce((a, b) => a + b, 0)),
    );
    expect(heard.at(-1)).toEqual([600, undefined]);
    expect(heard.slice(0, -1).every(([, id]) => id !== undefined)).toBe(true);
  });

  it('sends a batch again that another write held, and goes on', async () => {
    const held = new BackendError('aborted', 'Transaction lock timeout');
    const script = scriptedCommit([undefined, held]);
    await repoWith(script.commit).importGoals('u1', [withSessions('g1', 300)]);
    expect(script.batches[2]).toEqual(script.batches[1]);
    const sentOnce = script.batches.filter((_, i) => i !== 1);
    expect(sentOnce.map(sessionsIn).reduce((a, b) => a + b, 0)).toBe(300);
  });

  it('stops at a refused later batch and says the import is partial', async () => {
    const refused = new BackendError('unknown', 'refused');
    const script = scriptedCommit([undefined, refused]);
    const importing = repoWith(script.commit).importGoals('u1', [withSessions('g1', 600)]);
    await expect(importing).rejects.toMatchObject({ code: PARTIAL_IMPORT });
    expect(script.batches).toHaveLength(2);
  });

  it('reports a refused first batch as it is: nothing was saved', async () => {
    const script = scriptedCommit([new BackendError('unknown', 'refused')]);
    const importing = repoWith(script.commit).importGoals('u1', [withSessions('g1', 600)]);
    await expect(importing).rejects.toMatchObject({ code: 'unknown' });
    expect(script.batches).toHaveLength(1);
  });
});
