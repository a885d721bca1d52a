// Each end-to-end file works in a Firestore project of its own on the shared emulators, so the
// campaigns, profiles and goals one file writes never show in another file running beside it.
// The Auth emulator serves one project to every file (each test makes its own accounts).
import { basename } from 'node:path';
import { expect } from 'vitest';

const file = basename(expect.getState().testPath ?? 'shared').replace(/\.e2e\.ts$/, '');
export const PROJECT_ID = `demo-e2e-${file.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
export const AUTH_PROJECT_ID = 'demo-masterly';

export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8181';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
export const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
/** The REST address of this file's documents. */
export const DOCUMENTS = `http://${FIRESTORE_HOST}/v1/${DATABASE}/documents`;

const portOf = (host: string) => Number(host.split(':').pop());

/** What the app reads before it connects (src/data/firebase/firebase-app.ts). */
export const APP_EMULATORS = {
  projectId: PROJECT_ID,
  firestorePort: portOf(FIRESTORE_HOST),
  authPort: portOf(AUTH_HOST),
};
