import { beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_SHARE_MAX_CHARS } from '@/domain/review/review-share';
import { SHARE_LINK_LIMIT } from '@/domain/sharing';
import { SHARED_NAME_MAX, type SharedGoal } from '@/domain/sharing-snapshot';
import { everyone, people, refusal, type ContractWorld, type MakeWorld } from './contract-world';

const PIANO: SharedGoal = {
  name: 'Piano',
  note: 'Scales daily',
  level: 2,
  hours: 21.3,
  trophies: 3,
  dayCount: 12,
  recentDays: ['2026-02-27', '2026-02-28'],
};
const { alice, bob } = people;

/** ShareRepo: links to a snapshot of one's own goals, read by any active person. */
export function describeShareRepoContract(makeWorld: MakeWorld) {
  describe('ShareRepo contract', () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = makeWorld();
      await world.seedProfiles(everyone());
    });
    const sharesOf = (who: 'alice' | 'bob' | 'carol') => world.as(who).shares;

    it('makes a link that another active person reads until it expires', async () => {
      const before = Date.now();
      const created = await sharesOf('alice').create(alice.uid, [PIANO]);
      if (created.status !== 'created') throw new Error(`Not created: ${created.status}`);
      expect(created.expiresAt).toBeGreaterThan(before);
      const read = await sharesOf('bob').read(created.id);
      expect(read).toMatchObject({
        status: 'ok',
        record: { id: created.id, goals: [PIANO], ownerId: alice.uid },
      });
    });

    it('makes a weekly review link, and refuses a review text over the limit', async () => {
      const review = JSON.stringify({ rows: [] });
      const created = await sharesOf('alice').create(alice.uid, [], review);
      if (created.status !== 'created') throw new Error(`Not created: ${created.status}`);
      const read = await sharesOf('bob').read(created.id);
      expect(read).toMatchObject({ status: 'ok', record: { goals: [], review } });
      const huge = 'x'.repeat(REVIEW_SHARE_MAX_CHARS + 1);
      expect(await refusal(sharesOf('alice').create(alice.uid, [], huge))).toBe(
        'permission-denied',
      );
    });

    it('says a link that never existed is missing', async () => {
      expect(await sharesOf('bob').read('no-such-link')).toEqual({ status: 'missing' });
    });

    it("refuses a link in another person's name or by a deactivated person", async () => {
      expect(await refusal(sharesOf('bob').create(alice.uid, [PIANO]))).toBe('permission-denied');
      expect(await refusal(sharesOf('carol').create(people.carol.uid, [PIANO]))).toBe(
        'permission-denied',
      );
      expect(await sharesOf('bob').create(bob.uid, [PIANO])).toMatchObject({ status: 'created' });
    });

    it('refuses a snapshot the rules do not accept', async () => {
      const long = { ...PIANO, name: 'n'.repeat(SHARED_NAME_MAX + 1) };
      expect(await refusal(sharesOf('alice').create(alice.uid, [long]))).toBe('permission-denied');
    });

    it("lists one's own live links, the one that expires last first", async () => {
      const first = await sharesOf('alice').create(alice.uid, [PIANO]);
      const second = await sharesOf('alice').create(alice.uid, []);
      await sharesOf('bob').create(bob.uid, [PIANO]);
      if (first.status !== 'created' || second.status !== 'created') throw new Error('Not made');
      const listed = await sharesOf('alice').listLive(alice.uid);
      expect(listed.map((link) => link.id).sort()).toEqual([first.id, second.id].sort());
      expect(listed[0]!.expiresAt).toBeGreaterThanOrEqual(listed[1]!.expiresAt);
      expect(listed.find((link) => link.id === first.id)).toMatchObject({
        goals: [PIANO],
        expiresAt: first.expiresAt,
        ownerId: alice.uid,
      });
      expect(listed.find((link) => link.id === second.id)?.goals).toEqual([]);
    });

    it("refuses listing someone else's links, and a deactivated person's listing", async () => {
      await sharesOf('alice').create(alice.uid, [PIANO]);
      expect(await refusal(sharesOf('bob').listLive(alice.uid))).toBe('permission-denied');
      expect(await refusal(sharesOf('carol').listLive(people.carol.uid))).toBe('permission-denied');
      expect(await sharesOf('bob').listLive(bob.uid)).toEqual([]);
    });

    it('revokes a link: it reads as expired, leaves the list and frees its place', async () => {
      const made: string[] = [];
      for (let i = 0; i < SHARE_LINK_LIMIT; i += 1) {
        const created = await sharesOf('alice').create(alice.uid, [PIANO]);
        if (created.status === 'created') made.push(created.id);
      }
      const revoked = made[3]!;
      await sharesOf('alice').revoke(alice.uid, revoked);
      expect(await sharesOf('bob').read(revoked)).toEqual({ status: 'expired' });
      const listed = (await sharesOf('alice').listLive(alice.uid)).map((link) => link.id);
      expect(listed).toHaveLength(SHARE_LINK_LIMIT - 1);
      expect(listed).not.toContain(revoked);
      expect(await sharesOf('alice').create(alice.uid, [PIANO])).toMatchObject({
        status: 'created',
      });
      expect(await sharesOf('alice').create(alice.uid, [PIANO])).toMatchObject({ status: 'full' });
    });

    it("refuses revoking someone else's live link", async () => {
      const created = await sharesOf('alice').create(alice.uid, [PIANO]);
      if (created.status !== 'created') throw new Error(`Not created: ${created.status}`);
      expect(await refusal(sharesOf('bob').revoke(bob.uid, created.id))).toBe('permission-denied');
      expect(await refusal(sharesOf('bob').revoke(alice.uid, created.id))).toBe(
        'permission-denied',
      );
      expect(await sharesOf('bob').read(created.id)).toMatchObject({ status: 'ok' });
    });

    it(`answers full after ${SHARE_LINK_LIMIT} live links, with the oldest one's expiry`, async () => {
      const expiries: number[] = [];
      for (let i = 0; i < SHARE_LINK_LIMIT; i += 1) {
        const created = await sharesOf('alice').create(alice.uid, [PIANO]);
        if (created.status === 'created') expiries.push(created.expiresAt);
      }
      expect(expiries).toHaveLength(SHARE_LINK_LIMIT);
      expect(await sharesOf('alice').create(alice.uid, [PIANO])).toEqual({
        status: 'full',
        oldestExpiresAt: expiries[0],
      });
    });
  });
}
