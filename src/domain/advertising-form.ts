// The campaign and advertising-way forms of the admin dashboard (spec §5): no required-field
// checks; clicks an integer ≥ 0 and revenue 2 decimals ≥ 0, anything invalid becoming 0.
import {
  AD_LIMITS,
  isAdFrequency,
  isCampaignStatus,
  isCampaignType,
  isDisplayMethod,
  type AdWayInput,
  type CampaignInput,
} from './advertising';

/** Clicks from the form: an integer ≥ 0; anything invalid becomes 0. */
export function parseClicks(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}

/** Revenue from the form: a decimal ≥ 0 rounded to 2 places; anything invalid becomes 0. */
export function parseRevenue(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : 0;
}

/** '$1,234.50'. */
export function formatRevenue(revenue: number): string {
  return `$${revenue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Cleans raw form values into a campaign the rules accept (no required-field checks). */
export function normalizeCampaignInput(raw: {
  [K in keyof CampaignInput]?: unknown;
}): CampaignInput {
  return {
    name: String(raw.name ?? '').slice(0, AD_LIMITS.name),
    type: isCampaignType(raw.type) ? raw.type : 'external',
    url: String(raw.url ?? '').slice(0, AD_LIMITS.url),
    description: String(raw.description ?? '').slice(0, AD_LIMITS.description),
    status: isCampaignStatus(raw.status) ? raw.status : 'active',
    clicks: parseClicks(raw.clicks),
    revenue: parseRevenue(raw.revenue),
  };
}

export function normalizeAdWayInput(raw: { [K in keyof AdWayInput]?: unknown }): AdWayInput {
  return {
    name: String(raw.name ?? '').slice(0, AD_LIMITS.name),
    description: String(raw.description ?? '').slice(0, AD_LIMITS.description),
    isActive: raw.isActive !== false,
    displayMethod: isDisplayMethod(raw.displayMethod) ? raw.displayMethod : 'banner',
    targetLocation: String(raw.targetLocation ?? '').slice(0, AD_LIMITS.targetLocation),
    frequency: isAdFrequency(raw.frequency) ? raw.frequency : 'every-visit',
  };
}

export const EMPTY_CAMPAIGN: CampaignInput = normalizeCampaignInput({});
export const EMPTY_AD_WAY: AdWayInput = normalizeAdWayInput({});
