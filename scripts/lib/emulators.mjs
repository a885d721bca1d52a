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

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-masterly';

const FIREBASE_JSON = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
export const DEFAULT_PORTS = {
  firestore: FIREBASE_JSON.emulators.firestore.port,
  auth: FIREBASE_JSON.emulators.auth.port,
};

const JAR_NAME = 'cloud-firestore-emulator.jar';
const SYSTEM_JAR = `/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/${JAR_NAME}`;

export class SetupError extends Error {}

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

const children = new Set();

/** Spawns a child in its own process group so the whole group can be stopped. */
function spawnGroup(command, args, { label, logFile, env } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.label = label;
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
    if (logFile) writeFileSync(logFile, chunk, { flag: 'a' });
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.recentLog = () => log.join('');
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

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

/** Fails clearly when a port is taken, instead of silently talking to someone else's server. */
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
    server.listen(port, '127.0.0.1', () => server.close(resolve));
  });
}

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
  const seed =
    seedDir && join(seedDir, 'firestore_export', 'firestore_export.overall_export_metadata');
  if (seed && existsSync(seed)) args.push('--seed_from_export', seed);
  const child = spawnGroup('java', args, { label: 'Firestore emulator', logFile });
  await waitForHttp(`http://127.0.0.1:${port}/`, { child });
  return child;
}

export async function startAuth({ port, importDir, logFile }) {
  for (const [p, what] of [
    [port, 'Auth emulator'],
    [port + 1, 'emulator hub'],
    [port + 2, 'emulator logging'],
  ]) {
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
  if (importDir && existsSync(join(importDir, 'auth_export', 'accounts.json'))) {
    args.push('--import', importDir);
  }
  const child = spawnGroup(process.execPath, args, {
    label: 'Auth emulator',
    logFile,
    env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? 'true' },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 120_000 });
  return child;
}

/** Creates (or keeps) the built-in administrator with a verified e-mail. */
export async function seedAdministrator({ authPort, email, password, displayName }) {
  const base = `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1`;
  const headers = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  const lookup = await fetch(`${base}/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: [email] }),
  }).then((r) => r.json());
  if (lookup.users?.length) return lookup.users[0].localId;
  const created = await fetch(`${base}/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, displayName, emailVerified: true }),
  }).then((r) => r.json());
  if (!created.localId)
    throw new SetupError(`Could not seed the administrator: ${JSON.stringify(created)}`);
  return created.localId;
}

/**
 * Snapshots both emulators into dataDir in the firebase-tools export layout, so
 * `--import` and `--seed_from_export` restore it. Written to a temp dir, then swapped in.
 */
export async function snapshotData({ dataDir, firestorePort, authPort }) {
  const tmp = `${dataDir}.tmp`;
  try {
    await writeSnapshot({ tmp, firestorePort, authPort });
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(tmp, dataDir);
}

async function writeSnapshot({ tmp, firestorePort, authPort }) {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(join(tmp, 'auth_export'), { recursive: true });
  const owner = { authorization: 'Bearer owner' };
  const exportResponse = await fetch(
    `http://127.0.0.1:${firestorePort}/emulator/v1/projects/${PROJECT_ID}:export`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${PROJECT_ID}/databases/(default)`,
        export_directory: tmp,
        export_name: 'firestore_export',
      }),
    },
  );
  if (!exportResponse.ok) throw new Error(`Firestore export failed: ${exportResponse.status}`);
  const authBase = `http://127.0.0.1:${authPort}`;
  const accounts = await fetch(
    `${authBase}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchGet?maxResults=-1`,
    { headers: owner },
  ).then((r) => r.json());
  const config = await fetch(`${authBase}/emulator/v1/projects/${PROJECT_ID}/config`, {
    headers: owner,
  }).then((r) => r.json());
  writeFileSync(join(tmp, 'auth_export', 'accounts.json'), JSON.stringify(accounts));
  writeFileSync(join(tmp, 'auth_export', 'config.json'), JSON.stringify(config));
  writeFileSync(
    join(tmp, 'firebase-export-metadata.json'),
    JSON.stringify({
      version: 'masterly',
      firestore: {
        path: 'firestore_export',
        metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
      },
      auth: { path: 'auth_export' },
    }),
  );
}

/** Writes the rules with the configured administrator e-mail in place of the default. */
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

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every child group: SIGINT first, SIGKILL after a grace period. */
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

export function spawnManaged(command, args, options) {
  return spawnGroup(command, args, options);
}
