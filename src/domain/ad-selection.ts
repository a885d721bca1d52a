/** The six ways an advertisement can be presented (spec: Advertising slots). */
export type AdDisplayMethod =
  'banner' | 'modal' | 'widget' | 'notification' | 'suggestion' | 'footer';

/** Where an ad slot sits: a display method and a free-text target location. */
export interface AdSlotSpec {
  displayMethod: AdDisplayMethod;
  targetLocation: string;
}

/** The fields of a campaign the selection reads. */
export interface SelectableCampaign {
  status: string;
  url: string;
}

/** The fields of an advertising way the selection reads. */
export interface SelectableAdWay {
  isActive: boolean;
  displayMethod: string;
  targetLocation: string;
}

/** A number in [0, 1), like Math.random (injected so selection is testable). */
export type RandomSource = () => number;

/** Active ways whose displayMethod and targetLocation match the slot. */
export function matchingWays<W extends SelectableAdWay>(ways: readonly W[], slot: AdSlotSpec): W[] {
  return ways.filter(
    (way) =>
      way.isActive === true &&
      way.displayMethod === slot.displayMethod &&
      way.targetLocation.trim() === slot.targetLocation,
  );
}

/**
 * A campaign URL that may be opened: absolute http(s), or a path inside the app. Anything
 * else (javascript:, data:, protocol-relative) is never rendered as a link.
 */
export function isOpenableAdUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  const value = url.trim();
  return /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)\S*$/.test(value);
}

/** Active campaigns that can be shown. */
export function activeCampaigns<C extends SelectableCampaign>(campaigns: readonly C[]): C[] {
  return campaigns.filter((c) => c.status === 'active' && isOpenableAdUrl(c.url));
}

/** How a slot honours the ways' frequencies (ad-frequency.ts); by default every way is due. */
export interface AdSelectionPolicy<W> {
  /** Whether this way shows on this page view. */
  isDue(way: W): boolean;
  /** Which of `count` active campaigns it shows (e.g. the day's turn). */
  indexFor?(way: W, count: number): number;
}

/**
 * The ad slot's choice: the first active way matching the slot that is due, with one active
 * campaign (picked at random unless the policy says otherwise); null when no way matches and
 * is due, or no campaign is active.
 */
export function selectAd<C extends SelectableCampaign, W extends SelectableAdWay>(
  campaigns: readonly C[],
  ways: readonly W[],
  slot: AdSlotSpec,
  random: RandomSource,
  policy: AdSelectionPolicy<W> = { isDue: () => true },
): { campaign: C; way: W } | null {
  const way = matchingWays(ways, slot).find((candidate) => policy.isDue(candidate));
  if (!way) return null;
  const candidates = activeCampaigns(campaigns);
  if (candidates.length === 0) return null;
  const picked = policy.indexFor
    ? policy.indexFor(way, candidates.length)
    : Math.floor(random() * candidates.length);
  const index = Math.min(candidates.length - 1, Math.max(0, picked));
  const campaign = candidates[index];
  return campaign ? { campaign, way } : null;
}

/**
 * The slots the app has: each display method at its one target location. A way elsewhere is
 * never shown (the admin form warns about it).
 */
export const AD_PLACEMENTS = {
  banner: 'goals-page-header',
  footer: 'page-footer',
  suggestion: 'new-goal-dialog',
  modal: 'goal-completion',
  widget: 'sidebar',
  notification: 'notification-center',
} as const satisfies Record<AdDisplayMethod, string>;

/** The New Goal dialog's location: on-goal-creation ways show only there. */
export const GOAL_CREATION_LOCATION = AD_PLACEMENTS.suggestion;

/**
 * Why an advertising way can never be shown, or null when it can: an unknown target
 * location, a location whose slot uses another method, or on-goal-creation elsewhere than
 * the New Goal dialog.
 */
export function placementWarning(way: {
  displayMethod: AdDisplayMethod;
  targetLocation: string;
  frequency: string;
}): string | null {
  const location = way.targetLocation.trim();
  if (!location) return null;
  const methodThere = (Object.keys(AD_PLACEMENTS) as AdDisplayMethod[]).find(
    (method) => AD_PLACEMENTS[method] === location,
  );
  if (!methodThere) {
    const known = Object.values(AD_PLACEMENTS).join(', ');
    return `Unknown target location "${location}": no ad slot uses it, so this way is never shown. Known locations: ${known}.`;
  }
  if (methodThere !== way.displayMethod) {
    return `The slot at "${location}" shows the ${methodThere} method, so a ${way.displayMethod} way there is never shown; use ${AD_PLACEMENTS[way.displayMethod]}.`;
  }
  if (way.frequency === 'on-goal-creation' && location !== GOAL_CREATION_LOCATION) {
    return `On-goal-creation ways show only at ${GOAL_CREATION_LOCATION}, so this way is never shown.`;
  }
  return null;
}

/** The goal-completion ad modal appears this long after arrival (spec §9). */
export const AD_MODAL_DELAY_MS = 5000;

/** The slot of the once-per-session modal (spec §4 Ad modal). */
export const GOAL_COMPLETION_AD_SLOT: AdSlotSpec = {
  displayMethod: 'modal',
  targetLocation: 'goal-completion',
};
