import type { SharedGoalsRecord, ShareRepo } from '@/data/ports';
import {
  indexWith,
  isShareIdShape,
  SHARE_LIFE_MS,
  SHARE_LINK_LIMIT,
  shareSlot,
  type ShareIndexEntry,
} from '@/domain/sharing';
import { isStoredSnapshot, toStoredSnapshot } from '@/domain/sharing-snapshot';
import { REVIEW_SHARE_MAX_CHARS } from '@/domain/review/review-share';
import { denied, type FakeAccess } from './fake-access';

/** The id of the owner's n-th share on the fake, shaped as the app makes them (uid_20 chars). */
export const fakeShareId = (uid: string, n: number) => `${uid}_${String(n).padStart(20, '0')}`;

/**
 * The fake backend's share links, refusing what firestore.rules refuse: a share for another
 * account or by a user who is not active, a snapshot of the wrong shape or size, a share beyond
 * the account's SHARE_LINK_LIMIT live ones, a review text over REVIEW_SHARE_MAX_CHARS, and listing or revoking someone else's links. A
 * reader who is not an active user is refused like a reader of an expired link, which the real
 * adapter reports as expired.
 */
export function createFakeShares(access: FakeAccess) {
  const records = new Map<string, SharedGoalsRecord>();
  /** shareIndex/{uid}: each account's links, oldest first. */
  const indexes = new Map<string, ShareIndexEntry[]>();
  const made = new Map<string, number>();

  const mayActFor = (uid: string) => access.callerUid() === uid && access.isActiveUser();

  const repo: ShareRepo = {
    async create(uid, goals, review) {
      if (!mayActFor(uid)) throw denied();
      if (!isStoredSnapshot(toStoredSnapshot(goals))) throw denied();
      if (review !== undefined && review.length > REVIEW_SHARE_MAX_CHARS) throw denied();
      const now = Date.now();
      const entries = indexes.get(uid) ?? [];
      const oldest = entries[0];
      const slot = shareSlot(entries, now, oldest !== undefined && !records.has(oldest.id));
      if (slot.kind === 'full') return { status: 'full', oldestExpiresAt: slot.oldest.expiresAt };
      if (slot.kind === 'replace') records.delete(slot.drop.id);
      const n = (made.get(uid) ?? 0) + 1;
      made.set(uid, n);
      const id = fakeShareId(uid, n);
      const record: SharedGoalsRecord = {
        id,
        goals,
        timestamp: now,
        expiresAt: now + SHARE_LIFE_MS,
        ownerId: uid,
        ...(review === undefined ? {} : { review }),
      };
      records.set(id, record);
      indexes.set(uid, indexWith(entries, slot, { id, expiresAt: record.expiresAt }));
      return { status: 'created', id, expiresAt: record.expiresAt };
    },
    async read(id) {
      if (!access.isActiveUser()) return { status: 'expired' };
      const record = records.get(id);
      if (!record) return { status: isShareIdShape(id) ? 'expired' : 'missing' };
      if (record.expiresAt <= Date.now()) {
        records.delete(id);
        return { status: 'expired' };
      }
      return { status: 'ok', record };
    },
    async listLive(uid) {
      // The rules let an active person list only shares whose ownerId is their own uid.
      if (!mayActFor(uid)) throw denied();
      const now = Date.now();
      return [...records.values()]
        .reverse()
        .filter((record) => record.ownerId === uid && record.expiresAt > now)
        .sort((a, b) => b.expiresAt - a.expiresAt)
        .slice(0, SHARE_LINK_LIMIT);
    },
    async revoke(uid, id) {
      // The owner deletes a live share only with its index entry, in the same batch.
      if (!mayActFor(uid)) throw denied();
      const record = records.get(id);
      if (record && record.ownerId !== uid && record.expiresAt > Date.now()) throw denied();
      records.delete(id);
      const entries = indexes.get(uid);
      if (entries)
        indexes.set(
          uid,
          entries.filter((entry) => entry.id !== id),
        );
    },
  };

  return { repo, records, indexes };
}
