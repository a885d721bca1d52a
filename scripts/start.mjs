// `npm start`: Firestore + Auth emulators with persistent data, the built-in administrator,
// and a production build of the app served locally. Ctrl-C stops everything and keeps the data.
import { join } from 'node:path';
import {
  DEFAULT_PORTS,
  ROOT,
  SetupError,
  rulesFor,
  seedAdministrator,
  snapshotData,
  startAuth,
  startFirestore,
  stopAll,
} from './lib/emulators.mjs';
import { buildApp, emulatorBuildEnv, serveApp } from './lib/app.mjs';

const adminEmail = (process.env.VITE_ADMIN_EMAIL || 'admin@masterly.app').toLowerCase();
const adminPassword = process.env.ADMIN_PASSWORD || 'masterly-admin';
const port = Number(process.env.PORT || 5173);
const dataDir = process.env.MASTERLY_DATA_DIR || join(ROOT, '.emulator-data');
const ports = DEFAULT_PORTS;
const SNAPSHOT_EVERY_MS = 5_000;

let snapshotTimer;
let stopping = false;
let emulatorsReady = false;

async function saveData() {
  if (!emulatorsReady) return;
  try {
    await snapshotData({ dataDir, firestorePort: ports.firestore, authPort: ports.auth });
  } catch (error) {
    console.warn(`Could not save emulator data: ${error.message}`);
  }
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  clearInterval(snapshotTimer);
  console.log('\nStopping: saving data and closing the emulators...');
  await saveData();
  await stopAll();
  console.log(`Data kept in ${dataDir}. Bye.`);
  process.exit(code);
}

async function main() {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  console.log('Starting the Firestore emulator...');
  await startFirestore({
    port: ports.firestore,
    rulesFile: rulesFor(adminEmail),
    seedDir: dataDir,
  });
  console.log('Starting the Auth emulator...');
  await startAuth({ port: ports.auth, importDir: dataDir });
  await seedAdministrator({
    authPort: ports.auth,
    email: adminEmail,
    password: adminPassword,
    displayName: 'Administrator',
  });
  emulatorsReady = true;
  snapshotTimer = setInterval(saveData, SNAPSHOT_EVERY_MS);

  console.log('Building the app...');
  buildApp({
    env: emulatorBuildEnv({ firestorePort: ports.firestore, authPort: ports.auth, adminEmail }),
  });
  await serveApp({ port });

  console.log(`
  Masterly is running at http://localhost:${port}/
    Administrator: ${adminEmail} / ${adminPassword}
    Firestore emulator 127.0.0.1:${ports.firestore}, Auth emulator 127.0.0.1:${ports.auth}
  Press Ctrl-C to stop (data is kept in ${dataDir}).
`);
}

main().catch(async (error) => {
  console.error(error instanceof SetupError ? `\n${error.message}\n` : error);
  await stopAll(2_000);
  process.exit(1);
});
