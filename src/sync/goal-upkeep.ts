import { migratableSessions, type GoalRecord } from '@/domain/goal-record';
import type { Change } from '@/domain/sync/timer-changes';
import type { GoalRepo } from '@/data/ports';
import type { LeftSessions } from './left-sessions';

/**
 * Brings goals written by earlier versions up to date, once per visit and goal: sessions kept
 * inside the goal document move to their own documents (through the outbox, like any change),
 * then a goal without a tally has it counted from its whole log on the server. A recount that
 * fails (offline, or another device wrote meanwhile) is tried again on the next visit; until
 * then the goal is derived from all its sessions, so nothing shown depends on it. Sessions left
 * behind by a goal this device deleted are deleted (left-sessions.ts).
 * `pending` tells whether a change of the goal is still on its way to the server.
 */
export function createGoalUpkeep(
  submit: (...changes: Change[]) => void,
  pending: (uid: string, goalId: string) => boolean,
  leftSessions: Pick<LeftSessions, 'sweep'>,
) {
  const moving = new Set<string>();
  const counting = new Set<string>();
  let queue = Promise.resolve();

  function moveLegacySessions(records: readonly GoalRecord[]) {
    const changes: Change[] = records
      .filter((r) => r.legacySessions?.length && !moving.has(r.id))
      .map((record) => {
        moving.add(record.id);
        const sessions = migratableSessions(record.id, record.legacySessions ?? []);
        return {
          label: `Move the practice log of “${record.name}”`,
          ops: [
            { type: 'migrateSessions', goalId: record.id, startLevel: record.startLevel, sessions },
          ],
        };
      });
    if (changes.length > 0) submit(...changes);
  }

  function countTallies(uid: string, repo: GoalRepo, records: readonly GoalRecord[]) {
    for (const record of records) {
      if (record.tallied || record.legacySessions?.length || counting.has(record.id)) continue;
      counting.add(record.id);
      // One at a time: each reads a whole log.
      queue = queue.then(() =>
        repo.recountTally(uid, record.id).catch((error: unknown) => {
          console.warn(`Counting the tally of a goal failed; it is tried again later`, error);
        }),
      );
    }
  }

  const sweep = (uid: string, repo: GoalRepo, records: readonly GoalRecord[]) =>
    leftSessions.sweep(uid, repo, records, (goalId) => pending(uid, goalId));

  return {
    /** After a confirmed report of the goal records. */
    update(uid: string, repo: GoalRepo, records: readonly GoalRecord[]) {
      moveLegacySessions(records);
      countTallies(uid, repo, records);
      sweep(uid, repo, records);
    },
    /** Also after the server took a change: a goal's delete may have been the last one. */
    sweep,
    reset() {
      moving.clear();
      counting.clear();
    },
  };
}
