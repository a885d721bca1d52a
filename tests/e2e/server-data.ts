// What the Firestore emulator holds, read over its REST API as the owner (rules bypassed):
// the proof that a change reached the server, not only this browser.
import { DOCUMENTS } from './test-project';

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

type RestValue = {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  nullValue?: null;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
  arrayValue?: { values?: RestValue[] };
};
type RestDocument = { name: string; fields?: Record<string, RestValue> };

function decode(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.timestampValue !== undefined) return value.timestampValue;
  if (value.mapValue) return fieldsOf(value.mapValue.fields);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(decode);
  return null;
}

function fieldsOf(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

async function runQuery(collectionId: string, uid: string, allDescendants = false) {
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId, allDescendants }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'userId' },
            op: 'EQUAL',
            value: { stringValue: uid },
          },
        },
      },
    }),
  });
  if (!response.ok) throw new Error(`Query failed: ${await response.text()}`);
  const rows = (await response.json()) as { document?: RestDocument }[];
  return rows.flatMap((row) =>
    row.document
      ? [{ id: row.document.name.split('/').pop()!, ...fieldsOf(row.document.fields) }]
      : [],
  );
}

export interface ServerGoal {
  id: string;
  name: string;
  note: string;
  completed: boolean;
}
export interface ServerSession {
  id: string;
  goalId: string;
  start: number;
  end: number;
  source: string;
}

export const serverGoals = (uid: string) =>
  runQuery('goals', uid) as Promise<(ServerGoal & Record<string, unknown>)[]>;
export const serverSessions = (uid: string) =>
  runQuery('sessions', uid, true) as Promise<ServerSession[]>;

export async function serverTimer(uid: string) {
  const response = await fetch(`${DOCUMENTS}/timers/${uid}`, { headers: OWNER });
  if (response.status === 404) return null;
  const document = (await response.json()) as RestDocument;
  return fieldsOf(document.fields) as {
    goalId: string;
    startTime: number;
    isRunning: boolean;
    pausedAt?: number | null;
    pausedMs?: number;
    resumedAt?: number;
  };
}

/** Polls until `check` holds (the server gets changes a moment after the screen shows them). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!check(last)) {
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}; last seen: ${JSON.stringify(last)}`);
    }
    // The pause between two reads of the condition, not a wait for it.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

export const HOURS = (sessions: ServerSession[]) =>
  sessions.reduce((sum, s) => sum + (s.end - s.start), 0) / 3_600_000;

/** A field's value as patchAsOwner writes it: a map is an object of such values. */
export type FieldValue = string | number | boolean | { [key: string]: FieldValue };

function encode(value: FieldValue): RestValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'object') {
    const fields = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
    return { mapValue: { fields } };
  }
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

/** Sets fields of one document as the owner (rules bypassed), creating it when missing. */
export async function patchAsOwner(
  path: string,
  fields: Record<string, FieldValue>,
): Promise<void> {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const response = await fetch(`${DOCUMENTS}/${path}?${mask}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({
      fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, encode(v)])),
    }),
  });
  if (!response.ok) throw new Error(`Writing ${path} failed: ${await response.text()}`);
}

export async function deleteAsOwner(path: string): Promise<void> {
  await fetch(`${DOCUMENTS}/${path}`, { method: 'DELETE', headers: OWNER });
}

/** One document's fields as the server holds them (undefined when it does not exist). */
export async function serverDocument(path: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Read of ${path} failed: ${await response.text()}`);
  return fieldsOf(((await response.json()) as RestDocument).fields);
}
