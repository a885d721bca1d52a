import type { GoalRecord } from '@/domain/goal-record';
import type { GoalRepo } from '@/data/ports';
import { LOCAL_KEY_PREFIXES } from '../storage-keys';

/** Enough for any burst of deletes; the oldest notes give way. */
const MAX_NOTES = 50;

const keyOf = (uid: string) => `${LOCAL_KEY_PREFIXES.deletedGoals}${uid}`;

function readNotes(uid: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(uid)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeNotes(uid: string, ids: readonly string[]): void {
  try {
    if (ids.length > 0) localStorage.setItem(keyOf(uid), JSON.stringify(ids.slice(-MAX_NOTES)));
    else localStorage.removeItem(keyOf(uid));
  } catch {
    // Storage full: the goal's delete still removes every session this device had.
  }
}

/**
 * Notes a goal this device deletes. Its delete names the sessions the device has; one it never
 * had (older than any screen loaded, or not in the cache while offline) is left on the server
 * and is deleted once the goal's delete has reached it (sweepLeftSessions).
 */
export function noteDeletedGoal(uid: string, goalId: string): void {
  const notes = readNotes(uid);
  if (!notes.includes(goalId)) writeNotes(uid, [...notes, goalId]);
}

const sweeping = new Set<string>();

/**
 * After a report of the goal records confirmed by the server: a noted goal that the server no
 * longer has, with no change of it still on its way, has what is left of its log deleted. A goal
 * the server still has (its delete was discarded) is forgotten. A failure is tried again on a
 * later report.
 */
export function sweepLeftSessions(
  uid: string,
  repo: Pick<GoalRepo, 'deleteLeftSessions'>,
  records: readonly GoalRecord[],
  pending: (goalId: string) => boolean,
): void {
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
}
