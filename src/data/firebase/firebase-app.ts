import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';

const env = import.meta.env;

export const usesEmulators = env.VITE_USE_EMULATORS === 'true' || !env.VITE_FIREBASE_API_KEY;
export const emulatorHost = env.VITE_EMULATOR_HOST || '127.0.0.1';
export const firestoreEmulatorPort = Number(env.VITE_FIRESTORE_EMULATOR_PORT || 8080);

export function firebaseApp(): FirebaseApp {
  if (getApps().length) return getApp();
  if (usesEmulators) {
    return initializeApp({
      apiKey: 'demo-api-key',
      authDomain: 'demo-masterly.firebaseapp.com',
      projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-masterly',
    });
  }
  return initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  });
}
