// Runs a command against fresh, throw-away emulators (and optionally a built app):
//   node scripts/with-emulators.mjs --firestore [--auth] [--app | --dist] -- <command...>
// --app builds the app with the emulator ports baked in (the benchmarks); --dist serves the
// production build in dist/ (building it first when missing or stale), whose pages are told
// the emulator addresses at run time (the end-to-end tests: tests/e2e/browser.ts).
import { spawn } from 'node:child_process';
import {
  SetupError,
  rulesFor,
  seedAdministrator,
  startAuth,
  startFirestore,
  stopAll,
} from './lib/emulators.mjs';
import { buildApp, emulatorBuildEnv, serveApp } from './lib/app.mjs';
import { DIST, ensureDist } from './lib/dist.mjs';

const separator = process.argv.indexOf('--');
const flags = new Set(process.argv.slice(2, separator));
const command = process.argv.slice(separator + 1);
// Without `--` the slice above would be this very command line, which would run itself again.
if (separator === -1 || command.length === 0) {
  console.error(
    'Usage: node scripts/with-emulators.mjs --firestore [--auth] [--app | --dist] -- <command...>',
  );
  process.exit(2);
}

// Test ports differ from `npm start`'s so the suite runs while the app is running;
// MASTERLY_TEST_PORT_OFFSET moves them all, to run two suites side by side.
const offset = Number(process.env.MASTERLY_TEST_PORT_OFFSET ?? 0);
const ports = { firestore: 8181 + offset, auth: 9199 + offset, app: 5183 + offset };
const adminEmail = 'admin@masterly.app';
const adminPassword = 'masterly-admin';
const outDir = `node_modules/.cache/masterly-test-dist-${ports.app}`;

async function main() {
  /** @type {Record<string, string>} */
  const env = {
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    GCLOUD_PROJECT: 'demo-masterly',
  };
  const servesApp = flags.has('--app') || flags.has('--dist');
  if (flags.has('--app')) {
    buildApp({
      env: emulatorBuildEnv({ firestorePort: ports.firestore, authPort: ports.auth, adminEmail }),
      outDir,
      quiet: true,
    });
  } else if (flags.has('--dist')) {
    ensureDist();
  }
  // The two emulators start side by side: each spends seconds warming up on its own.
  /** @type {Promise<unknown>[]} */
  const starting = [];
  if (flags.has('--firestore') || servesApp) {
    starting.push(startFirestore({ port: ports.firestore, rulesFile: rulesFor(adminEmail) }));
    env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  }
  if (flags.has('--auth') || servesApp) {
    starting.push(
      startAuth({ port: ports.auth }).then(() =>
        seedAdministrator({
          authPort: ports.auth,
          email: adminEmail,
          password: adminPassword,
          displayName: 'Administrator',
        }),
      ),
    );
    env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  }
  if (servesApp) {
    starting.push(
      serveApp({
        port: ports.app,
        outDir: flags.has('--app') ? outDir : DIST,
        emulatorPorts: [ports.firestore, ports.auth],
      }),
    );
    env.APP_URL = `http://127.0.0.1:${ports.app}`;
  }
  await Promise.all(starting);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  await stopAll();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll(2_000);
    process.exit(130);
  });
}

main().catch(async (error) => {
  console.error(error instanceof SetupError ? error.message : error);
  await stopAll(2_000);
  process.exit(1);
});
