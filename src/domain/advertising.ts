// Advertising campaigns and advertising ways (spec §3, §5, §7): types, form rules, ids and
// the fixed sample data. Pure: the clock and randomness are injected.

export const CAMPAIGN_TYPES = ['external', 'internal'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const CAMPAIGN_STATUSES = ['active', 'paused'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const DISPLAY_METHODS = [
  'banner',
  'modal',
  'widget',
  'notification',
  'suggestion',
  'footer',
] as const;
export type DisplayMethod = (typeof DISPLAY_METHODS)[number];

export const AD_FREQUENCIES = [
  'every-visit',
  'daily-rotation',
  'weekly',
  'milestone-based',
  'on-goal-creation',
  'persistent',
] as const;
export type AdFrequency = (typeof AD_FREQUENCIES)[number];

/** The fields the campaign form edits (and the rules accept). */
export interface CampaignInput {
  name: string;
  type: CampaignType;
  url: string;
  description: string;
  status: CampaignStatus;
  /** An integer, 0 or more. */
  clicks: number;
  /** Money, 2 decimal places, 0 or more. */
  revenue: number;
}

/** A stored campaign; timestamps are ISO strings. */
export interface Campaign extends CampaignInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export interface AdWayInput {
  name: string;
  description: string;
  isActive: boolean;
  displayMethod: DisplayMethod;
  /** Free text, e.g. 'goals-page-header'. */
  targetLocation: string;
  frequency: AdFrequency;
}

export interface AdWay extends AdWayInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** Limits shared with firestore.rules. */
export const AD_LIMITS = { name: 200, description: 2000, url: 2000, targetLocation: 200 } as const;

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const isCampaignType = (v: unknown): v is CampaignType => isOneOf(CAMPAIGN_TYPES, v);
export const isCampaignStatus = (v: unknown): v is CampaignStatus => isOneOf(CAMPAIGN_STATUSES, v);
export const isDisplayMethod = (v: unknown): v is DisplayMethod => isOneOf(DISPLAY_METHODS, v);
export const isAdFrequency = (v: unknown): v is AdFrequency => isOneOf(AD_FREQUENCIES, v);

/** 'campaign_' / 'adway_' + timestamp + a random base-36 string. */
export function advertisingId(
  prefix: 'campaign_' | 'adway_',
  nowMs: number,
  random: () => number,
): string {
  const suffix = random().toString(36).slice(2, 11).padEnd(9, '0');
  return `${prefix}${nowMs}_${suffix}`;
}
