import {
  deleteField,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { liteFirestore } from './firestore-lite-db';
import type { Write, WriteTarget } from './write-target';

/**
 * The writes as one batch of a lite client: sent at once, with no local cache or persistent
 * queue to keep them in. It fails at once when offline.
 */
export function commitOnLite(db: Firestore, writes: readonly Write[]): Promise<void> {
  const batch = writeBatch(db);
  const target: WriteTarget = {
    increment,
    deleteField,
    serverTimestamp,
    set: (path, data, options) =>
      options ? batch.set(doc(db, path), data, options) : batch.set(doc(db, path), data),
    update: (path, data) => batch.update(doc(db, path), data),
    delete: (path) => batch.delete(doc(db, path)),
  };
  writes.forEach((w) => w.run(target));
  return batch.commit();
}

/** Batches on the app's lite client (signed in as the app's Firestore is). */
export const commitOnAppLite = (writes: readonly Write[]) => commitOnLite(liteFirestore(), writes);
