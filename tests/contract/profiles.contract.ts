import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountPreferences, GoalView } from '@/domain/preferences';
import type { UserProfile } from '@/domain/user';
import {
  everyone,
  people,
  profileOf,
  refusal,
  type ContractWorld,
  type MakeWorld,
} from './contract-world';

const { alice, bob } = people;

/** ProfileRepo: each person reads and renames only their own; plans are the administrator's. */
export function describeProfileRepoContract(makeWorld: MakeWorld) {
  describe('ProfileRepo contract', () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = makeWorld();
      await world.seedProfiles(everyone().filter((p) => p.uid !== bob.uid));
      // A refused read is logged by the adapter and answered with null.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    const profilesOf = (who: 'alice' | 'bob' | 'admin' | 'carol' | 'nobody') =>
      world.as(who).profiles;

    it("reads one's own profile; another person's reads as none", async () => {
      expect(await profilesOf('alice').get(alice.uid)).toEqual(profileOf('alice'));
      expect(await profilesOf('bob').get(alice.uid)).toBeNull();
      expect(await profilesOf('nobody').get(alice.uid)).toBeNull();
      expect(await profilesOf('admin').get(alice.uid)).toEqual(profileOf('alice'));
    });

    it('creates a newcomer’s own free, active profile and nothing else', async () => {
      const mine = profileOf('bob', { displayName: 'Bob' });
      expect(await refusal(profilesOf('bob').create({ ...mine, subscriptionPlan: 'pro' }))).toBe(
        'permission-denied',
      );
      expect(await refusal(profilesOf('bob').create({ ...mine, role: 'admin' }))).toBe(
        'permission-denied',
      );
      expect(await refusal(profilesOf('bob').create({ ...mine, email: 'other@example.com' }))).toBe(
        'permission-denied',
      );
      expect(await refusal(profilesOf('alice').create(mine))).toBe('permission-denied');
      await profilesOf('bob').create(mine);
      expect(await profilesOf('bob').get(bob.uid)).toEqual(mine);
    });

    it('lets a person rename themself, never another person', async () => {
      await profilesOf('alice').update(alice.uid, { displayName: 'Ally' });
      expect((await profilesOf('alice').get(alice.uid))?.displayName).toBe('Ally');
      expect(await refusal(profilesOf('bob').update(alice.uid, { displayName: 'Bob' }))).toBe(
        'permission-denied',
      );
    });

    it('refuses a deactivated person renaming themself', async () => {
      expect(
        await refusal(profilesOf('carol').update(people.carol.uid, { displayName: 'C' })),
      ).toBe('permission-denied');
    });

    it('leaves plans to the administrator', async () => {
      expect(await refusal(profilesOf('alice').setPlan(alice.uid, 'pro'))).toBe(
        'permission-denied',
      );
      await profilesOf('admin').setPlan(alice.uid, 'pro');
      expect((await profilesOf('alice').get(alice.uid))?.subscriptionPlan).toBe('pro');
    });

    it('follows one’s own profile live; another person’s shows as none', async () => {
      const seen: (UserProfile | null)[] = [];
      const stop = profilesOf('alice').watch(alice.uid, (p) => seen.push(p));
      await vi.waitFor(() => expect(seen.at(-1)?.uid).toBe(alice.uid));
      await profilesOf('admin').setPlan(alice.uid, 'platinum');
      await vi.waitFor(() => expect(seen.at(-1)?.subscriptionPlan).toBe('platinum'));
      stop();
      const spied: (UserProfile | null)[] = [];
      const stopSpying = profilesOf('bob').watch(alice.uid, (p) => spied.push(p));
      await vi.waitFor(() => expect(spied).toEqual([null]));
      stopSpying();
    });

    it("tells a person whether their account was deleted; refuses another person's", async () => {
      expect(await profilesOf('alice').isDeleted(alice.uid)).toBe(false);
      expect(await refusal(profilesOf('bob').isDeleted(alice.uid))).toBe('permission-denied');
    });

    it('keeps preferences in one’s own profile, field by field, and follows them', async () => {
      const seen: AccountPreferences[] = [];
      const stop = profilesOf('alice').watchPreferences(alice.uid, (p) => seen.push(p));
      await vi.waitFor(() => expect(seen.at(-1)).toEqual({ defaultSettings: {} }));
      await profilesOf('alice').savePreferences(alice.uid, {
        defaultSettings: { frequency: 'daily', reminderTime: '06:45' },
        goalView: 'three',
      });
      await profilesOf('alice').savePreferences(alice.uid, {
        defaultSettings: { target: { type: 'books', value: 8 }, reminderTime: undefined },
      });
      await vi.waitFor(() =>
        expect(seen.at(-1)).toEqual({
          defaultSettings: { frequency: 'daily', target: { type: 'books', value: 8 } },
          goalView: 'three',
        }),
      );
      stop();
      expect(await profilesOf('alice').get(alice.uid)).toEqual(profileOf('alice'));
    });

    it('refuses preferences for another person, a deactivated one or a view that is not one', async () => {
      const patch = { goalView: 'double' as const };
      expect(await refusal(profilesOf('bob').savePreferences(alice.uid, patch))).toBe(
        'permission-denied',
      );
      expect(await refusal(profilesOf('admin').savePreferences(alice.uid, patch))).toBe(
        'permission-denied',
      );
      expect(await refusal(profilesOf('carol').savePreferences(people.carol.uid, patch))).toBe(
        'permission-denied',
      );
      const wrong = { goalView: 'four' as GoalView };
      expect(await refusal(profilesOf('alice').savePreferences(alice.uid, wrong))).toBe(
        'permission-denied',
      );
      const zero = { defaultSettings: { target: { type: 'hours' as const, value: 0 } } };
      expect(await refusal(profilesOf('alice').savePreferences(alice.uid, zero))).toBe(
        'permission-denied',
      );
    });
  });
}
