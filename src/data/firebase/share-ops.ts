import {
  collection,
  doc,
  deleteDoc,
  getDoc,
  getDocFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import {
  indexWith,
  isShareIdShape,
  readShareIndex,
  SHARE_LIFE_MS,
  SHARE_LINK_LIMIT,
  shareSlot,
  type ShareSlot,
} from '@/domain/sharing';
import { readSnapshot, toStoredSnapshot } from '@/domain/sharing-snapshot';
import type { ShareCreated, SharedGoalsRead, SharedGoalsRecord, ShareRepo } from '../ports';

const SHARED_GOALS = 'sharedGoals';
/** shareIndex/{uid} = {shares: [{id, expiresAt}]}: the account's share links, oldest first. */
const SHARE_INDEX = 'shareIndex';

const millis = (value: unknown): number =>
  value instanceof Timestamp ? value.toMillis() : Number.NaN;

const isPermissionDenied = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'permission-denied';

/** A stored share as the app reads it. */
function recordOf(id: string, data: DocumentData): SharedGoalsRecord {
  return {
    id,
    goals: readSnapshot(data.goals),
    timestamp: millis(data.timestamp),
    expiresAt: millis(data.expiresAt),
    ownerId: String(data.ownerId ?? ''),
    ...(typeof data.review === 'string' ? { review: data.review } : {}),
  };
}

/** The owner's index entries as stored (from the cache, or from the server). */
async function storedIndex(ref: DocumentReference, fromServer: boolean): Promise<DocumentData[]> {
  const snapshot = await (fromServer ? getDocFromServer(ref) : getDoc(ref));
  const stored: unknown = snapshot.data()?.shares;
  return Array.isArray(stored) ? (stored as DocumentData[]) : [];
}

/** Runs `attempt` again on the server's copy when another tab or device changed it meanwhile. */
async function againFromServer<T>(attempt: (fromServer: boolean) => Promise<T>): Promise<T> {
  try {
    return await attempt(false);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    return attempt(true);
  }
}

/**
 * The Firestore operations behind ShareRepo (loaded on first use, see share-repo.ts). A share
 * is written, and revoked, in one batch with the owner's index, which the rules bound to
 * SHARE_LINK_LIMIT.
 */
export function createShareOps(db: Firestore): ShareRepo {
  const shareRef = (id: string) => doc(db, SHARED_GOALS, id);

  function forget(id: string) {
    // Best effort: any active user may delete an expired snapshot (firestore.rules).
    deleteDoc(shareRef(id)).catch((error) =>
      console.warn('Could not delete the expired share', error),
    );
  }

  /** Whether a share is gone for the server: deleted (by its TTL, say) or expired. */
  async function isGone(id: string): Promise<boolean> {
    try {
      return !(await getDoc(shareRef(id))).exists();
    } catch (error) {
      if (isPermissionDenied(error)) return true;
      throw error;
    }
  }

  /** The index as stored and where the new share goes, as the server sees it now. */
  async function plan(uid: string, fromServer: boolean) {
    const indexRef = doc(db, SHARE_INDEX, uid);
    const raw = await storedIndex(indexRef, fromServer);
    const entries = readShareIndex(raw, millis);
    let slot: ShareSlot = shareSlot(entries, Date.now());
    if (slot.kind === 'full' && (await isGone(slot.oldest.id))) {
      slot = shareSlot(entries, Date.now(), true);
    }
    return { indexRef, raw, slot };
  }

  async function write(
    uid: string,
    goals: Parameters<ShareRepo['create']>[1],
    review: string | undefined,
    fromServer: boolean,
  ): Promise<ShareCreated> {
    const { indexRef, raw, slot } = await plan(uid, fromServer);
    if (slot.kind === 'full') return { status: 'full', oldestExpiresAt: slot.oldest.expiresAt };
    // The rules bind a share id to its owner: '{uid}_{random id}'.
    const ref = shareRef(`${uid}_${doc(collection(db, SHARED_GOALS)).id}`);
    const expiresAt = Timestamp.fromMillis(Date.now() + SHARE_LIFE_MS);
    const batch = writeBatch(db);
    batch.set(ref, {
      id: ref.id,
      goals: toStoredSnapshot(goals),
      timestamp: serverTimestamp(),
      expiresAt,
      ownerId: uid,
      ...(review === undefined ? {} : { review }),
    });
    if (slot.kind === 'replace') batch.delete(shareRef(slot.drop.id));
    batch.set(indexRef, { shares: indexWith(raw, slot, { id: ref.id, expiresAt }) });
    await batch.commit();
    return { status: 'created', id: ref.id, expiresAt: expiresAt.toMillis() };
  }

  /** The share's delete and its entry's removal from the owner's index, in one batch. */
  async function revoke(uid: string, id: string, fromServer: boolean) {
    const indexRef = doc(db, SHARE_INDEX, uid);
    const raw = await storedIndex(indexRef, fromServer);
    const kept = raw.filter((entry) => entry?.id !== id);
    const batch = writeBatch(db);
    batch.delete(shareRef(id));
    if (kept.length < raw.length) batch.set(indexRef, { shares: kept });
    await batch.commit();
  }

  return {
    create: (uid, goals, review) =>
      againFromServer((fromServer) => write(uid, goals, review, fromServer)),

    revoke: (uid, id) => againFromServer((fromServer) => revoke(uid, id, fromServer)),

    async listLive(uid) {
      // From the server: a link made on another device counts, one the server refused does not.
      // The rules let the owner list their own shares only (a query on ownerId == uid).
      const snapshot = await getDocsFromServer(
        query(
          collection(db, SHARED_GOALS),
          where('ownerId', '==', uid),
          where('expiresAt', '>', Timestamp.now()),
          orderBy('expiresAt', 'desc'),
          limit(SHARE_LINK_LIMIT),
        ),
      );
      return snapshot.docs.map((d) => recordOf(d.id, d.data({ serverTimestamps: 'estimate' })));
    },

    async read(id): Promise<SharedGoalsRead> {
      let data: DocumentData | undefined;
      try {
        const snapshot = await getDoc(shareRef(id));
        data = snapshot.data({ serverTimestamps: 'estimate' });
      } catch (error) {
        // The rules refuse an active reader only once the snapshot has expired.
        if (!isPermissionDenied(error)) throw error;
        forget(id);
        return { status: 'expired' };
      }
      // A link the app made that is gone has expired (a TTL removed it) or been revoked.
      if (!data) return { status: isShareIdShape(id) ? 'expired' : 'missing' };
      const record = recordOf(id, data);
      if (!(record.expiresAt > Date.now())) {
        forget(id);
        return { status: 'expired' };
      }
      return { status: 'ok', record };
    },
  };
}
