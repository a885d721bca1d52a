import { loadBackend } from '@/data/backend';
import { selectAd, type AdSlotSpec } from '@/domain/ad-selection';
import type { AdWay, Campaign } from '@/domain/advertising';
import { registerSignOutCleanup } from '@/stores/session/sign-out-cleanup';

export interface AdData {
  campaigns: Campaign[];
  ways: AdWay[];
}

export interface ChosenAd {
  campaign: Campaign;
  way: AdWay;
}

let cache: Promise<AdData | null> | undefined;

async function fetchAdData(): Promise<AdData> {
  const backend = await loadBackend();
  const [campaigns, ways] = await Promise.all([backend.campaigns.list(), backend.adWays.list()]);
  return { campaigns, ways };
}

/**
 * Both lists, loaded once for the session and shared by every slot. A failure is logged and
 * resolves null (nothing is shown); the next slot tries again.
 */
export function loadAdData(): Promise<AdData | null> {
  registerSignOutCleanup('detach', forgetAdData);
  cache ??= fetchAdData().catch((error: unknown) => {
    console.error('Failed to load advertising', error);
    cache = undefined;
    return null;
  });
  return cache;
}

/** The ad for a slot, or null when nothing matches (or the lists could not be loaded). */
export async function chooseAd(slot: AdSlotSpec, random = Math.random): Promise<ChosenAd | null> {
  const data = await loadAdData();
  return data ? selectAd(data.campaigns, data.ways, slot, random) : null;
}

/** The next slot loads the lists again (after sign-out: another person's targeting). */
export function forgetAdData(): void {
  cache = undefined;
}
