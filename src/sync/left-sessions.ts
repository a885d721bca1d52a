import type { GoalRecord } from '@/domain/goal-record';
import type { GoalRepo } from '@/data/ports';
import type { StorageAccess } from './ports';

/** Enough for any burst of deletes; the oldest notes give way. */
const MAX_NOTES = 50;

export interface LeftSessions {
  /**
   * Notes a goal this device deletes. Its delete names the sessions the device has; one it
   * never had (older than any screen loaded, or not in the cache while offline) is left on the
   * server and is deleted once the goal's delete has reached it (`sweep`).
   */
  noteDeletedGoal(uid: string, goalId: string): void;
  /**
   * After a report of the goal records confirmed by the server: a noted goal that the server no
   * longer has, with no change of it still on its way, has what is left of its log deleted. A
   * goal the server still has (its delete was discarded) is forgotten. A failure is tried again
   * on a later report.
   */
  sweep(
    uid: string,
    repo: Pick<GoalRepo, 'deleteLeftSessions'>,
    records: readonly GoalRecord[],
    pending: (goalId: string) => boolean,
  ): void;
}

/** The notes of deleted goals, kept in `storage` under `prefix` + the account's uid. */
export function createLeftSessions(storage: StorageAccess, prefix: string): LeftSessions {
  const keyOf = (uid: string) => `${prefix}${uid}`;
  const sweeping = new Set<string>();

  function readNotes(uid: string): string[] {
    try {
      const stored: unknown = JSON.parse(storage()?.getItem(keyOf(uid)) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }

  function writeNotes(uid: string, ids: readonly string[]): void {
    try {
      const store = storage();
      if (ids.length > 0) store?.setItem(keyOf(uid), JSON.stringify(ids.slice(-MAX_NOTES)));
      else store?.removeItem(keyOf(uid));
    } catch {
      // Storage full: the goal's delete still removes every session this device had.
    }
  }

  return {
    noteDeletedGoal(uid, goalId) {
      const notes = readNotes(uid);
      if (!notes.includes(goalId)) writeNotes(uid, [...notes, goalId]);
    },
    sweep(uid, repo, records, pending) {
      const forget = (goalId: string) =>
        writeNotes(
          uid,
          readNotes(uid).filter((id) => id !== goalId),
        );
      for (const goalId of readNotes(uid)) {
        if (sweeping.has(goalId) || pending(goalId)) continue;
        if (records.some((r) => r.id === goalId)) {
          forget(goalId);
          continue;
        }
        sweeping.add(goalId);
        repo
          .deleteLeftSessions(uid, goalId)
          .then(
            () => forget(goalId),
            (error: unknown) => console.warn('Deleting the rest of a deleted goal failed', error),
          )
          .finally(() => sweeping.delete(goalId));
      }
    },
  };
}
