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
import { onWorkingClient } from './firestore-db';
import { commitOn, type FieldValues, type Write } from './write-target';

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
  return onWorkingClient(() =>
    commitOn(
      {
        ref: (path) => doc(db, path),
        values: fullFieldValues,
        batch: () => writeBatch(db),
        transaction: (run) => runTransaction(db, run),
      },
      writes,
    ),
  );
}
