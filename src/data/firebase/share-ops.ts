import {
  collection,
  doc,
  deleteDoc,
  getDoc,
  getDocFromServer,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  indexWith,
  readShareIndex,
  SHARE_LIFE_MS,
  shareSlot,
  type ShareSlot,
} from '@/domain/sharing';
import { readSnapshot, toStoredSnapshot } from '@/domain/sharing-snapshot';
import type { ShareCreated, SharedGoalsRead, ShareRepo } from '../ports';

const SHARED_GOALS = 'sharedGoals';
/** shareIndex/{uid} = {shares: [{id, expiresAt}]}: the account's share links, oldest first. */
const SHARE_INDEX = 'shareIndex';

const millis = (value: unknown): number =>
  value instanceof Timestamp ? value.toMillis() : Number.NaN;

const isPermissionDenied = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'permission-denied';

/**
 * The Firestore operations behind ShareRepo (loaded on first use, see share-repo.ts). A share
 * is written in one batch with the owner's index, which the rules bound to SHARE_LINK_LIMIT.
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
    const snapshot = await (fromServer ? getDocFromServer(indexRef) : getDoc(indexRef));
    const stored: unknown = snapshot.data()?.shares;
    const raw = Array.isArray(stored) ? (stored as DocumentData[]) : [];
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
    });
    if (slot.kind === 'replace') batch.delete(shareRef(slot.drop.id));
    batch.set(indexRef, { shares: indexWith(raw, slot, { id: ref.id, expiresAt }) });
    await batch.commit();
    return { status: 'created', id: ref.id, expiresAt: expiresAt.toMillis() };
  }

  return {
    async create(uid, goals) {
      try {
        return await write(uid, goals, false);
      } catch (error) {
        // Another tab or device changed the index meanwhile: plan again from the server's.
        if (!isPermissionDenied(error)) throw error;
        return write(uid, goals, true);
      }
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
      if (!data) return { status: 'missing' };
      const expiresAt = millis(data.expiresAt);
      if (!(expiresAt > Date.now())) {
        forget(id);
        return { status: 'expired' };
      }
      return {
        status: 'ok',
        record: {
          id,
          goals: readSnapshot(data.goals),
          timestamp: millis(data.timestamp),
          expiresAt,
          ownerId: String(data.ownerId ?? ''),
        },
      };
    },
  };
}
