// `npm start`: Firestore + Auth emulators with persistent data, the built-in administrator,
// and a production build of the app served locally. Ctrl-C stops everything and keeps the data.
import { join, resolve } from 'node:path';
import {
  DEFAULT_PORTS,
  ROOT,
  SetupError,
  recoverData,
  rulesFor,
  saveAuthData,
  saveFirestoreData,
  seedAdministrator,
  startAuth,
  startFirestore,
  stopAll,
} from './lib/emulators.mjs';
import { buildApp, emulatorBuildEnv, serveApp } from './lib/app.mjs';

const adminEmail = (process.env.VITE_ADMIN_EMAIL || 'admin@masterly.app').toLowerCase();
const adminPassword = process.env.ADMIN_PASSWORD || 'masterly-admin';
const port = Number(process.env.PORT || 5173);
const dataDir = resolve(process.env.MASTERLY_DATA_DIR || join(ROOT, '.emulator-data'));
const ports = DEFAULT_PORTS;
// Each part is saved on its own timer; a crash loses at most this interval plus one save.
const SAVE_EVERY_MS = 1_000;

/**
 * One independently saved part of the data: its failures never stop the other part.
 * @param {string} name
 * @param {() => Promise<void>} save
 */
function saver(name, save) {
  /** @type {Promise<void> | null} */
  let running = null;
  let failing = false;
  const run = async () => {
    try {
      await save();
      if (failing) console.log(`The ${name} data is being saved again.`);
      failing = false;
    } catch (error) {
      if (!failing) {
        console.warn(
          `Could not save the ${name} data (${reasonOf(error)}); ` +
            'the last saved copy is kept and saving is retried every second.',
        );
      }
      failing = true;
    } finally {
      running = null;
    }
  };
  return {
    /** Starts a save unless one is still running. */
    tick: () => (running ??= run()),
    /** Waits for a running save, then saves once more. */
    flush: async () => {
      await running;
      await (running ??= run());
    },
  };
}

/**
 * Why a save failed: fetch puts the network error (connection refused...) in its cause.
 * @param {unknown} error
 */
function reasonOf(error) {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

const savers = [
  saver('Auth', () => saveAuthData({ dataDir, authPort: ports.auth })),
  saver('Firestore', () => saveFirestoreData({ dataDir, firestorePort: ports.firestore })),
];

/** @type {NodeJS.Timeout | undefined} */
let saveTimer;
let stopping = false;
let emulatorsReady = false;

/** @param {number} [code] The exit code. */
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  clearInterval(saveTimer);
  if (emulatorsReady) {
    console.log('\nStopping: saving data and closing the emulators...');
    await Promise.all(savers.map((s) => s.flush()));
  }
  await stopAll(emulatorsReady ? 8_000 : 2_000);
  if (emulatorsReady) console.log(`Data kept in ${dataDir}. Bye.`);
  process.exit(code);
}

/** @param {import('./lib/emulators.mjs').ManagedChild} child */
function warnIfStopped(child) {
  child.once('exit', (exitCode, signal) => {
    if (stopping) return;
    console.warn(
      `\nThe ${child.label} stopped unexpectedly (${signal ?? `exit code ${exitCode}`}). ` +
        'Its data up to its last save is kept; press Ctrl-C and run npm start again.',
    );
  });
}

async function main() {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  recoverData(dataDir);
  console.log('Starting the Firestore emulator...');
  const firestore = await startFirestore({
    port: ports.firestore,
    rulesFile: rulesFor(adminEmail),
    seedDir: dataDir,
  });
  warnIfStopped(firestore);
  console.log('Starting the Auth emulator...');
  const auth = await startAuth({ port: ports.auth, importDir: dataDir });
  warnIfStopped(auth);
  await seedAdministrator({
    authPort: ports.auth,
    email: adminEmail,
    password: adminPassword,
    displayName: 'Administrator',
  });
  emulatorsReady = true;
  saveTimer = setInterval(() => savers.forEach((s) => s.tick()), SAVE_EVERY_MS);

  console.log('Building the app...');
  buildApp({
    env: emulatorBuildEnv({ firestorePort: ports.firestore, authPort: ports.auth, adminEmail }),
  });
  await serveApp({ port, emulatorPorts: [ports.firestore, ports.auth] });

  console.log(`
  Masterly is running at http://localhost:${port}/
    Administrator: ${adminEmail} / ${adminPassword}
    Firestore emulator 127.0.0.1:${ports.firestore}, Auth emulator 127.0.0.1:${ports.auth}
  Press Ctrl-C to stop (data is kept in ${dataDir}).
`);
}

main().catch(async (error) => {
  console.error(error instanceof SetupError ? `\n${error.message}\n` : error);
  await shutdown(1);
});
