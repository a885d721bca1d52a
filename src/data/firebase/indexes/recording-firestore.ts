import type { FilterOp, QueryShape } from './index-needs';
import { DOCUMENT_ID } from './index-needs';

/**
 * A stand-in for the query builders and readers of 'firebase/firestore' and
 * 'firebase/firestore/lite' (the same functions in both) that records each query the code runs,
 * with the line of the code that built it, and answers every read with nothing: the
 * repositories run as they do in the app, against no database.
 */

export interface RecordedQuery extends QueryShape {
  /** 'file.ts:line' of each query() call that built it. */
  sites: string[];
}

export const recorded: RecordedQuery[] = [];

interface Ref {
  kind: 'collection' | 'document' | 'query';
  path: string;
  id: string;
  query: RecordedQuery;
}

type Constraint =
  | { type: 'where'; field: string; op: FilterOp }
  | { type: 'orderBy'; field: string; direction: 'asc' | 'desc' }
  | { type: 'other' };

const FIELD_PATH_OF_ID = { documentIdSentinel: true };
const fieldName = (field: unknown) => (field === FIELD_PATH_OF_ID ? DOCUMENT_ID : String(field));

/** The caller of query() in the app's sources (source-mapped by Vitest). */
function callSite(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const frame = frames.find(
    (line) => /src\/.*\.tsx?:\d+/.test(line) && !line.includes('/indexes/'),
  );
  const match = /src\/(.*?\.tsx?):(\d+)/.exec(frame ?? '');
  return match ? `${match[1]}:${match[2]}` : 'unknown';
}

function joinPath(parent: unknown, segments: string[]): string {
  const base =
    typeof parent === 'object' && parent !== null && 'path' in parent ? [parent.path] : [];
  return [...base, ...segments].filter(Boolean).join('/');
}

const emptyQuery = (collectionGroup: string, scope: QueryShape['scope']): RecordedQuery => ({
  collectionGroup,
  scope,
  filters: [],
  orderBy: [],
  sites: [],
});

function collection(parent: unknown, ...segments: string[]): Ref {
  const path = joinPath(parent, segments);
  const id = path.split('/').at(-1)!;
  return { kind: 'collection', path, id, query: emptyQuery(id, 'COLLECTION') };
}

function collectionGroup(_db: unknown, id: string): Ref {
  return { kind: 'query', path: '', id, query: emptyQuery(id, 'COLLECTION_GROUP') };
}

let generated = 0;
function doc(parent: unknown, ...segments: string[]): Ref {
  const given = segments.length > 0 ? segments : [`generated${++generated}`];
  const path = joinPath(parent, given);
  const id = path.split('/').at(-1)!;
  return { kind: 'document', path, id, query: emptyQuery(id, 'COLLECTION') };
}

function query(base: Ref, ...constraints: Constraint[]): Ref {
  const from = base.query;
  const built: RecordedQuery = {
    ...from,
    filters: [
      ...from.filters,
      ...constraints.flatMap((c) => (c.type === 'where' ? [{ field: c.field, op: c.op }] : [])),
    ],
    orderBy: [
      ...from.orderBy,
      ...constraints.flatMap((c) =>
        c.type === 'orderBy' ? [{ field: c.field, direction: c.direction }] : [],
      ),
    ],
    sites: [...from.sites, callSite()],
  };
  return { ...base, kind: 'query', query: built };
}

const snapshotOf = (ref: Ref) => ({
  id: ref.id,
  ref,
  exists: () => false,
  data: () => undefined,
  get: () => undefined,
  metadata: { hasPendingWrites: false, fromCache: false },
});

const emptyResult = {
  docs: [],
  empty: true,
  size: 0,
  forEach: () => {},
  docChanges: () => [],
  metadata: { hasPendingWrites: false, fromCache: false },
};

function run(ref: Ref) {
  recorded.push(ref.query);
  return Promise.resolve(emptyResult);
}

function count(ref: Ref) {
  recorded.push(ref.query);
  return Promise.resolve({ data: () => ({ count: 0 }) });
}

const read = (ref: Ref) => Promise.resolve(snapshotOf(ref));

function batch() {
  const self = {
    set: () => self,
    update: () => self,
    delete: () => self,
    commit: () => Promise.resolve(),
  };
  return self;
}

const sentinel = (name: string) => () => ({ sentinel: name });

/** The replacements, to spread over the real module in vi.mock. */
export const recordingFirestore = {
  collection,
  collectionGroup,
  doc,
  query,
  where: (field: unknown, op: FilterOp): Constraint => ({
    type: 'where',
    field: fieldName(field),
    op,
  }),
  orderBy: (field: unknown, direction: 'asc' | 'desc' = 'asc'): Constraint => ({
    type: 'orderBy',
    field: fieldName(field),
    direction,
  }),
  limit: (): Constraint => ({ type: 'other' }),
  limitToLast: (): Constraint => ({ type: 'other' }),
  startAt: (): Constraint => ({ type: 'other' }),
  startAfter: (): Constraint => ({ type: 'other' }),
  endAt: (): Constraint => ({ type: 'other' }),
  endBefore: (): Constraint => ({ type: 'other' }),
  documentId: () => FIELD_PATH_OF_ID,
  getDocs: run,
  getDocsFromServer: run,
  getDocsFromCache: run,
  getCount: count,
  getCountFromServer: count,
  getAggregate: count,
  getAggregateFromServer: count,
  getDoc: read,
  getDocFromServer: read,
  getDocFromCache: read,
  onSnapshot(ref: Ref) {
    if (ref.kind !== 'document') recorded.push(ref.query);
    return () => {};
  },
  setDoc: () => Promise.resolve(),
  updateDoc: () => Promise.resolve(),
  deleteDoc: () => Promise.resolve(),
  writeBatch: batch,
  runTransaction: <T>(_db: unknown, update: (transaction: unknown) => Promise<T>) =>
    update({ get: read, ...batch() }),
  serverTimestamp: sentinel('serverTimestamp'),
  deleteField: sentinel('deleteField'),
  increment: sentinel('increment'),
  arrayUnion: sentinel('arrayUnion'),
  arrayRemove: sentinel('arrayRemove'),
};
