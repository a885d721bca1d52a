#!/usr/bin/env node
// Maintenance console script: deletes legacy goal documents from the `goals` collection.
//
//   npm run cleanup:legacy-goals -- --admin-email admin@masterly.app [--confirm DELETE_LEGACY_GOALS]
//                                   [--project ID] [--dry-run]
//
// A goal document is LEGACY when any of these holds:
//   - it has no `type: 'goal'` (the app's query never returns it);
//   - it has no `userId` (a non-empty string);
//   - its `userId` has no profile in `users` (the owner was deleted).
//
// It refuses unless --admin-email equals the built-in administrator's e-mail (VITE_ADMIN_EMAIL,
// default admin@masterly.app) and the confirmation word DELETE_LEGACY_GOALS is typed at the
// prompt (or given with --confirm for non-interactive use). It lists what it will delete
// (id, userId, name) first, then deletes those documents by id.
//
// Target: with FIRESTORE_EMULATOR_HOST set, that emulator (as its owner, rules bypassed).
// Otherwise the real project (--project, GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT, or .firebaserc),
// through the Firestore REST API with a service-account key (GOOGLE_APPLICATION_CREDENTIALS,
// role Cloud Datastore User or Owner) or an access token in FIRESTORE_ACCESS_TOKEN
// (e.g. `gcloud auth print-access-token`). No extra dependencies are needed.
import { createSign } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const CONFIRMATION_WORD = 'DELETE_LEGACY_GOALS';
const DEFAULT_ADMIN_EMAIL = 'admin@masterly.app';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE_SIZE = 300;
const BATCH_SIZE = 400;

class Refusal extends Error {}

function parseArgs(argv) {
  const options = { dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg];
    const value = () => inline ?? argv[++i];
    if (flag === '--admin-email') options.adminEmail = value();
    else if (flag === '--confirm') options.confirm = value();
    else if (flag === '--project') options.project = value();
    else if (flag === '--dry-run') options.dryRun = true;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new Refusal(`Unknown argument: ${arg} (see --help).`);
  }
  return options;
}

const HELP = `Deletes legacy goal documents (no type 'goal', no userId, or no owner profile).

  --admin-email EMAIL   required: the built-in administrator's e-mail
  --confirm WORD        the confirmation word ${CONFIRMATION_WORD} (otherwise prompted)
  --project ID          the Firebase project (default: GCLOUD_PROJECT or .firebaserc)
  --dry-run             list the legacy goals, delete nothing

With FIRESTORE_EMULATOR_HOST set it works on that emulator; otherwise on the real project with
GOOGLE_APPLICATION_CREDENTIALS (a service-account key file) or FIRESTORE_ACCESS_TOKEN.`;

const normalize = (email) =>
  String(email ?? '')
    .trim()
    .toLowerCase();

function defaultProject() {
  const fromEnv = process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  const rc = join(ROOT, '.firebaserc');
  if (existsSync(rc)) {
    const project = JSON.parse(readFileSync(rc, 'utf8')).projects?.default;
    if (project) return project;
  }
  return 'demo-masterly';
}

// ── access ───────────────────────────────────────────────────────────────────────────────

async function serviceAccountToken(keyFile) {
  const key = JSON.parse(readFileSync(keyFile, 'utf8'));
  const now = Math.floor(Date.now() / 1000);
  const tokenUri = key.token_uri ?? 'https://oauth2.googleapis.com/token';
  const encode = (part) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({
    iss: key.client_email,
    scope: 'https://www.googleapis.com/auth/datastore',
    aud: tokenUri,
    iat: now,
    exp: now + 3600,
  })}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key.private_key, 'base64url');
  const response = await fetch(tokenUri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${unsigned}.${signature}`,
    }),
  });
  if (!response.ok) throw new Error(`Could not get an access token: ${await response.text()}`);
  return (await response.json()).access_token;
}

async function connect(project) {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  if (emulator) {
    return {
      where: `the Firestore emulator at ${emulator} (project ${project})`,
      base: `http://${emulator}/v1/projects/${project}/databases/(default)/documents`,
      token: 'owner',
    };
  }
  let token = process.env.FIRESTORE_ACCESS_TOKEN;
  if (!token && process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    token = await serviceAccountToken(process.env.GOOGLE_APPLICATION_CREDENTIALS);
  }
  if (!token) {
    throw new Refusal(
      'No target: set FIRESTORE_EMULATOR_HOST for the emulator, or GOOGLE_APPLICATION_CREDENTIALS ' +
        '(a service-account key file) or FIRESTORE_ACCESS_TOKEN for a real project.',
    );
  }
  return {
    where: `the Firebase project ${project}`,
    base: `https://firestore.googleapis.com/v1/projects/${project}/databases/(default)/documents`,
    token,
  };
}

async function call(db, url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${db.token}`,
      ...init.headers,
    },
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${url} failed: ${response.status} ${await response.text()}`,
    );
  }
  return response.json();
}

/** Every document of a collection (only the given fields), page by page. */
async function listDocuments(db, collection, fields) {
  const documents = [];
  let pageToken = '';
  do {
    const params = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
    for (const field of fields) params.append('mask.fieldPaths', field);
    if (pageToken) params.set('pageToken', pageToken);
    const page = await call(db, `${db.base}/${collection}?${params}`);
    documents.push(...(page.documents ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return documents;
}

const idOf = (document) => document.name.split('/').pop();
const stringField = (document, field) => document.fields?.[field]?.stringValue;

// ── the cleanup ──────────────────────────────────────────────────────────────────────────

/** Why a goal document is legacy, or null when it is a current goal. */
export function legacyReason(goal, profileIds) {
  if (goal.type !== 'goal') return "no type 'goal'";
  if (typeof goal.userId !== 'string' || goal.userId === '') return 'no userId';
  if (!profileIds.has(goal.userId)) return 'owner has no profile';
  return null;
}

async function findLegacyGoals(db) {
  const [goals, profiles] = await Promise.all([
    listDocuments(db, 'goals', ['type', 'userId', 'name']),
    listDocuments(db, 'users', ['uid']),
  ]);
  const profileIds = new Set(profiles.map(idOf));
  return goals
    .map((document) => ({
      id: idOf(document),
      name: document.name,
      type: stringField(document, 'type'),
      userId: stringField(document, 'userId'),
      goalName: stringField(document, 'name'),
    }))
    .map((goal) => ({ ...goal, reason: legacyReason(goal, profileIds) }))
    .filter((goal) => goal.reason !== null);
}

async function deleteGoals(db, goals) {
  const commitUrl = db.base.replace(/\/documents$/, '/documents:commit');
  for (let first = 0; first < goals.length; first += BATCH_SIZE) {
    const writes = goals.slice(first, first + BATCH_SIZE).map((g) => ({ delete: g.name }));
    await call(db, commitUrl, { method: 'POST', body: JSON.stringify({ writes }) });
  }
}

function ask(question) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((resolve) => {
    let answered = false;
    rl.question(question, (answer) => {
      answered = true;
      rl.close();
      resolve(answer.trim());
    });
    rl.on('close', () => !answered && resolve(''));
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  const adminEmail = normalize(process.env.VITE_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL);
  if (!options.adminEmail) {
    throw new Refusal('Refused: the administrator e-mail is required (--admin-email EMAIL).');
  }
  if (normalize(options.adminEmail) !== adminEmail) {
    throw new Refusal(
      "Refused: that is not the administrator's e-mail (VITE_ADMIN_EMAIL, default admin@masterly.app).",
    );
  }
  if (options.confirm !== undefined && options.confirm !== CONFIRMATION_WORD) {
    throw new Refusal(`Refused: the confirmation word must be ${CONFIRMATION_WORD}.`);
  }

  const db = await connect(options.project || defaultProject());
  console.log(`Looking for legacy goals in ${db.where}...`);
  const legacy = await findLegacyGoals(db);
  if (legacy.length === 0) {
    console.log('No legacy goals found. Nothing to delete.');
    return 0;
  }
  console.log(`${legacy.length} legacy goal(s) will be deleted:`);
  for (const goal of legacy) {
    console.log(
      `  ${goal.id}\tuserId=${goal.userId ?? '(none)'}\tname=${goal.goalName ?? '(none)'}\t(${goal.reason})`,
    );
  }
  if (options.dryRun) {
    console.log('Dry run: nothing deleted.');
    return 0;
  }

  const word = options.confirm ?? (await ask(`Type ${CONFIRMATION_WORD} to delete them: `));
  if (word !== CONFIRMATION_WORD) {
    throw new Refusal('Refused: the confirmation word did not match. Nothing deleted.');
  }
  await deleteGoals(db, legacy);
  console.log(`Deleted ${legacy.length} legacy goal(s).`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Refusal ? error.message : error);
      process.exit(error instanceof Refusal ? 2 : 1);
    },
  );
}
