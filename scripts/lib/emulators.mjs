// Starts and stops the offline Firebase emulators: the Firestore jar directly (firebase-tools
// refuses Java < 21 and would download the jar) and the Auth emulator through firebase-tools.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A child started by spawnGroup: its own process group, a label for messages, and its
 * recent output.
 * @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> & {
 *   label: string | undefined,
 *   recentLog: () => string,
 * }} ManagedChild
 */

/**
 * @typedef {object} SpawnOptions
 * @property {string} [label] Names the child in messages.
 * @property {string} [logFile] Appends the child's output to this file.
 * @property {Record<string, string>} [env] Added to this process's environment.
 */

/**
 * An account as the Auth emulator exports it (only the fields read here).
 * @typedef {{ localId?: string, validSince?: string }} ExportedAccount
 */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-masterly';

/** @type {{ emulators: { firestore: { port: number }, auth: { port: number } } }} */
const FIREBASE_JSON = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
export const DEFAULT_PORTS = {
  firestore: FIREBASE_JSON.emulators.firestore.port,
  auth: FIREBASE_JSON.emulators.auth.port,
};

const JAR_NAME = 'cloud-firestore-emulator.jar';
const SYSTEM_JAR = `/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/${JAR_NAME}`;

// Saved data, in the firebase-tools export layout (see saveAuthData / saveFirestoreData).
const AUTH_DIR = 'auth_export';
const FIRESTORE_DIR = 'firestore_export';
const METADATA_FILE = 'firebase-export-metadata.json';
const SAVE_TIMEOUT_MS = 60_000;

export class SetupError extends Error {}

/** @returns {string} The path of the Firestore emulator jar. */
export function findFirestoreJar() {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new SetupError(`FIRESTORE_EMULATOR_JAR points to ${fromEnv}, which does not exist.`);
  }
  if (existsSync(SYSTEM_JAR)) return SYSTEM_JAR;
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const jar = readdirSync(cache)
      .filter((name) => /^cloud-firestore-emulator.*\.jar$/.test(name))
      .sort()
      .pop();
    if (jar) return join(cache, jar);
  }
  throw new SetupError(
    [
      'The Cloud Firestore emulator jar was not found.',
      'Install it with: sudo apt-get install google-cloud-cli-firestore-emulator',
      `(it lands in ${SYSTEM_JAR}), or set FIRESTORE_EMULATOR_JAR to the jar's path.`,
    ].join('\n'),
  );
}

export function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new SetupError(
      'Java was not found. The Firestore emulator needs Java 17 or newer.\n' +
        'Install it with: sudo apt-get install openjdk-17-jre-headless',
    );
  }
  const version = /version "(\d+)/.exec(result.stderr)?.[1];
  if (version && Number(version) < 11) {
    throw new SetupError(`Java ${version} is too old; install Java 17 or newer.`);
  }
}

/** @type {Set<ManagedChild>} */
const children = new Set();

/**
 * Spawns a child in its own process group so the whole group can be stopped.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {SpawnOptions} [options]
 * @returns {ManagedChild}
 */
function spawnGroup(command, args, { label, logFile, env } = {}) {
  const child = /** @type {ManagedChild} */ (
    spawn(command, args, {
      cwd: ROOT,
      detached: true,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  );
  child.label = label;
  /** @type {string[]} */
  const log = [];
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
    if (logFile) writeFileSync(logFile, chunk, { flag: 'a' });
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.recentLog = () => log.join('');
  watchParent(child);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

// Children run in their own process groups, so they would outlive this process if it were
// killed with SIGKILL, keep acknowledging writes that are never saved, and block the ports
// of the next run. A tiny shell per group waits on a pipe from this process: the kernel
// closes the pipe however this process ends, and the shell then kills the group at once.
/** @param {import('node:child_process').ChildProcess} child */
function watchParent(child) {
  if (!child.pid || process.platform === 'win32') return;
  const watchdog = spawn(
    '/bin/sh',
    ['-c', 'read _; kill -9 -"$1" 2>/dev/null', 'watchdog', String(child.pid)],
    {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  watchdog.on('error', () => {});
  watchdog.stdin.on('error', () => {});
  // A piped stdin is a socket, which can be unref'd (the Writable type does not say so).
  /** @type {import('node:net').Socket} */ (watchdog.stdin).unref();
  watchdog.unref();
  // Once the group is gone its id may be reused, so the watchdog must not outlive it.
  child.on('exit', () => watchdog.kill());
}

/**
 * Waits until the child's output contains the given text.
 * @param {ManagedChild} child
 * @param {string} text
 * @param {{ timeoutMs?: number }} [options]
 */
async function waitForLog(child, text, { timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!child.recentLog().includes(text)) {
    if (child.exitCode !== null) {
      throw new SetupError(`${child.label} exited early:\n${child.recentLog()}`);
    }
    if (Date.now() > deadline) {
      throw new SetupError(`Timed out waiting for ${child.label}:\n${child.recentLog()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until the URL answers with anything but a server error.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: ManagedChild }} [options] A child whose early exit
 *   ends the wait with its output.
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new SetupError(`${child.label} exited early:\n${child.recentLog()}`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new SetupError(`Timed out waiting for ${url}${child ? `\n${child.recentLog()}` : ''}`);
}

/**
 * Fails clearly when a port is taken, instead of silently talking to someone else's server.
 * @param {number} port
 * @param {string} what What the port is for, in the message.
 * @returns {Promise<void>}
 */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(
        new SetupError(
          `Port ${port} for the ${what} is already in use (is another run still going?). ` +
            'Stop it, or set MASTERLY_TEST_PORT_OFFSET for tests.',
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * @param {object} options
 * @param {number} options.port
 * @param {string} options.rulesFile
 * @param {string} [options.seedDir] Saved data to start from (see saveFirestoreData).
 * @param {string} [options.logFile]
 * @returns {Promise<ManagedChild>}
 */
export async function startFirestore({ port, rulesFile, seedDir, logFile }) {
  checkJava();
  await assertPortFree(port, 'Firestore emulator');
  const jar = findFirestoreJar();
  const args = [
    '-Duser.language=en',
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--project_id',
    PROJECT_ID,
    '--rules',
    rulesFile,
  ];
  const seed = seedDir && join(seedDir, FIRESTORE_DIR, `${FIRESTORE_DIR}.overall_export_metadata`);
  if (seed && existsSync(seed)) args.push('--seed_from_export', seed);
  const child = spawnGroup('java', args, { label: 'Firestore emulator', logFile });
  await waitForHttp(`http://127.0.0.1:${port}/`, { child });
  await warmUpRules(port);
  return child;
}

/**
 * A cold emulator compiles the rules and warms its JVM on the first requests, which on a busy
 * machine can take longer than the SDK's 10 s before it calls itself offline. A read and a
 * query that the rules judge (and refuse) take that cost here instead of in the first test.
 * @param {number} port
 */
async function warmUpRules(port) {
  const documents = `http://127.0.0.1:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  await fetch(`${documents}/users/warm-up`).catch(() => undefined);
  await fetch(`${documents}:runQuery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'goals' }], limit: 1 } }),
  }).catch(() => undefined);
}

/**
 * @param {object} options
 * @param {number} options.port The Auth emulator's port; the hub and logging take the next two.
 * @param {string} [options.importDir] Saved data to start from (see saveAuthData).
 * @param {string} [options.logFile]
 * @returns {Promise<ManagedChild>}
 */
export async function startAuth({ port, importDir, logFile }) {
  /** @type {[number, string][]} */
  const reserved = [
    [port, 'Auth emulator'],
    [port + 1, 'emulator hub'],
    [port + 2, 'emulator logging'],
  ];
  for (const [p, what] of reserved) {
    await assertPortFree(p, what);
  }
  const config = join(tmpdir(), `masterly-firebase-${process.pid}-${port}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const firebaseBin = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const args = [firebaseBin, 'emulators:start', '--only', 'auth', '--project', PROJECT_ID];
  args.push('--config', config);
  const accountsFile = importDir && join(importDir, AUTH_DIR, 'accounts.json');
  const imported = accountsFile && existsSync(accountsFile) ? readAccounts(accountsFile) : null;
  if (importDir && imported) {
    writeExportMetadata(importDir);
    args.push('--import', importDir);
  }
  const child = spawnGroup(process.execPath, args, {
    label: 'Auth emulator',
    logFile,
    env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? 'true' },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 120_000 });
  // The HTTP server answers before firebase-tools has finished importing the accounts.
  await waitForLog(child, 'All emulators ready', { timeoutMs: 120_000 });
  if (imported) await restoreValidSince({ port, users: imported });
  return child;
}

/**
 * @param {string} file
 * @returns {ExportedAccount[]}
 */
function readAccounts(file) {
  try {
    const users = JSON.parse(readFileSync(file, 'utf8')).users;
    return Array.isArray(users) ? users : [];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SetupError(`${file} is not a readable accounts export: ${reason}`);
  }
}

/**
 * The emulator's import (accounts:batchCreate) stamps every account with validSince = the
 * import time, so every ID token issued before the restart is answered with TOKEN_EXPIRED
 * and the web SDK signs its user out. Putting back the saved validSince (a privileged
 * accounts:update may set it) keeps signed-in browsers signed in across restarts, while a
 * token revoked before the save (password change, revocation) stays revoked.
 * @param {{ port: number, users: ExportedAccount[] }} options
 */
async function restoreValidSince({ port, users }) {
  const url = `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`;
  const queue = users.filter((user) => user.localId && user.validSince);
  let failed = 0;
  const worker = async () => {
    for (let user = queue.pop(); user; user = queue.pop()) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: user.localId, validSince: user.validSince }),
      });
      if (!response.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  if (failed)
    console.warn(`${failed} account(s) could not keep their sessions and must sign in again.`);
}

/**
 * Creates (or keeps) the built-in administrator with a verified e-mail.
 * @param {{ authPort: number, email: string, password: string, displayName: string }} options
 * @returns {Promise<string>} The administrator's uid.
 */
export async function seedAdministrator({ authPort, email, password, displayName }) {
  const base = `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1`;
  const headers = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  /** @type {{ users?: { localId: string }[] }} */
  const lookup = await fetch(`${base}/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: [email] }),
  }).then((r) => r.json());
  if (lookup.users?.length) return lookup.users[0].localId;
  /** @type {{ localId?: string }} */
  const created = await fetch(`${base}/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, displayName, emailVerified: true }),
  }).then((r) => r.json());
  if (!created.localId)
    throw new SetupError(`Could not seed the administrator: ${JSON.stringify(created)}`);
  return created.localId;
}

// Saved data, in the firebase-tools export layout (`firebase emulators:start --import <dir>`
// reads it too): <dir>/auth_export/{accounts,config}.json, restored with --import, and
// <dir>/firestore_export/, restored with the jar's --seed_from_export. Each part is saved on
// its own: written to a staging folder, then swapped in by rename, so one failing never costs
// the other, and a crash mid-save leaves the previous copy (see recoverData).

/** @param {string} dataDir */
function writeExportMetadata(dataDir) {
  const file = join(dataDir, METADATA_FILE);
  if (existsSync(file)) return;
  mkdirSync(dataDir, { recursive: true });
  const metadata = {
    version: 'masterly',
    firestore: {
      path: FIRESTORE_DIR,
      metadata_file: `${FIRESTORE_DIR}/${FIRESTORE_DIR}.overall_export_metadata`,
    },
    auth: { path: AUTH_DIR },
  };
  writeFileSync(`${file}.tmp`, JSON.stringify(metadata));
  renameSync(`${file}.tmp`, file);
}

/**
 * @param {string} dataDir
 * @param {string} part
 */
const stagingDir = (dataDir, part) => join(dataDir, `.saving-${part}`);

/**
 * Replaces `final` with the complete folder `staged`: final -> final.old, staged -> final,
 * then drop final.old. Only the moment between the two renames lacks `final`, and then
 * `staged` is already complete, which recoverData relies on.
 * @param {string} staged
 * @param {string} final
 */
function swapIn(staged, final) {
  const old = `${final}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(final)) renameSync(final, old);
  renameSync(staged, final);
  rmSync(old, { recursive: true, force: true });
}

/**
 * @param {string} dataDir
 * @param {string} part
 */
function recoverPart(dataDir, part) {
  const final = join(dataDir, part);
  const staged = join(stagingDir(dataDir, part), part);
  const old = `${final}.old`;
  if (!existsSync(final) && existsSync(old)) renameSync(existsSync(staged) ? staged : old, final);
  rmSync(old, { recursive: true, force: true });
  rmSync(stagingDir(dataDir, part), { recursive: true, force: true });
}

/**
 * Finishes or undoes a save that a crash interrupted; call before starting the emulators.
 * @param {string} dataDir
 */
export function recoverData(dataDir) {
  // Before Auth and Firestore were saved separately, a snapshot was swapped in from <dir>.tmp.
  const legacy = `${dataDir}.tmp`;
  if (!existsSync(dataDir) && existsSync(join(legacy, METADATA_FILE))) renameSync(legacy, dataDir);
  if (!existsSync(dataDir)) return;
  recoverPart(dataDir, AUTH_DIR);
  recoverPart(dataDir, FIRESTORE_DIR);
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<Response>}
 */
async function fetchOk(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(SAVE_TIMEOUT_MS) });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
  return response;
}

/**
 * Saves the Auth accounts and configuration.
 * @param {{ dataDir: string, authPort: number }} options
 */
export async function saveAuthData({ dataDir, authPort }) {
  const base = `http://127.0.0.1:${authPort}`;
  const owner = { authorization: 'Bearer owner' };
  const accounts = await fetchOk(
    `${base}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchGet?maxResults=-1`,
    { headers: owner },
  ).then((r) => r.text());
  const config = await fetchOk(`${base}/emulator/v1/projects/${PROJECT_ID}/config`, {
    headers: owner,
  }).then((r) => r.text());
  if (!Array.isArray(JSON.parse(accounts).users)) throw new Error('no account list in the answer');
  const staging = stagingDir(dataDir, AUTH_DIR);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(join(staging, AUTH_DIR), { recursive: true });
  writeFileSync(join(staging, AUTH_DIR, 'accounts.json'), accounts);
  writeFileSync(join(staging, AUTH_DIR, 'config.json'), config);
  writeExportMetadata(dataDir);
  swapIn(join(staging, AUTH_DIR), join(dataDir, AUTH_DIR));
  rmSync(staging, { recursive: true, force: true });
}

/**
 * Exports the whole Firestore database (the emulator writes it) and swaps it in.
 * @param {{ dataDir: string, firestorePort: number }} options
 */
export async function saveFirestoreData({ dataDir, firestorePort }) {
  const staging = stagingDir(dataDir, FIRESTORE_DIR);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  await fetchOk(`http://127.0.0.1:${firestorePort}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: staging,
      export_name: FIRESTORE_DIR,
    }),
  });
  const staged = join(staging, FIRESTORE_DIR);
  if (!existsSync(join(staged, `${FIRESTORE_DIR}.overall_export_metadata`))) {
    throw new Error('the export finished without its metadata file');
  }
  writeExportMetadata(dataDir);
  swapIn(staged, join(dataDir, FIRESTORE_DIR));
  rmSync(staging, { recursive: true, force: true });
}

/**
 * Writes the rules with the configured administrator e-mail in place of the default.
 * @param {string} adminEmail
 * @returns {string} The path of the rules file written.
 */
export function rulesFor(adminEmail) {
  const source = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
  const rules = source.replace(
    /return '[^']*@[^']*';(\s*\/\/ admin)?/,
    `return '${adminEmail.toLowerCase().replace(/'/g, '')}';`,
  );
  const file = join(tmpdir(), `masterly-firestore-${process.pid}.rules`);
  writeFileSync(file, rules);
  return file;
}

/**
 * @param {ManagedChild} child
 * @param {NodeJS.Signals} signal
 */
function killGroup(child, signal) {
  if (child.pid === undefined) return; // never started
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Stops every child group: SIGINT first, SIGKILL after a grace period.
 * @param {number} [graceMs]
 */
export async function stopAll(graceMs = 8_000) {
  const running = [...children];
  for (const child of running) killGroup(child, 'SIGINT');
  await Promise.race([
    Promise.all(
      running.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    ),
    new Promise((r) => setTimeout(r, graceMs)),
  ]);
  for (const child of running) if (child.exitCode === null) killGroup(child, 'SIGKILL');
}

/**
 * Spawns a child that stopAll stops with the emulators.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {SpawnOptions} [options]
 * @returns {ManagedChild}
 */
export function spawnManaged(command, args, options) {
  return spawnGroup(command, args, options);
}
