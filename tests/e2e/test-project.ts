// Each end-to-end file works in a Firestore project of its own on the shared emulators, so the
// campaigns, profiles and goals one file writes never show in another file running beside it.
// The Auth emulator serves one project to every file (each test makes its own accounts).
// A worker runs file after file with its modules loaded once (vitest.e2e.config.ts), so the
// project is chosen per file by the setup file (warm-up.ts), before the file is loaded; the
// names below are live bindings that follow it.
import { basename } from 'node:path';

export const AUTH_PROJECT_ID = 'demo-masterly';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8181';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';

const portOf = (host: string) => Number(host.split(':').pop());

export let PROJECT_ID = '';
export let DATABASE = '';
/** The REST address of this file's documents. */
export let DOCUMENTS = '';
/** What the app reads before it connects (src/data/firebase/firebase-app.ts). */
export let APP_EMULATORS = { projectId: '', firestorePort: 0, authPort: 0 };

/** Makes the project of the test file at `testPath` the current one. */
export function useProjectOf(testPath: string | undefined) {
  const file = basename(testPath ?? 'shared').replace(/\.e2e\.ts$/, '');
  PROJECT_ID = `demo-e2e-${file.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
  DOCUMENTS = `http://${FIRESTORE_HOST}/v1/${DATABASE}/documents`;
  APP_EMULATORS = {
    projectId: PROJECT_ID,
    firestorePort: portOf(FIRESTORE_HOST),
    authPort: portOf(AUTH_HOST),
  };
}
