// Shared set-up of the advertising tests: a fake backend, a free user and seeded ads.
import { setBackendForTesting } from '@/data/backend';
import type { AdWayInput, CampaignInput } from '@/domain/advertising';
import type { SessionUser } from '@/domain/user';
import { useSession } from '@/stores/session/session.store';
import { createFakeBackend } from '@/testing/fake-backend';
import { forgetAdData } from '@/actions/ads/ad-data';
import { forgetCountedClicks } from '@/actions/ads/ad-memory';

export const freeUser: SessionUser = {
  uid: 'u1',
  email: 'ann@example.com',
  displayName: 'Ann',
  role: 'user',
  subscriptionPlan: 'free',
  isActive: true,
};

export const offer: CampaignInput = {
  name: 'Books for Mastery',
  type: 'external',
  url: 'https://books.example.com/mastery',
  description: 'Deliberate practice reading list.',
  status: 'active',
  clicks: 0,
  revenue: 0,
};

export const wayAt = (
  displayMethod: AdWayInput['displayMethod'],
  targetLocation: string,
  isActive = true,
  frequency: AdWayInput['frequency'] = 'every-visit',
): AdWayInput => ({
  name: `${displayMethod} way`,
  description: '',
  isActive,
  displayMethod,
  targetLocation,
  frequency,
});

/** A fresh fake backend with a free user signed in, and nothing remembered about ads. */
export function startAdsWorld() {
  const fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  forgetAdData();
  forgetCountedClicks();
  sessionStorage.clear();
  localStorage.clear();

  function signIn(user: SessionUser | null) {
    useSession.setState({ user, status: user ? 'signedIn' : 'signedOut', resolved: true });
    if (user) fake.signInWithProfile(user);
    else fake.signInAs(null);
  }

  function seed(campaigns: CampaignInput[], ways: AdWayInput[]) {
    return fake.asAdministrator(async () => {
      for (const c of campaigns) await fake.advertising.campaigns.create(c);
      for (const w of ways) await fake.advertising.adWays.create(w);
    });
  }

  signIn(freeUser);
  return { fake, signIn, seed };
}
