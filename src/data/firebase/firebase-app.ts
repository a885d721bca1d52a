import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';

const env = import.meta.env;

export const usesEmulators = env.VITE_USE_EMULATORS === 'true' || !env.VITE_FIREBASE_API_KEY;

/**
 * Emulator addresses set on the page before the app loads (the end-to-end tests do, through an
 * init script), so one build serves every test project and port; they win over the built-in
 * ones. A production build never reads them.
 */
interface RuntimeEmulators {
  projectId?: string;
  firestorePort?: number;
  authPort?: number;
}
const runtime: RuntimeEmulators =
  (usesEmulators && (globalThis as { masterlyEmulators?: RuntimeEmulators }).masterlyEmulators) ||
  {};

export const emulatorHost = env.VITE_EMULATOR_HOST || '127.0.0.1';
export const firestoreEmulatorPort =
  runtime.firestorePort ?? Number(env.VITE_FIRESTORE_EMULATOR_PORT || 8080);
export const authEmulatorPort = runtime.authPort ?? Number(env.VITE_AUTH_EMULATOR_PORT || 9099);

export function firebaseApp(): FirebaseApp {
  if (getApps().length) return getApp();
  if (usesEmulators) {
    return initializeApp({
      apiKey: 'demo-api-key',
      authDomain: 'demo-masterly.firebaseapp.com',
      projectId: runtime.projectId ?? (env.VITE_FIREBASE_PROJECT_ID || 'demo-masterly'),
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
