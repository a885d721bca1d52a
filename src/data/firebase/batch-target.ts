import {
  deleteField,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { batchTarget, type FieldValues, type Write } from './write-target';

/** The full SDK's special values (the app's Firestore, with its cache and listeners). */
export const fullFieldValues: FieldValues = { increment, deleteField, serverTimestamp };

/** The writes as one batch of the app's Firestore, all or nothing. */
export function commitOnFirestore(db: Firestore, writes: readonly Write[]): Promise<void> {
  const batch = writeBatch(db);
  const target = batchTarget(batch, (path) => doc(db, path), fullFieldValues);
  writes.forEach((w) => w.run(target));
  return batch.commit();
}
