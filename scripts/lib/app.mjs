import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, SetupError, assertPortFree, spawnManaged, waitForHttp } from './emulators.mjs';

const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * Environment that points a build of the app at the local emulators.
 * @param {{ firestorePort: number, authPort: number, adminEmail: string }} options
 * @returns {Record<string, string>}
 */
export function emulatorBuildEnv({ firestorePort, authPort, adminEmail }) {
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: 'demo-masterly',
    VITE_FIRESTORE_EMULATOR_PORT: String(firestorePort),
    VITE_AUTH_EMULATOR_PORT: String(authPort),
    VITE_ADMIN_EMAIL: adminEmail,
  };
}

/**
 * Builds the app with Vite; throws a SetupError when the build fails.
 * @param {object} options
 * @param {Record<string, string>} options.env Added to this process's environment.
 * @param {string} [options.outDir]
 * @param {boolean} [options.quiet] Keeps the build's output unless it fails.
 */
export function buildApp({ env, outDir = 'dist', quiet = false }) {
  const result = spawnSync(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new SetupError(`The app build failed.\n${quiet ? result.stdout + result.stderr : ''}`);
  }
}

/**
 * Serves a build with `vite preview`, stopped by stopAll. It sends the headers of firebase.json's
 * hosting (build/hosting-headers.ts); the Content-Security-Policy's connect-src also allows the
 * emulators on `emulatorPorts`.
 * @param {{ port: number, outDir?: string, emulatorPorts: readonly number[] }} options
 * @returns {Promise<import('./emulators.mjs').ManagedChild>}
 */
export async function serveApp({ port, outDir = 'dist', emulatorPorts }) {
  await assertPortFree(port, 'app');
  const args = [VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'];
  const host = process.env.VITE_EMULATOR_HOST || '127.0.0.1';
  const origins = emulatorPorts.map((emulatorPort) => `http://${host}:${emulatorPort}`);
  const child = spawnManaged(process.execPath, args, {
    label: 'App server',
    env: { MASTERLY_EMULATOR_ORIGINS: origins.join(' ') },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, { child });
  return child;
}
