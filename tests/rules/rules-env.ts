// Shared set-up for the Firestore security-rules tests. `npm run test:rules` starts the
// emulator (scripts/with-emulators.mjs) and sets FIRESTORE_EMULATOR_HOST; every test file
// calls useRulesEnv() to load firestore.rules into it and to start each test from empty data.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator as connectLite,
  getFirestore as getLiteFirestore,
  setLogLevel as setLiteLogLevel,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

const TESTS_DIR = fileURLToPath(new URL('..', import.meta.url));
const RULES_FILE = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/** demo-masterly-rules-goals-rules for tests/rules/goals.rules.test.ts. */
function projectIdOf(testFile: string | undefined): string {
  if (!testFile) return 'demo-masterly';
  const name = relative(TESTS_DIR, testFile).replace(/\.test\.ts$/, '');
  return `demo-masterly-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The emulator project of the test file that imports this module: each file has its own rules
 * and data, so the files run in parallel without seeing each other's documents. (Vitest
 * evaluates this module anew for every test file.)
 */
export const PROJECT_ID = projectIdOf(expect.getState().testPath);
export const ADMIN_EMAIL = 'admin@masterly.app';

/** The signed-in identities the tests act as: uid and the e-mail claims of their ID token. */
export const identities = {
  user: { uid: 'alice', email: 'alice@example.com', email_verified: true },
  otherUser: { uid: 'bob', email: 'bob@example.com', email_verified: true },
  admin: { uid: 'admin-uid', email: ADMIN_EMAIL, email_verified: true },
  /** Claims the administrator e-mail without having verified it. */
  fakeAdmin: { uid: 'fake-admin', email: ADMIN_EMAIL, email_verified: false },
  /** Has role 'admin' stored in its profile, but not the administrator e-mail. */
  roleAdmin: { uid: 'mallory', email: 'mallory@example.com', email_verified: true },
  /** Has isActive false stored in its profile. */
  inactive: { uid: 'carol', email: 'carol@example.com', email_verified: true },
} as const;

export type Identity = keyof typeof identities;

const CREATED_AT = '2024-01-01T08:00:00.000Z';
const LAST_LOGIN_AT = '2024-02-01T09:30:00.000Z';

/** A complete, valid users/{uid} document for one of the identities. */
export function profileFor(who: Identity, overrides: DocumentData = {}): DocumentData {
  const { uid, email } = identities[who];
  return {
    uid,
    email,
    displayName: `${uid} display name`,
    role: who === 'admin' || who === 'roleAdmin' ? 'admin' : 'user',
    subscriptionPlan: 'free',
    createdAt: CREATED_AT,
    lastLoginAt: LAST_LOGIN_AT,
    isActive: who !== 'inactive',
    ...overrides,
  };
}

function emulatorHostAndPort(): { host: string; port: number } {
  const hostAndPort = process.env.FIRESTORE_EMULATOR_HOST;
  if (!hostAndPort) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run the rules tests with `npm run test:rules`.',
    );
  }
  const separator = hostAndPort.lastIndexOf(':');
  return {
    host: hostAndPort.slice(0, separator),
    port: Number(hostAndPort.slice(separator + 1)),
  };
}

export interface RulesEnv {
  /** The underlying environment (for anything the helpers below do not cover). */
  readonly testEnv: RulesTestEnvironment;
  /** A Firestore client signed in as the given identity, subject to the rules. */
  as(who: Identity): Firestore;
  /** The lite client (what the administrator's operations use) signed in as `who`. */
  liteAs(who: Identity): LiteFirestore;
  /** A Firestore client with nobody signed in. */
  unauthenticated(): Firestore;
  /** Writes documents (path → data) bypassing the rules. */
  seed(docs: Record<string, DocumentData>): Promise<void>;
  /** Seeds users/{uid} for each identity (all of them by default) with profileFor(). */
  seedProfiles(...who: Identity[]): Promise<void>;
}

// The contexts hand back the compat Firestore type; the modular API accepts the instance.
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** Registers the suite hooks and returns the helpers; call once at the top of a test file. */
let liteApps = 0;

export function useRulesEnv(): RulesEnv {
  let testEnv: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('The rules test environment is not initialised yet.');
    return testEnv;
  };

  beforeAll(async () => {
    // Denied writes are expected here; the SDK would log a warning for every one of them.
    setLogLevel('error');
    setLiteLogLevel('silent');
    testEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...emulatorHostAndPort(), rules: readFileSync(RULES_FILE, 'utf8') },
    });
  });
  beforeEach(async () => {
    await current().clearFirestore();
  });
  afterAll(async () => {
    await testEnv?.cleanup();
  });

  const env: RulesEnv = {
    get testEnv() {
      return current();
    },
    as(who) {
      const { uid, email, email_verified } = identities[who];
      return firestoreOf(current().authenticatedContext(uid, { email, email_verified }));
    },
    unauthenticated() {
      return firestoreOf(current().unauthenticatedContext());
    },
    liteAs(who) {
      const { uid, email, email_verified } = identities[who];
      const app = initializeApp({ projectId: PROJECT_ID }, `lite-${who}-${(liteApps += 1)}`);
      const db = getLiteFirestore(app);
      const { host, port } = emulatorHostAndPort();
      connectLite(db, host, port, { mockUserToken: { sub: uid, email, email_verified } });
      return db;
    },
    async seed(docs) {
      await current().withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
      });
    },
    async seedProfiles(...who) {
      const chosen = who.length > 0 ? who : (Object.keys(identities) as Identity[]);
      await env.seed(
        Object.fromEntries(chosen.map((w) => [`users/${identities[w].uid}`, profileFor(w)])),
      );
    },
  };
  return env;
}
