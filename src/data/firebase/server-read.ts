import {
  runTransaction,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { onWorkingClient } from './firestore-db';

/**
 * The server's own copies of these documents, asked for directly in a (read-only) transaction.
 * getDocFromServer answers from the view of a listener on the same document when there is one,
 * and that view holds this device's changes not yet confirmed and may lag behind the server:
 * a change still on its way (or about to be refused) would pass for one the server holds.
 * The transaction's commit checks that what it read is unchanged ('failed-precondition'
 * otherwise, often on the busy timer document), so it is read again a few times before the
 * caller is told it could not be read for now.
 */
export function readOnServer(
  db: Firestore,
  refs: readonly DocumentReference[],
): Promise<DocumentSnapshot[]> {
  if (refs.length === 0) return Promise.resolve([]);
  return onWorkingClient(() =>
    runTransaction(db, (transaction) => Promise.all(refs.map((ref) => transaction.get(ref))), {
      maxAttempts: 3,
    }),
  );
}
