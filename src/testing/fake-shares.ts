import { BackendError, type SharedGoalsRecord, type ShareRepo } from '@/data/ports';
import { indexWith, SHARE_LIFE_MS, shareSlot, type ShareIndexEntry } from '@/domain/sharing';
import { isStoredSnapshot, toStoredSnapshot } from '@/domain/sharing-snapshot';

/**
 * The fake backend's share links, refusing what firestore.rules refuses: a snapshot of the
 * wrong shape or size, and a share beyond the account's SHARE_LINK_LIMIT live ones.
 */
export function createFakeShares() {
  const records = new Map<string, SharedGoalsRecord>();
  /** shareIndex/{uid}: each account's links, oldest first. */
  const indexes = new Map<string, ShareIndexEntry[]>();
  let next = 1;

  const repo: ShareRepo = {
    async create(uid, goals) {
      if (!isStoredSnapshot(toStoredSnapshot(goals))) {
        throw new BackendError('permission-denied', 'Missing or insufficient permissions.');
      }
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
