import { describe, expect, it } from 'vitest';
import {
  AD_PLACEMENTS,
  activeCampaigns,
  isOpenableAdUrl,
  matchingWays,
  placementWarning,
  selectAd,
  type AdSlotSpec,
} from './ad-selection';

const campaign = (id: string, status = 'active', url = `https://example.com/${id}`) => ({
  id,
  name: `Campaign ${id}`,
  type: 'external',
  url,
  description: '',
  status,
  clicks: 0,
  revenue: 0,
});

const way = (id: string, displayMethod: string, targetLocation: string, isActive = true) => ({
  id,
  name: id,
  description: '',
  isActive,
  displayMethod,
  targetLocation,
  frequency: 'every-visit',
});

const banner: AdSlotSpec = { displayMethod: 'banner', targetLocation: 'goals-page-header' };

describe('matchingWays', () => {
  it('keeps active ways whose display method and target location both match', () => {
    const ways = [
      way('a', 'banner', 'goals-page-header'),
      way('b', 'banner', 'goals-page-header', false),
      way('c', 'banner', 'sidebar'),
      way('d', 'modal', 'goals-page-header'),
    ];
    expect(matchingWays(ways, banner).map((w) => w.id)).toEqual(['a']);
  });
});

describe('activeCampaigns', () => {
  it('drops paused campaigns and links that cannot be opened safely', () => {
    const list = [
      campaign('a'),
      campaign('b', 'paused'),
      campaign('c', 'active', 'javascript:alert(1)'),
      campaign('d', 'active', '/subscription'),
    ];
    expect(activeCampaigns(list).map((c) => c.id)).toEqual(['a', 'd']);
  });
});

describe('isOpenableAdUrl', () => {
  it('accepts http(s) and in-app paths only', () => {
    expect(isOpenableAdUrl('https://example.com/x?y=1')).toBe(true);
    expect(isOpenableAdUrl('HTTP://example.com')).toBe(true);
    expect(isOpenableAdUrl('/subscription')).toBe(true);
    expect(isOpenableAdUrl('//evil.example')).toBe(false);
    expect(isOpenableAdUrl('data:text/html,hi')).toBe(false);
    expect(isOpenableAdUrl('')).toBe(false);
    expect(isOpenableAdUrl(undefined)).toBe(false);
  });
});

describe('selectAd', () => {
  const campaigns = [campaign('a'), campaign('b', 'paused'), campaign('c'), campaign('d')];
  const ways = [way('w', 'banner', 'goals-page-header')];

  it('picks one active campaign with the injected random number', () => {
    expect(selectAd(campaigns, ways, banner, () => 0)?.campaign.id).toBe('a');
    expect(selectAd(campaigns, ways, banner, () => 0.5)?.campaign.id).toBe('c');
    expect(selectAd(campaigns, ways, banner, () => 0.999)?.campaign.id).toBe('d');
    expect(selectAd(campaigns, ways, banner, () => 1)?.campaign.id).toBe('d');
    expect(selectAd(campaigns, ways, banner, () => 0)?.way.id).toBe('w');
  });

  it('is null when no active way matches the slot', () => {
    expect(selectAd(campaigns, [], banner, () => 0)).toBeNull();
    expect(
      selectAd(campaigns, [way('w', 'banner', 'goals-page-header', false)], banner, () => 0),
    ).toBeNull();
    expect(
      selectAd(
        campaigns,
        ways,
        { displayMethod: 'footer', targetLocation: 'page-footer' },
        () => 0,
      ),
    ).toBeNull();
  });

  it('is null when no campaign is active', () => {
    expect(selectAd([campaign('b', 'paused')], ways, banner, () => 0)).toBeNull();
    expect(selectAd([], ways, banner, () => 0)).toBeNull();
  });
});

describe('selectAd with frequencies', () => {
  const campaigns = [campaign('a'), campaign('b'), campaign('c')];
  const ways = [
    { ...way('weekly', 'banner', 'goals-page-header'), frequency: 'weekly' },
    { ...way('always', 'banner', 'goals-page-header'), frequency: 'every-visit' },
  ];

  it('takes the first matching way that is due', () => {
    const chosen = selectAd(campaigns, ways, banner, () => 0, { isDue: (w) => w.id !== 'weekly' });
    expect(chosen?.way.id).toBe('always');
    expect(selectAd(campaigns, ways, banner, () => 0, { isDue: () => false })).toBeNull();
  });

  it("shows the campaign the policy picks (the day's turn)", () => {
    const chosen = selectAd(campaigns, ways, banner, () => 0, {
      isDue: () => true,
      indexFor: (_w, count) => count - 1,
    });
    expect(chosen?.campaign.id).toBe('c');
  });
});

describe('placementWarning', () => {
  const at = (
    displayMethod: AdSlotSpec['displayMethod'],
    targetLocation: string,
    frequency = 'weekly',
  ) => ({
    displayMethod,
    targetLocation,
    frequency,
  });

  it('is null for each method at its own location, and for an empty location', () => {
    for (const [method, location] of Object.entries(AD_PLACEMENTS)) {
      const frequency = method === 'suggestion' ? 'on-goal-creation' : 'weekly';
      expect(
        placementWarning(at(method as AdSlotSpec['displayMethod'], location, frequency)),
      ).toBeNull();
    }
    expect(placementWarning(at('banner', '  '))).toBeNull();
  });

  it('names an unknown location and lists the known ones', () => {
    expect(placementWarning(at('banner', 'dashboard-top'))).toBe(
      'Unknown target location "dashboard-top": no ad slot uses it, so this way is never shown. Known locations: goals-page-header, page-footer, new-goal-dialog, goal-completion, sidebar, notification-center.',
    );
  });

  it('explains a method at another method’s location, and on-goal-creation elsewhere', () => {
    expect(placementWarning(at('banner', 'sidebar'))).toBe(
      'The slot at "sidebar" shows the widget method, so a banner way there is never shown; use goals-page-header.',
    );
    expect(placementWarning(at('banner', 'goals-page-header', 'on-goal-creation'))).toBe(
      'On-goal-creation ways show only at new-goal-dialog, so this way is never shown.',
    );
  });
});
