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

/**
 * The ad slot's choice: when at least one active way matches the slot, one active campaign
 * picked at random; null when no way matches or no campaign is active.
 */
export function selectAd<C extends SelectableCampaign, W extends SelectableAdWay>(
  campaigns: readonly C[],
  ways: readonly W[],
  slot: AdSlotSpec,
  random: RandomSource,
): { campaign: C; way: W } | null {
  const [way] = matchingWays(ways, slot);
  if (!way) return null;
  const candidates = activeCampaigns(campaigns);
  if (candidates.length === 0) return null;
  const index = Math.min(
    candidates.length - 1,
    Math.max(0, Math.floor(random() * candidates.length)),
  );
  const campaign = candidates[index];
  return campaign ? { campaign, way } : null;
}

/** The goal-completion ad modal appears this long after arrival (spec §9). */
export const AD_MODAL_DELAY_MS = 5000;

/** The slot of the once-per-session modal (spec §4 Ad modal). */
export const GOAL_COMPLETION_AD_SLOT: AdSlotSpec = {
  displayMethod: 'modal',
  targetLocation: 'goal-completion',
};
