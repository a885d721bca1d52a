import { GOAL_GONE } from '../goal';
import { SESSIONS_FULL, SESSIONS_FULL_MESSAGE } from '../plans';
import { readStored, storedOutboxEntry } from '../stored-schemas';
import type { OutboxEntry } from './outbox-entry';
import type { WriteOp } from './write-ops';

export type { OutboxEntry } from './outbox-entry';

/**
 * Reads a stored outbox. Entries that are not well formed are dropped (the rules would refuse
 * them anyway); the rest keep their order. Anything unreadable gives an empty outbox.
 */
export function parseOutbox(raw: string | null): OutboxEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.flatMap((item) => readStored(storedOutboxEntry, item, null) ?? [])
      : [];
  } catch {
    return [];
  }
}

/** The server's refusal in words a person understands, for the failed-changes list. */
export function refusalReason(ops: readonly WriteOp[], code: string, now = Infinity): string {
  if (code === 'not-found') return GOAL_GONE;
  if (code === SESSIONS_FULL) return SESSIONS_FULL_MESSAGE;
  const types = new Set(ops.map((op) => op.type));
  if (code === 'permission-denied') {
    if (types.has('createGoal') || ops.some((op) => op.type === 'setCompleted' && !op.completed)) {
      return 'The server refused it: your plan’s limit of active goals or the limit of goals per account is reached, or your account can no longer make changes.';
    }
    if (types.has('putSession')) {
      // The clock is named only when it can be the cause: a session ending after this device's now.
      const ahead = ops.some((op) => op.type === 'putSession' && op.session.end > now);
      return ahead
        ? 'The server refused this session: it ends in the future — check that this device’s clock is right.'
        : 'The server refused this session: its goal may have been deleted, or the session breaks a rule (it must end after it starts and last at most 24 hours).';
    }
    if (types.has('journalSession')) {
      return 'The server refused this note: its session may have been deleted, or the note is over 500 characters.';
    }
    if (types.has('setTimer')) {
      return 'The server refused the timer: this device’s clock may be more than 5 minutes fast, or your account can no longer make changes.';
    }
    return 'The server refused this change: the goal may have been deleted, or your account can no longer make changes.';
  }
  return `The server refused this change (${code}).`;
}
