// The maintenance console script against the Firestore emulator:
//   node scripts/with-emulators.mjs --firestore -- npx vitest run --config vitest.e2e.config.ts \
//     tests/e2e/cleanup-legacy-goals.e2e.ts
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS, FIRESTORE_HOST, PROJECT_ID } from './test-project';

const HOST = FIRESTORE_HOST;
const DOCS = DOCUMENTS;
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const ADMIN = 'admin@masterly.app';
const WORD = 'DELETE_LEGACY_GOALS';

type Fields = Record<string, string>;

async function put(path: string, fields: Fields) {
  const body = {
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }])),
  };
  const response = await fetch(`${DOCS}/${path}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`seed ${path}: ${await response.text()}`);
}

// Unique ids, so the suite shares the emulator with the other end-to-end files.
const RUN = `cleanup-${Date.now()}`;
const id = (name: string) => `${RUN}-${name}`;
const ALL = ['current', 'no-owner-profile', 'no-type', 'no-user-id'];

/** Which of this suite's goals still exist (short names). */
async function goalIds(): Promise<string[]> {
  const left: string[] = [];
  for (const name of ALL) {
    const response = await fetch(`${DOCS}/goals/${id(name)}`, { headers: OWNER });
    if (response.ok) left.push(name);
  }
  return left;
}

function cleanup(args: string[], input?: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['scripts/cleanup-legacy-goals.mjs', ...args], {
    encoding: 'utf8',
    input,
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: HOST,
      GCLOUD_PROJECT: PROJECT_ID,
      VITE_ADMIN_EMAIL: '',
      ...env,
    },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const OWNER_ID = id('owner');
const SESSION_PATHS = [
  `goals/${id('current')}/sessions/s1`,
  `goals/${id('no-owner-profile')}/sessions/s1`,
  `goals/${id('no-owner-profile')}/sessions/s2`,
];

/** Which of this suite's sessions still exist. */
async function sessionPaths(): Promise<string[]> {
  const left: string[] = [];
  for (const path of SESSION_PATHS) {
    const response = await fetch(`${DOCS}/${path}`, { headers: OWNER });
    if (response.ok) left.push(path);
  }
  return left;
}

beforeAll(async () => {
  await put(`users/${OWNER_ID}`, { uid: OWNER_ID, email: 'owner@example.com' });
  await put(`goals/${id('current')}`, { type: 'goal', userId: OWNER_ID, name: 'Piano' });
  await put(`goals/${id('no-type')}`, { userId: OWNER_ID, name: 'Old piano' });
  await put(`goals/${id('no-user-id')}`, { type: 'goal', name: 'Orphan chess' });
  await put(`goals/${id('no-owner-profile')}`, {
    type: 'goal',
    userId: id('gone'),
    name: 'Gone violin',
  });
  for (const path of SESSION_PATHS) await put(path, { goalId: path.split('/')[1] as string });
});

afterAll(async () => {
  const goals = ALL.map((name) => `goals/${id(name)}`);
  for (const path of [`users/${OWNER_ID}`, ...goals, ...SESSION_PATHS]) {
    await fetch(`${DOCS}/${path}`, { method: 'DELETE', headers: OWNER });
  }
});

describe('cleanup-legacy-goals', () => {
  it('refuses without the administrator e-mail or with another e-mail', async () => {
    const missing = cleanup(['--confirm', WORD]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('administrator e-mail is required');
    const wrong = cleanup(['--admin-email', 'someone@example.com', '--confirm', WORD]);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain("not the administrator's e-mail");
    const otherConfigured = cleanup(['--admin-email', ADMIN, '--confirm', WORD], undefined, {
      VITE_ADMIN_EMAIL: 'boss@example.com',
    });
    expect(otherConfigured.code).toBe(2);
    expect(await goalIds()).toEqual(ALL);
  });

  it('refuses a wrong confirmation word, given or typed, after listing', async () => {
    const given = cleanup(['--admin-email', ADMIN, '--confirm', 'delete']);
    expect(given.code).toBe(2);
    expect(given.err).toContain(`must be ${WORD}`);

    const typed = cleanup(['--admin-email', ADMIN], 'yes\n');
    expect(typed.code).toBe(2);
    expect(typed.out).toMatch(/\d+ legacy goal\(s\) will be deleted/);
    expect(typed.out).toContain(id('no-type'));
    expect(typed.err).toContain('did not match. Nothing deleted.');
    expect(await goalIds()).toEqual(ALL);
  });

  it('lists the legacy goals, then deletes only them when the word is typed', async () => {
    const run = cleanup(['--admin-email', 'Admin@Masterly.app'], `${WORD}\n`);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const listing = run.out.slice(0, run.out.indexOf('Type '));
    expect(listing).toContain(`${id('no-type')}\tuserId=${OWNER_ID}\tname=Old piano`);
    expect(listing).toContain(`${id('no-user-id')}\tuserId=(none)\tname=Orphan chess`);
    expect(listing).toContain(`${id('no-owner-profile')}\tuserId=${id('gone')}\tname=Gone violin`);
    expect(listing).not.toContain(id('current'));
    expect(run.out).toMatch(/Deleted \d+ legacy goal\(s\) and their \d+ session\(s\)\./);
    expect(await goalIds()).toEqual(['current']);
    expect(await sessionPaths()).toEqual([`goals/${id('current')}/sessions/s1`]);

    const again = cleanup(['--admin-email', ADMIN, '--confirm', WORD]);
    expect(again.code).toBe(0);
    expect(again.out).not.toContain(RUN);
    expect(await goalIds()).toEqual(['current']);
  });
});
