import type { SharedGoalsRecord, ShareRepo } from '@/data/ports';
import { indexWith, SHARE_LIFE_MS, shareSlot, type ShareIndexEntry } from '@/domain/sharing';
import { isStoredSnapshot, toStoredSnapshot } from '@/domain/sharing-snapshot';
import { denied, type FakeAccess } from './fake-access';

/**
 * The fake backend's share links, refusing what firestore.rules refuses: a share for another
 * account or by a user who is not active, a snapshot of the wrong shape or size, and a share
 * beyond the account's SHARE_LINK_LIMIT live ones. A reader who is not an active user is
 * refused like a reader of an expired link, which the real adapter reports as expired.
 */
export function createFakeShares(access: FakeAccess) {
  const records = new Map<string, SharedGoalsRecord>();
  /** shareIndex/{uid}: each account's links, oldest first. */
  const indexes = new Map<string, ShareIndexEntry[]>();
  let next = 1;

  const repo: ShareRepo = {
    async create(uid, goals) {
      if (access.callerUid() !== uid || !access.isActiveUser()) throw denied();
      if (!isStoredSnapshot(toStoredSnapshot(goals))) throw denied();
      const now = Date.now();
      const entries = indexes.get(uid) ?? [];
      const oldest = entries[0];
      const slot = shareSlot(entries, now, oldest !== undefined && !records.has(oldest.id));
      if (slot.kind === 'full') return { status: 'full', oldestExpiresAt: slot.oldest.expiresAt };
      if (slot.kind === 'replace') records.delete(slot.drop.id);
      const id = `share-${next++}`;
      const record = { id, goals, timestamp: now, expiresAt: now + SHARE_LIFE_MS, ownerId: uid };
      records.set(id, record);
      indexes.set(uid, indexWith(entries, slot, { id, expiresAt: record.expiresAt }));
      return { status: 'created', id, expiresAt: record.expiresAt };
    },
    async read(id) {
      if (!access.isActiveUser()) return { status: 'expired' };
      const record = records.get(id);
      if (!record) return { status: 'missing' };
      if (record.expiresAt <= Date.now()) {
        records.delete(id);
        return { status: 'expired' };
      }
      return { status: 'ok', record };
    },
  };

  return { repo, records, indexes };
}
