import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { emulatorHost, firebaseApp, firestoreEmulatorPort, usesEmulators } from './firebase-app';

let db: Firestore | undefined;

/** One Firestore instance with the persistent multi-tab cache, so reads are served offline. */
export function firestore(): Firestore {
  if (db) return db;
  db = initializeFirestore(firebaseApp(), {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestoreEmulatorPort);
  return db;
}
