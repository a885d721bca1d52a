import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  writeBatch,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { PREMIUM_PLANS, type DeletedUser, type PageCursor } from '@/domain/admin-users';
import type { AdminRepo, Page } from '../ports';
import { liteFirestore } from './firestore-lite-db';
import { toProfile } from './profile-repo';

const GOALS = 'goals';
const SESSIONS = 'sessions';
const COUNTERS = 'goalCounters';
const TIMERS = 'timers';
const USERS = 'users';
const TOMBSTONES = 'deletedUsers';
const SHARES = 'sharedGoals';
const SHARE_INDEX = 'shareIndex';
/** Below Firestore's 500 writes per batch. */
const DELETE_PAGE = 400;

/** Reads pageSize + 1 rows: the extra one only tells whether another page follows. */
async function readPage<T>(
  source: Query,
  constraints: QueryConstraint[],
  after: PageCursor | null,
  pageSize: number,
  toRow: (snapshot: QueryDocumentSnapshot) => T,
  keyOf: (row: T) => string,
): Promise<Page<T>> {
  const cursor = after ? [startAfter(after.key, after.id)] : [];
  const snapshot = await getDocs(query(source, ...constraints, ...cursor, limit(pageSize + 1)));
  const docs = snapshot.docs.slice(0, pageSize);
  const rows = docs.map(toRow);
  const lastDoc = docs.at(-1);
  const lastRow = rows.at(-1);
  const more = snapshot.docs.length > pageSize && lastDoc && lastRow;
  return { rows, next: more ? { key: keyOf(lastRow), id: lastDoc.id } : null };
}

function shareIdsOf(index: Record<string, unknown> | undefined): string[] {
  const shares = Array.isArray(index?.shares) ? (index.shares as unknown[]) : [];
  return shares.flatMap((entry) => {
    const id = (entry as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.length > 0 ? [id] : [];
  });
}

function toDeletedUser(snapshot: QueryDocumentSnapshot): DeletedUser {
  const data = snapshot.data();
  return {
    uid: snapshot.id,
    email: String(data.email ?? ''),
    deletedAt: String(data.deletedAt ?? ''),
  };
}

/*
 * Indexes these queries rely on: all are served by Firestore's automatic single-field indexes
 * (each ordering ends with the document id in the same direction), so firestore.indexes.json
 * needs no composite index for them.
 *   users: createdAt desc (the newest-first pages); email asc (the prefix search, a range and
 *     an ordering on the same field); the counts: none for the total, isActive, role and
 *     subscriptionPlan ('in') each a single-field equality.
 *   deletedUsers: deletedAt desc. goals, sessions (collection group): userId, see the
 *     sessions field override.
 */

/**
 * Administrator-only reads and deletes across users; the rules refuse everyone else. Loaded on
 * first use (admin-repo.ts). `db` defaults to the app's Firestore (the rules tests pass their own).
 */
export function createAdminOps(requireSignedIn: () => void, db?: Firestore): AdminRepo {
  const database = () => db ?? liteFirestore();

  /** Deletes what the query finds, a page at a time, until nothing is left. */
  async function deleteAll(source: Query) {
    for (;;) {
      const snapshot = await getDocs(query(source, limit(DELETE_PAGE)));
      if (snapshot.empty) return;
      const batch = writeBatch(database());
      snapshot.docs.forEach((d) => batch.delete(d.ref));
      await batch.commit();
    }
  }

  return {
    async listUsers({ after, emailPrefix, pageSize }) {
      requireSignedIn();
      const users = collection(database(), USERS);
      const constraints = emailPrefix
        ? [
            where('email', '>=', emailPrefix),
            where('email', '<', `${emailPrefix}\uf8ff`),
            orderBy('email'),
            orderBy(documentId()),
          ]
        : [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];
      return readPage(
        users,
        constraints,
        after,
        pageSize,
        (d) => toProfile(d.id, d.data()),
        (user) => (emailPrefix ? user.email : user.createdAt),
      );
    },

    async userTotals() {
      requireSignedIn();
      const users = collection(database(), USERS);
      const count = async (source: Query) => (await getCount(source)).data().count;
      const [total, active, admins, premium] = await Promise.all([
        count(users),
        count(query(users, where('isActive', '==', true))),
        count(query(users, where('role', '==', 'admin'))),
        count(query(users, where('subscriptionPlan', 'in', [...PREMIUM_PLANS]))),
      ]);
      return { total, active, admins, premium };
    },

    async activeGoalCounts(uids) {
      requireSignedIn();
      const counters = await Promise.all(uids.map((uid) => getDoc(doc(database(), COUNTERS, uid))));
      return Object.fromEntries(
        counters.map((counter) => {
          const active: unknown = counter.data()?.active;
          return [counter.id, typeof active === 'number' ? active : 0];
        }),
      );
    },

    async deleteUser({ uid, email }, deletedAt) {
      requireSignedIn();
      const fs = database();
      // Sessions and goals first: if anything fails, the profile (and so the user) is still
      // listed, and deleting again finishes the job.
      await deleteAll(query(collectionGroup(fs, SESSIONS), where('userId', '==', uid)));
      await deleteAll(query(collection(fs, GOALS), where('userId', '==', uid)));
      const index = await getDoc(doc(fs, SHARE_INDEX, uid));
      const tombstone: DeletedUser = { uid, email, deletedAt };
      const last = writeBatch(fs);
      // The user's share links (at most 20, listed by their index) go with the account.
      for (const id of shareIdsOf(index.data())) last.delete(doc(fs, SHARES, id));
      last.delete(doc(fs, SHARE_INDEX, uid));
      last.delete(doc(fs, TIMERS, uid));
      last.delete(doc(fs, COUNTERS, uid));
      last.delete(doc(fs, USERS, uid));
      last.set(doc(fs, TOMBSTONES, uid), tombstone);
      await last.commit();
      return tombstone;
    },

    async listDeletedUsers({ after, pageSize }) {
      requireSignedIn();
      const tombstones = collection(database(), TOMBSTONES);
      return readPage(
        tombstones,
        [orderBy('deletedAt', 'desc'), orderBy(documentId(), 'desc')],
        after,
        pageSize,
        toDeletedUser,
        (row) => row.deletedAt,
      );
    },

    async restoreUser(uid) {
      requireSignedIn();
      await deleteDoc(doc(database(), TOMBSTONES, uid));
    },
  };
}
