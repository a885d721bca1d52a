import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { emulatorHost, firebaseApp, firestoreEmulatorPort, usesEmulators } from './firebase-app';

let db: Firestore | undefined;

/**
 * The lite Firestore client (one-off reads and writes, no cache or listeners) for the
 * administrator's operations: it loads with the admin page only, so their queries add nothing
 * to the client every other page shares.
 */
export function liteFirestore(): Firestore {
  if (db) return db;
  db = getFirestore(firebaseApp());
  if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestoreEmulatorPort);
  return db;
}
