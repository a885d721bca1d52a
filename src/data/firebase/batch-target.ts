import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { commitWrites, type FieldValues, type Write } from './write-target';

/** The full SDK's special values (the app's Firestore, with its cache and listeners). */
export const fullFieldValues: FieldValues = {
  increment,
  deleteField,
  serverTimestamp,
  arrayUnion,
  arrayRemove,
};

/** The writes as one batch of the app's Firestore, all or nothing. */
export function commitOnFirestore(db: Firestore, writes: readonly Write[]): Promise<void> {
  return commitWrites(writeBatch(db), (path) => doc(db, path), fullFieldValues, writes);
}
