import {
  collection,
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
import { toProfile } from './profile-repo';
import {
  deleteInPages,
  finalDeletes,
  goalsOf,
  sessionsOf,
  talliesOf,
  TALLY_DELETE_PAGE,
} from './user-data-deletion';

const COUNTERS = 'goalCounters';
const USERS = 'users';
const TOMBSTONES = 'deletedUsers';

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
 * first use (admin-repo.ts), on the lite client `db`.
 */
export function createAdminOps(requireSignedIn: () => void, db: Firestore): AdminRepo {
  const database = () => db;

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
      await deleteInPages(fs, sessionsOf(fs, uid));
      await deleteInPages(fs, talliesOf(fs, uid), TALLY_DELETE_PAGE);
      await deleteInPages(fs, goalsOf(fs, uid));
      const tombstone: DeletedUser = { uid, email, deletedAt };
      const last = writeBatch(fs);
      // The user's share links, share index, timer, counter and profile go with the account.
      for (const ref of await finalDeletes(fs, uid, 'administrator')) last.delete(ref);
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
