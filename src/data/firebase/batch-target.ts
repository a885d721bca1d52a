import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  commitWrites,
  readsFirst,
  writeInTransaction,
  type FieldValues,
  type Write,
} from './write-target';

/** The full SDK's special values (the app's Firestore, with its cache and listeners). */
export const fullFieldValues: FieldValues = {
  increment,
  deleteField,
  serverTimestamp,
  arrayUnion,
  arrayRemove,
};

/**
 * The writes as one batch of the app's Firestore, all or nothing; one transaction when a write
 * is built on a stored document (online only: an import's, never the outbox's).
 */
export function commitOnFirestore(db: Firestore, writes: readonly Write[]): Promise<void> {
  const ref = (path: string) => doc(db, path);
  if (readsFirst(writes)) {
    return runTransaction(db, (transaction) =>
      writeInTransaction(transaction, ref, fullFieldValues, writes),
    );
  }
  return commitWrites(writeBatch(db), ref, fullFieldValues, writes);
}
