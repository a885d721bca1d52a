import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { emulatorHost, firebaseApp, usesEmulators } from './firebase-app';

let db: Firestore | undefined;

/** One Firestore instance with the persistent multi-tab cache, so reads are served offline. */
export function firestore(): Firestore {
  if (db) return db;
  db = initializeFirestore(firebaseApp(), {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (usesEmulators) {
    const port = Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT || 8080);
    connectFirestoreEmulator(db, emulatorHost, port);
  }
  return db;
}
