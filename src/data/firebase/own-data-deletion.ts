import { writeBatch, type Firestore } from 'firebase/firestore/lite';
import {
  deleteInPages,
  TALLY_DELETE_PAGE,
  deleteOwnGoals,
  finalDeletes,
  sessionsOf,
  talliesOf,
} from './user-data-deletion';

/**
 * A person deletes everything of their own account, as themself (firestore.rules allows each
 * step only to the owner): tallies, then sessions (which the rules let go without their tally
 * move once that is gone), a page at a time, goals with their counter, then in one
 * batch the share links, share index (once its shares have expired), counter and profile. No
 * tombstone: the person may sign up again. What stays is the timer document, with the count of
 * sessions written and no personal data, under an id the deleted sign-in account took with it.
 * Loaded on first use, with the lite client.
 */
export async function deleteOwnAccountData(db: Firestore, uid: string): Promise<void> {
  await deleteInPages(db, talliesOf(db, uid), TALLY_DELETE_PAGE);
  await deleteInPages(db, sessionsOf(db, uid));
  await deleteOwnGoals(db, uid);
  const last = writeBatch(db);
  for (const ref of await finalDeletes(db, uid, 'owner')) last.delete(ref);
  await last.commit();
}
