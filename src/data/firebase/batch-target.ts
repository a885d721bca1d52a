import {
  deleteField,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { FieldValues, Write, WriteTarget } from './write-target';

/** The full SDK's special values (the app's Firestore, with its cache and listeners). */
export const fullFieldValues: FieldValues = { increment, deleteField, serverTimestamp };

/** The writes as one batch of the app's Firestore, all or nothing. */
export function commitOnFirestore(db: Firestore, writes: readonly Write[]): Promise<void> {
  const batch = writeBatch(db);
  const target: WriteTarget = {
    ...fullFieldValues,
    set: (path, data, options) =>
      options ? batch.set(doc(db, path), data, options) : batch.set(doc(db, path), data),
    update: (path, data) => batch.update(doc(db, path), data),
    delete: (path) => batch.delete(doc(db, path)),
  };
  writes.forEach((w) => w.run(target));
  return batch.commit();
}
