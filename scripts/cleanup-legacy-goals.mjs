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
// (id, userId, name) first, then deletes those documents by id with their `sessions`
// (a deleted document's subcollection would otherwise stay behind, unreachable).
//
// Target: with FIRESTORE_EMULATOR_HOST set, that emulator (as its owner, rules bypassed).
// Otherwise the real project (--project, GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT, or .firebaserc),
// through the Firestore REST API with a service-account key (GOOGLE_APPLICATION_CREDENTIALS,
// role Cloud Datastore User or Owner) or an access token in FIRESTORE_ACCESS_TOKEN
// (e.g. `gcloud auth print-access-token`). No extra dependencies are needed.
import { createSign } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const CONFIRMATION_WORD = 'DELETE_LEGACY_GOALS';
const DEFAULT_ADMIN_EMAIL = 'admin@masterly.app';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE_SIZE = 300;
const BATCH_SIZE = 400;

class Refusal extends Error {}

/**
 * @typedef {object} Options
 * @property {boolean} dryRun
 * @property {string} [adminEmail]
 * @property {string} [confirm]
 * @property {string} [project]
 * @property {boolean} [help]
 */

/**
 * @typedef {object} Target Where the goals are, and the bearer token that reaches them.
 * @property {string} where Said to the user.
 * @property {string} base The documents URL of the database.
 * @property {string} token
 */

/**
 * A document as the Firestore REST API lists it (only string fields are read here).
 * @typedef {{ name: string, fields?: Record<string, { stringValue?: string }> }} RestDocument
 */

/**
 * @typedef {object} LegacyGoal
 * @property {string} id
 * @property {string} name The full document name, which the delete names.
 * @property {string | undefined} type
 * @property {string | undefined} userId
 * @property {string | undefined} goalName
 * @property {string} reason
 */

/**
 * @param {string[]} argv
 * @returns {Options}
 */
function parseArgs(argv) {
  /** @type {Options} */
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

/** @param {string | undefined} email */
const normalize = (email) =>
  String(email ?? '')
    .trim()
    .toLowerCase();

/** @returns {string} */
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

/**
 * An access token for the service account whose key file this is.
 * @param {string} keyFile
 * @returns {Promise<string>}
 */
async function serviceAccountToken(keyFile) {
  const key = JSON.parse(readFileSync(keyFile, 'utf8'));
  const now = Math.floor(Date.now() / 1000);
  const tokenUri = key.token_uri ?? 'https://oauth2.googleapis.com/token';
  /** @param {object} part */
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

/**
 * @param {string} project
 * @returns {Promise<Target>}
 */
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

/**
 * @param {Target} db
 * @param {string} url
 * @param {{ method?: string, body?: string, headers?: Record<string, string> }} [init]
 * @returns {Promise<unknown>} The answer's JSON.
 */
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

/**
 * Every document of a collection (only the given fields), page by page.
 * @param {Target} db
 * @param {string} collection
 * @param {string[]} fields
 * @returns {Promise<RestDocument[]>}
 */
async function listDocuments(db, collection, fields) {
  /** @type {RestDocument[]} */
  const documents = [];
  let pageToken = '';
  do {
    const params = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
    for (const field of fields) params.append('mask.fieldPaths', field);
    if (pageToken) params.set('pageToken', pageToken);
    const page = /** @type {{ documents?: RestDocument[], nextPageToken?: string }} */ (
      await call(db, `${db.base}/${collection}?${params}`)
    );
    documents.push(...(page.documents ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return documents;
}

/** @param {RestDocument} document */
const idOf = (document) => /** @type {string} */ (document.name.split('/').pop());
/**
 * @param {RestDocument} document
 * @param {string} field
 */
const stringField = (document, field) => document.fields?.[field]?.stringValue;

// ── the cleanup ──────────────────────────────────────────────────────────────────────────

/**
 * Why a goal document is legacy, or null when it is a current goal.
 * @param {{ type?: unknown, userId?: unknown }} goal
 * @param {Set<string>} profileIds Users that have a profile.
 * @returns {string | null}
 */
export function legacyReason(goal, profileIds) {
  if (goal.type !== 'goal') return "no type 'goal'";
  if (typeof goal.userId !== 'string' || goal.userId === '') return 'no userId';
  if (!profileIds.has(goal.userId)) return 'owner has no profile';
  return null;
}

/**
 * @param {Target} db
 * @returns {Promise<LegacyGoal[]>}
 */
async function findLegacyGoals(db) {
  // Goals first, profiles after: a goal is only created once its owner has a profile, so an
  // account that signs up meanwhile never has its goal listed without its profile.
  const goals = await listDocuments(db, 'goals', ['type', 'userId', 'name']);
  const profiles = await listDocuments(db, 'users', ['uid']);
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
    .filter(/** @returns {goal is LegacyGoal} */ (goal) => goal.reason !== null);
}

/**
 * Deletes the goals and their sessions, sessions first: a run cut short leaves a goal to find
 * again, never sessions without one.
 * @param {Target} db
 * @param {{ id: string, name: string }[]} goals
 * @returns {Promise<number>} How many sessions were deleted.
 */
async function deleteGoalsAndSessions(db, goals) {
  const commitUrl = db.base.replace(/\/documents$/, '/documents:commit');
  /** @param {{ name: string }[]} documents */
  const deleteAll = async (documents) => {
    for (let first = 0; first < documents.length; first += BATCH_SIZE) {
      const writes = documents.slice(first, first + BATCH_SIZE).map((d) => ({ delete: d.name }));
      await call(db, commitUrl, { method: 'POST', body: JSON.stringify({ writes }) });
    }
  };
  let sessions = 0;
  for (const goal of goals) {
    const goalSessions = await listDocuments(db, `goals/${goal.id}/sessions`, ['goalId']);
    await deleteAll(goalSessions);
    sessions += goalSessions.length;
  }
  await deleteAll(goals);
  return sessions;
}

/**
 * @param {string} question
 * @returns {Promise<string>} The answer, trimmed ('' when the input ends first).
 */
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

/** @returns {Promise<number>} The exit code. */
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
  const sessions = await deleteGoalsAndSessions(db, legacy);
  console.log(`Deleted ${legacy.length} legacy goal(s) and their ${sessions} session(s).`);
  return 0;
}

/**
 * Whether this file is the script being run, not a module imported by one. argv[1] is the path
 * as typed and import.meta.url the real one: through a symbolic link they differ, and comparing
 * them as they are would silently do nothing.
 */
function isRun() {
  try {
    return (
      Boolean(process.argv[1]) && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
    );
  } catch {
    return false;
  }
}

if (isRun()) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Refusal ? error.message : error);
      process.exit(error instanceof Refusal ? 2 : 1);
    },
  );
}
