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
} from 'firebase/firestore/lite';
import { liteFirestore } from './firestore-lite-db';
import { commitOn, type FieldValues, type Write } from './write-target';

const liteFieldValues: FieldValues = {
  increment,
  deleteField,
  serverTimestamp,
  arrayUnion,
  arrayRemove,
};

/**
 * The writes as one batch of the lite client, all or nothing: one request, nothing laid into the
 * device's cache or persistent queue (an import's thousands of sessions would keep the page busy
 * for a minute doing so, docs/adr/0004). A batch with writes built on stored documents (an
 * import's tally sums) is one transaction.
 */
export function commitOnLite(writes: readonly Write[], db: Firestore = liteFirestore()) {
  return commitOn(
    {
      ref: (path) => doc(db, path),
      values: liteFieldValues,
      batch: () => writeBatch(db),
      transaction: (run) => runTransaction(db, run),
    },
    writes,
  );
}
