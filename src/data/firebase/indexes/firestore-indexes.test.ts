// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createGoalRepo } from '../goal-repo';
import { createShareOps } from '../share-ops';
import { createAdminOps } from '../admin-ops';
import { deleteOwnAccountData } from '../own-data-deletion';
import { missingFor, unusedIn, type IndexesFile } from './index-coverage';
import { recorded } from './recording-firestore';

vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('./recording-firestore')).recordingFirestore,
}));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('./recording-firestore')).recordingFirestore,
}));

const ROOT = join(import.meta.dirname, '../../../..');
const SRC = join(ROOT, 'src');
const indexesFile = JSON.parse(
  readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8'),
) as IndexesFile;

/** Stand-ins: the recording SDK never looks into them. */
const db = {} as Parameters<typeof createGoalRepo>[0];
const liteDb = {} as Parameters<typeof createAdminOps>[1];
const uid = 'someone';
const goalId = 'goal1';
const ignore = () => {};

/** Every repository operation that reads with a query, each way it builds one. */
async function runEveryQuery() {
  const goals = createGoalRepo(db);
  goals.watchRecords(uid, ignore, ignore)();
  goals.watchSessions(uid, null, ignore, ignore)();
  goals.watchSessions(uid, Date.UTC(2026, 0, 1), ignore, ignore)();
  goals.watchTallies(uid, ignore, ignore)();
  await goals.recountTally(uid, goalId);
  await goals.deleteLeftSessions(uid, goalId);
  await goals.countSessions(uid, goalId);

  await createShareOps(db).listLive(uid);

  const admin = createAdminOps(ignore, liteDb);
  const after = { key: 'k', id: 'id' };
  for (const emailPrefix of ['', 'ann']) {
    await admin.listUsers({ after: null, emailPrefix, pageSize: 20 });
    await admin.listUsers({ after, emailPrefix, pageSize: 20 });
  }
  await admin.userTotals();
  await admin.deleteUser({ uid, email: 'ann@example.com' }, '2026-01-01T00:00:00.000Z');
  await admin.listDeletedUsers({ after: null, pageSize: 20 });
  await admin.listDeletedUsers({ after, pageSize: 20 });

  await deleteOwnAccountData(liteDb, uid);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'indexes' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every line of the app that calls Firestore's query(), as 'data/firebase/x.ts:12'. */
function querySitesInSource(): string[] {
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    if (!/from 'firebase\/firestore(\/lite)?'/.test(text)) return [];
    return text.split('\n').flatMap((line, i) => {
      const code = line.replace(/\/\/.*$/, '');
      const calls = /(^|[^.\w])query\(/.test(code) && !/^\s*\*/.test(code);
      return calls ? [`${relative(SRC, file)}:${i + 1}`] : [];
    });
  });
}

describe("the app's Firestore queries and firestore.indexes.json", () => {
  beforeAll(runEveryQuery);

  it('runs every query() of the sources (add a new one to runEveryQuery)', () => {
    const run = new Set(recorded.flatMap((q) => q.sites));
    const sites = querySitesInSource();
    expect(sites.length).toBeGreaterThan(10);
    expect(sites.filter((site) => !run.has(site))).toEqual([]);
  });

  it('finds in firestore.indexes.json every index production needs for them', () => {
    const missing = recorded.flatMap((q) =>
      missingFor(indexesFile, q).map((what) => `${what}, for ${q.sites.join(' < ')}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('holds no index or field override that none of them reads', () => {
    expect(unusedIn(indexesFile, recorded)).toEqual([]);
  });
});
