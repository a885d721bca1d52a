import { beforeEach, describe, expect, it } from 'vitest';
import type { AdvertisingRepo } from '@/data/ports';
import type { AdWayInput, CampaignInput } from '@/domain/advertising';
import {
  everyone,
  refusal,
  type ContractWorld,
  type MakeWorld,
  type Repos,
} from './contract-world';

const CAMPAIGN: CampaignInput = {
  name: 'Spring',
  type: 'external',
  url: 'https://example.com/spring',
  description: 'A campaign',
  status: 'active',
  clicks: 0,
  revenue: 0,
};

const WAY: AdWayInput = {
  name: 'Banner',
  description: 'On the goals page',
  isActive: true,
  displayMethod: 'banner',
  targetLocation: 'goals',
  frequency: 'every-visit',
};

/** One advertising collection: active people read it, only the administrator writes it. */
function describeCollection<Input extends { name: string }>(
  name: string,
  makeWorld: MakeWorld,
  repoOf: (repos: Repos) => AdvertisingRepo<Input, Input & { id: string }>,
  input: Input,
) {
  describe(`${name} contract`, () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = makeWorld();
      await world.seedProfiles(everyone());
    });
    const as = (who: 'alice' | 'admin' | 'carol' | 'nobody') => repoOf(world.as(who));

    it('refuses nobody signed in before asking the server', async () => {
      expect(await refusal(as('nobody').list())).toBe('unauthenticated');
      expect(await refusal(as('nobody').create(input))).toBe('unauthenticated');
    });

    it('lets the administrator write and every active person read', async () => {
      const created = await as('admin').create(input);
      expect(created).toMatchObject(input);
      expect(await as('alice').list()).toEqual([created]);
      const updatedAt = await as('admin').update(created.id, { name: 'Renamed' } as Partial<Input>);
      expect(await as('alice').list()).toEqual([{ ...created, name: 'Renamed', updatedAt }]);
      await as('admin').remove(created.id);
      expect(await as('alice').list()).toEqual([]);
    });

    it('refuses a person who is not the administrator writing', async () => {
      const created = await as('admin').create(input);
      expect(await refusal(as('alice').create(input))).toBe('permission-denied');
      expect(await refusal(as('alice').update(created.id, input))).toBe('permission-denied');
      expect(await refusal(as('alice').remove(created.id))).toBe('permission-denied');
    });

    it('refuses a deactivated person reading', async () => {
      expect(await refusal(as('carol').list())).toBe('permission-denied');
    });

    it('refuses an update of a missing record (the rules judge it first)', async () => {
      expect(await refusal(as('admin').update(`${name}-missing`, input))).toBe('permission-denied');
    });
  });
}

/** A click on an ad: any active person adds exactly 1 to an active campaign, nothing else. */
function describeClicks(makeWorld: MakeWorld) {
  describe('CampaignRepo.recordClick contract', () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = makeWorld();
      await world.seedProfiles(everyone());
    });
    const clicksOf = async (id: string) =>
      (await world.as('admin').campaigns.list()).find((c) => c.id === id)?.clicks;

    it('adds exactly 1 for a free person, once per call, changing nothing else', async () => {
      const created = await world.as('admin').campaigns.create({ ...CAMPAIGN, clicks: 41 });
      await world.as('alice').campaigns.recordClick(created.id);
      expect(await clicksOf(created.id)).toBe(42);
      await world.as('bob').campaigns.recordClick(created.id);
      const [stored] = await world.as('alice').campaigns.list();
      expect(stored).toEqual({ ...created, clicks: 43 });
    });

    it('refuses a paused campaign, a deactivated person and nobody signed in', async () => {
      const paused = await world
        .as('admin')
        .campaigns.create({ ...CAMPAIGN, status: 'paused', clicks: 5 });
      expect(await refusal(world.as('alice').campaigns.recordClick(paused.id))).toBe(
        'permission-denied',
      );
      const active = await world.as('admin').campaigns.create({ ...CAMPAIGN, clicks: 5 });
      expect(await refusal(world.as('carol').campaigns.recordClick(active.id))).toBe(
        'permission-denied',
      );
      expect(await refusal(world.as('nobody').campaigns.recordClick(active.id))).toBe(
        'unauthenticated',
      );
      expect(await clicksOf(paused.id)).toBe(5);
      expect(await clicksOf(active.id)).toBe(5);
    });

    it('refuses a click on a missing campaign', async () => {
      expect(await refusal(world.as('alice').campaigns.recordClick('campaign_missing'))).toMatch(
        /permission-denied|not-found/,
      );
    });
  });
}

export function describeAdvertisingContract(makeWorld: MakeWorld) {
  describeCollection('CampaignRepo', makeWorld, (r) => r.campaigns, CAMPAIGN);
  describeCollection<AdWayInput>('AdWayRepo', makeWorld, (r) => r.adWays, WAY);
  describeClicks(makeWorld);
}
