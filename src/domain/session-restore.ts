import type { GoalPart } from './goal-parts';
import { partOf } from './goal-parts';
import type { StoredSession } from './goal-record';

/**
 * The session to write back when a delete is undone: the same id, times, source, part, note and
 * value. It is written as a new session (the server takes a session's create only without an
 * edit time), and names its part only while the goal still has it (else the write is refused).
 */
export function restoredSession(
  deleted: StoredSession,
  parts: readonly GoalPart[] | undefined,
): StoredSession {
  const { editedAt: _edit, partId, ...kept } = deleted;
  return partOf(parts, partId) ? { ...kept, partId } : kept;
}
