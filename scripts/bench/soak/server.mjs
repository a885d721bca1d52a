// The emulators as the soak's judge: accounts made through the Auth emulator, and the server's
// copy of the user's data read as the emulator's owner.
import { documentsUrl, runQuery, signUp } from '../../lib/emulator-rest.mjs';

const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8181';
export const PASSWORD = 'practice1';
const DOCS = documentsUrl(FIRESTORE);
const OWNER = { authorization: 'Bearer owner' };

/**
 * @param {string} email
 * @returns {Promise<string>} The new account's uid.
 */
export const createAccount = (email) => signUp(AUTH, email, PASSWORD);

/**
 * A field of a document as the REST API returns it (the kinds this soak reads).
 * @typedef {object} RestValue
 * @property {string} [stringValue]
 * @property {string} [integerValue]
 * @property {boolean} [booleanValue]
 * @property {number} [doubleValue]
 * @property {{ fields?: Record<string, RestValue> }} [mapValue]
 * @property {{ values?: RestValue[] }} [arrayValue]
 */
/**
 * @param {RestValue} v
 * @returns {unknown}
 */
const decode = (v) =>
  v.stringValue ??
  (v.integerValue !== undefined ? Number(v.integerValue) : undefined) ??
  v.booleanValue ??
  v.doubleValue ??
  (v.mapValue ? decodeFields(v.mapValue.fields) : undefined) ??
  (v.arrayValue ? (v.arrayValue.values ?? []).map(decode) : undefined) ??
  null;
/** @param {Record<string, RestValue> | undefined} fields */
const decodeFields = (fields) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, decode(v)]));

/**
 * The user's documents of a collection (or of every collection of that name), their fields
 * decoded.
 * @param {string} collectionId
 * @param {string} uid
 * @param {boolean} allDescendants
 * @returns {Promise<({ id: string } & Record<string, unknown>)[]>}
 */
export async function query(collectionId, uid, allDescendants) {
  /** @type {{ document?: { name: string, fields?: Record<string, RestValue> } }[]} */
  const rows = await runQuery(FIRESTORE, {
    from: [{ collectionId, allDescendants }],
    where: {
      fieldFilter: { field: { fieldPath: 'userId' }, op: 'EQUAL', value: { stringValue: uid } },
    },
  });
  return rows
    .flatMap((row) => (row.document ? [row.document] : []))
    .map((document) => ({
      id: /** @type {string} */ (document.name.split('/').pop()),
      ...decodeFields(document.fields),
    }));
}

/**
 * One document's fields decoded, or null when the server holds none.
 * @param {string} path
 * @returns {Promise<Record<string, unknown> | null>}
 */
export async function serverDocument(path) {
  const response = await fetch(`${DOCS}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  /** @type {{ fields?: Record<string, RestValue> }} */
  const document = await response.json();
  return decodeFields(document.fields);
}

/**
 * The documents a refused change's writes touch, as the server holds them (raw), to tell why.
 * @param {{ uid: string, ops: { type: string, session?: { id: string, goalId: string, start: number } }[] }} entry
 */
export async function serverCopiesOf(entry) {
  const paths = [`timers/${entry.uid}`];
  for (const { session } of entry.ops) {
    if (!session) continue;
    const year = new Date(session.start).getFullYear();
    paths.push(
      `goals/${session.goalId}`,
      `goals/${session.goalId}/sessions/${session.id}`,
      `goalTallies/${session.goalId}_${year}`,
    );
  }
  const copies = [];
  for (const path of paths) {
    const response = await fetch(`${DOCS}/${path}`, { headers: OWNER });
    copies.push(`\n      ${path}: ${(await response.text()).replace(/\s+/g, ' ').slice(0, 4000)}`);
  }
  return copies.join('');
}

/**
 * Reads until `check` holds or `timeoutMs` passes; the last value read either way.
 * @template T
 * @param {() => Promise<T>} read
 * @param {(value: T) => boolean} check
 * @param {number} [timeoutMs]
 * @returns {Promise<{ value: T, held: boolean }>}
 */
export async function eventually(read, check, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) return { value, held: false };
    // The pause between two reads of the server, not a wait for it.
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return { value, held: true };
}

/**
 * A goal as the server holds it (the fields read here).
 * @typedef {object} ServerGoal
 * @property {string} id
 * @property {string} name
 * @property {string} [note]
 * @property {Record<string, string>} [partsById] 'order|archived|name' by part id.
 * @property {string[]} [restDays] 'yyyy-MM-dd' or 'from/to' entries.
 */
/**
 * A session as the server holds it (the fields read here).
 * @typedef {{ id: string, goalId: string, source: string, start: number, end: number, partId?: string }} ServerSession
 */
/**
 * The server's timer document (the fields read here).
 * @typedef {{ goalId?: string, startTime?: number, isRunning?: boolean, pausedAt?: number | null }} ServerTimer
 */

/** @param {string} uid */
export const serverGoals = async (uid) =>
  /** @type {ServerGoal[]} */ (/** @type {unknown} */ (await query('goals', uid, false)));
/** @param {string} uid */
export const serverSessions = async (uid) =>
  /** @type {ServerSession[]} */ (/** @type {unknown} */ (await query('sessions', uid, true)));
/** @param {string} uid */
export const serverTimer = async (uid) =>
  /** @type {ServerTimer | null} */ (await serverDocument(`timers/${uid}`));

/**
 * The names of a goal's parts as the server holds them (goals made by this version keep them as
 * entries).
 * @param {ServerGoal | undefined} goal
 * @returns {Set<string>}
 */
export const serverPartNames = (goal) =>
  new Set(Object.values(goal?.partsById ?? {}).map((e) => e.split('|').slice(2).join('|')));

/**
 * The days of rest a goal holds, each 'yyyy-MM-dd', ranges spelled out.
 * @param {ServerGoal | undefined} goal
 * @returns {Set<string>}
 */
export function serverRestDays(goal) {
  const days = new Set();
  for (const entry of goal?.restDays ?? []) {
    const [from, to = from] = entry.split('/');
    for (let d = new Date(`${from}T12:00:00`); dayKey(d) <= to; d.setDate(d.getDate() + 1)) {
      days.add(dayKey(d));
    }
  }
  return days;
}

/** @param {Date} day */
export const dayKey = (day) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
