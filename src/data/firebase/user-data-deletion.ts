import {
  collection,
  collectionGroup,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  Timestamp,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase/firestore/lite';

const GOALS = 'goals';
const SESSIONS = 'sessions';
const TALLIES = 'goalTallies';
const COUNTERS = 'goalCounters';
const TIMERS = 'timers';
const USERS = 'users';
const SHARES = 'sharedGoals';
const SHARE_INDEX = 'shareIndex';
/** Below Firestore's 500 writes per batch. */
export const DELETE_PAGE = 400;
/**
 * Tally documents read per page: the rules bound each to under 40 KB (firestore.rules,
 * goalTallies), so a page is under 2 MB whatever a user stored in them.
 */
export const TALLY_DELETE_PAGE = 50;
/** Goals deleted at once by their owner, each in its own batch with the counter. */
const OWNER_GOAL_DELETES_AT_ONCE = 8;

/**
 * Deleting one person's data, a page at a time, so it works with years of sessions. Shared by
 * the administrator's delete of a user (admin-ops.ts, which adds the tombstone) and a person's
 * delete of their own account (own-data-deletion.ts). Order: sessions, goals, then one last batch
 * (finalDeletes) with the share links, the share index, timer, counter and profile; if anything
 * fails on the way, the profile is still there and deleting again finishes the job.
 */
export async function deleteInPages(
  db: Firestore,
  source: Query,
  page = DELETE_PAGE,
): Promise<void> {
  for (;;) {
    const snapshot = await getDocs(query(source, limit(page)));
    if (snapshot.empty) return;
    const batch = writeBatch(db);
    snapshot.docs.forEach((d) => batch.delete(d.ref));
    await batch.commit();
  }
}

export const sessionsOf = (db: Firestore, uid: string): Query =>
  query(collectionGroup(db, SESSIONS), where('userId', '==', uid));

export const talliesOf = (db: Firestore, uid: string): Query =>
  query(collection(db, TALLIES), where('userId', '==', uid));

export const goalsOf = (db: Firestore, uid: string): Query =>
  query(collection(db, GOALS), where('userId', '==', uid));

/**
 * The owner deletes a goal only with the goal counter moved for it and every tally it lists
 * deleted in the same batch (gone already, but the rules read them free only there).
 */
function ownerGoalDelete(db: Firestore, uid: string, goal: QueryDocumentSnapshot): WriteBatch {
  const wasActive = goal.data().completed !== true;
  const listed: unknown = goal.data().tallyYears;
  const batch = writeBatch(db);
  batch.delete(goal.ref);
  for (const year of Array.isArray(listed) ? listed : []) {
    batch.delete(doc(db, TALLIES, `${goal.id}_${String(year)}`));
  }
  batch.set(
    doc(db, COUNTERS, uid),
    {
      active: increment(wasActive ? -1 : 0),
      total: increment(-1),
      lastGoalId: goal.id,
      importIds: deleteField(),
      importActiveIds: deleteField(),
    },
    { merge: true },
  );
  return batch;
}

/**
 * The owner's goals, a page at a time; each goal is its own small batch that moves the goal
 * counter (as the rules require of an owner), a few of them at once.
 */
export async function deleteOwnGoals(db: Firestore, uid: string): Promise<void> {
  for (;;) {
    const snapshot = await getDocs(query(goalsOf(db, uid), limit(DELETE_PAGE)));
    if (snapshot.empty) return;
    const pending = [...snapshot.docs];
    const worker = async () => {
      for (let goal = pending.shift(); goal; goal = pending.shift()) {
        await ownerGoalDelete(db, uid, goal).commit();
      }
    };
    await Promise.all(Array.from({ length: OWNER_GOAL_DELETES_AT_ONCE }, worker));
  }
}

function sharesIn(
  index: Record<string, unknown> | undefined,
): { id?: unknown; expiresAt?: unknown }[] {
  return Array.isArray(index?.shares) ? (index.shares as { id?: unknown }[]) : [];
}

function shareIdsIn(index: Record<string, unknown> | undefined): string[] {
  return sharesIn(index).flatMap(({ id }) => (typeof id === 'string' && id.length > 0 ? [id] : []));
}

/** A device clock may be this far ahead of the server's. */
const CLOCK_MARGIN_MS = 10 * 60_000;

/** Whether the rules let the owner delete the index: every share it lists has expired. */
function allExpired(index: Record<string, unknown> | undefined): boolean {
  const before = Date.now() - CLOCK_MARGIN_MS;
  return sharesIn(index).every(
    ({ expiresAt }) => expiresAt instanceof Timestamp && expiresAt.toMillis() <= before,
  );
}

/**
 * The last documents of an account, for one batch: its share links (at most 20, listed by the
 * share index), the share index, timer, goal counter and, last, the profile. The owner keeps an
 * index that lists a share not yet expired: the rules keep it until then (see shareIndex), so an
 * account closed while shares lived leaves it behind, naming share links that are gone. The
 * owner keeps the timer too: it holds the count of sessions the account wrote, which must
 * outlive a profile (firestore.rules, timers).
 */
export async function finalDeletes(
  db: Firestore,
  uid: string,
  by: 'owner' | 'administrator',
): Promise<DocumentReference[]> {
  const index = await getDoc(doc(db, SHARE_INDEX, uid));
  const keepIndex = by === 'owner' && !allExpired(index.data());
  return [
    ...shareIdsIn(index.data()).map((id) => doc(db, SHARES, id)),
    ...(keepIndex ? [] : [doc(db, SHARE_INDEX, uid)]),
    ...(by === 'owner' ? [] : [doc(db, TIMERS, uid)]),
    doc(db, COUNTERS, uid),
    doc(db, USERS, uid),
  ];
}
