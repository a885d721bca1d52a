import { doc, type Firestore } from 'firebase/firestore';
import type { StoredSession } from '@/domain/goal-record';
import { MAX_SESSIONS_PER_ACCOUNT, SESSIONS_FULL, SESSIONS_FULL_MESSAGE } from '@/domain/plans';
import { BackendError } from '../ports';
import { toSessionDocument } from './goal-converter';
import { readOnServer } from './server-read';
import { paths, write, type Write } from './write-target';

export const sessionRef = (db: Firestore, goalId: string, sessionId: string) =>
  doc(db, paths.session(goalId, sessionId));

/**
 * A new session: the rules require its batch to count it on the account's timer document
 * (see countNewSessions), so that the sessions an account writes stay bounded.
 */
export const sessionCreate = (uid: string, session: StoredSession): Write => ({
  // Merged: an edit of the times keeps the journal stored (a note written on another device).
  // An edit names its part as it names its times: one on no part removes the field.
  run: (t) =>
    t.set(
      paths.session(session.goalId, session.id),
      {
        ...toSessionDocument(session, uid),
        ...(session.editedAt !== undefined && !session.partId ? { partId: t.deleteField() } : {}),
      },
      { merge: true },
    ),
  newSession: session.editedAt === undefined ? `${session.goalId}/${session.id}` : undefined,
});

/** The batch's count of the sessions it creates (firestore.rules, timers). */
export function countNewSessions(uid: string, writes: readonly Write[]): Write[] {
  const newSessions = writes.flatMap((w) => w.newSession ?? []);
  if (newSessions.length === 0) return [];
  return [
    write((t) =>
      t.set(
        paths.timer(uid),
        { sessionCount: t.increment(newSessions.length), newSessions },
        { merge: true },
      ),
    ),
  ];
}

/** The sessions the account has written, as the server counts them (0 before the count). */
export async function sessionCountOnServer(db: Firestore, uid: string): Promise<number> {
  const [timer] = await readOnServer(db, [doc(db, paths.timer(uid))]);
  const count: unknown = timer?.get('sessionCount');
  return typeof count === 'number' ? count : 0;
}

/** A refusal of new sessions at the account's bound says so; any other stays as it is. */
export async function refusalOfSessions(
  db: Firestore,
  uid: string,
  writes: readonly Write[],
  refused: BackendError,
): Promise<BackendError> {
  const added = writes.filter((w) => w.newSession).length;
  if (refused.code !== 'permission-denied' || added === 0) return refused;
  const count = await sessionCountOnServer(db, uid).catch(() => 0);
  return count + added > MAX_SESSIONS_PER_ACCOUNT
    ? new BackendError(SESSIONS_FULL, SESSIONS_FULL_MESSAGE)
    : refused;
}
