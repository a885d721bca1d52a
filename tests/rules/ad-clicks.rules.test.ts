/// <reference types="vite/client" />
// Security rules for counting a click on an ad: any active signed-in user may add exactly 1
// to an active campaign's clicks and change nothing else. The allowed case goes through the
// app's own advertising repository (src/data/firebase/advertising-repo.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, increment, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCampaignRepo } from '../../src/data/firebase/advertising-repo';
import { SAMPLE_CAMPAIGNS } from '../../src/domain/advertising-samples';
import { stored } from './goal-fixtures';
import { identities, useRulesEnv, type Identity } from './rules-env';

const env = useRulesEnv();
const STAMP = '2025-05-01T10:00:00.000Z';
const LATER = '2025-05-02T11:30:00.000Z';
const ID = 'campaign_1746093600000_abc123def';
const PATH = `campaigns/${ID}`;

const campaign = (overrides: DocumentData = {}): DocumentData => ({
  ...SAMPLE_CAMPAIGNS[0],
  status: 'active',
  clicks: 41,
  createdAt: STAMP,
  updatedAt: STAMP,
  ...overrides,
});

const documentName = (path: string) =>
  `projects/${env.testEnv.projectId}/databases/(default)/documents/${path}`;

/** A request to the emulator's REST API as `who` (an unsigned token, as the emulator takes). */
async function restAs(who: Identity, method: string, path: string, body: unknown) {
  const { uid, email } = identities[who];
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const token = [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      sub: uid,
      user_id: uid,
      email,
      email_verified: true,
      aud: env.testEnv.projectId,
      iss: `https://securetoken.google.com/${env.testEnv.projectId}`,
      iat: now,
      exp: now + 3600,
      auth_time: now,
      firebase: { sign_in_provider: 'password', identities: {} },
    }),
    '',
  ].join('.');
  const root = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${documentName('')}`;
  const url = path.startsWith(':')
    ? `${root.replace(/\/documents\/$/, '/documents')}${path}`
    : root + path;
  const response = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

const ref = (who: Identity) => doc(env.as(who), 'campaigns', ID);
const clicksNow = async () => ((await stored(env, PATH)) as DocumentData | undefined)?.clicks;

beforeEach(async () => {
  await env.seedProfiles();
  await env.seed({ [PATH]: campaign() });
});

describe('campaigns: a click on an ad', () => {
  it("lets a free user add exactly 1 through the app's repository", async () => {
    const repo = createCampaignRepo(env.as('user'), () => undefined);
    await assertSucceeds(repo.recordClick(ID));
    expect(await clicksNow()).toBe(42);
  });

  it('lets a free user write clicks + 1 as a plain value', async () => {
    await assertSucceeds(updateDoc(ref('user'), { clicks: 42 }));
    expect(await clicksNow()).toBe(42);
  });

  it.each([
    ['+2', { clicks: increment(2) }],
    ['-1', { clicks: increment(-1) }],
    ['set to a value', { clicks: 1000 }],
    ['set to zero', { clicks: 0 }],
    ['unchanged', { clicks: 41 }],
    ['a fractional step', { clicks: increment(1.5) }],
    ['another field', { name: 'Mine' }],
    ['a second field alongside clicks', { clicks: increment(1), revenue: 100 }],
    ['updatedAt alongside clicks', { clicks: increment(1), updatedAt: LATER }],
  ])('denies a free user %s', async (_label, change) => {
    await assertFails(updateDoc(ref('user'), change));
    expect(await clicksNow()).toBe(41);
  });

  it('denies one click written as a double (it would freeze the count)', async () => {
    // The web SDK writes whole numbers as integers; the attack goes over the REST API.
    const asDouble = { fields: { clicks: { doubleValue: 42 } } };
    expect(await restAs('user', 'PATCH', `${PATH}?updateMask.fieldPaths=clicks`, asDouble)).toBe(
      403,
    );
    const incrementByDouble = {
      writes: [
        {
          transform: {
            document: documentName(PATH),
            fieldTransforms: [{ fieldPath: 'clicks', increment: { doubleValue: 1 } }],
          },
        },
      ],
    };
    expect(await restAs('user', 'POST', ':commit', incrementByDouble)).toBe(403);
    expect(await clicksNow()).toBe(41);
    // The neighbour: the same request with an integer counts.
    const asInteger = { fields: { clicks: { integerValue: '42' } } };
    expect(await restAs('user', 'PATCH', `${PATH}?updateMask.fieldPaths=clicks`, asInteger)).toBe(
      200,
    );
    expect(await clicksNow()).toBe(42);
  });

  it('denies a whole-document write that only moves clicks by 1', async () => {
    await assertFails(setDoc(ref('user'), campaign({ clicks: 42, extra: true })));
    expect(await clicksNow()).toBe(41);
  });

  it('denies a click on a paused campaign', async () => {
    await env.seed({ [PATH]: campaign({ status: 'paused' }) });
    await assertFails(updateDoc(ref('user'), { clicks: increment(1) }));
    expect(await clicksNow()).toBe(41);
  });

  it('denies pausing and counting at once (status is a second field)', async () => {
    await assertFails(updateDoc(ref('user'), { clicks: increment(1), status: 'paused' }));
  });

  it('denies a click when signed out', async () => {
    const db = env.unauthenticated();
    await assertFails(updateDoc(doc(db, 'campaigns', ID), { clicks: increment(1) }));
    expect(await clicksNow()).toBe(41);
  });

  it('denies a click by a deactivated user', async () => {
    await assertFails(updateDoc(ref('inactive'), { clicks: increment(1) }));
    expect(await clicksNow()).toBe(41);
  });

  it('denies a click on a campaign that does not exist', async () => {
    await assertFails(
      updateDoc(doc(env.as('user'), 'campaigns', `${ID}x`), { clicks: increment(1) }),
    );
  });

  it('denies counting clicks on an advertising way', async () => {
    const wayPath = 'adWays/adway_1746093600000_abc123def';
    await env.seed({ [wayPath]: { clicks: 0 } });
    await assertFails(
      updateDoc(doc(env.as('user'), 'adWays', 'adway_1746093600000_abc123def'), {
        clicks: increment(1),
      }),
    );
  });

  it('still lets the administrator count a click, and edit clicks through the form', async () => {
    await assertSucceeds(updateDoc(ref('admin'), { clicks: increment(1) }));
    await assertSucceeds(updateDoc(ref('admin'), { clicks: 7, updatedAt: STAMP }));
    expect(await clicksNow()).toBe(7);
  });
});
