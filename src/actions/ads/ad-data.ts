import { loadBackend } from '@/data/backend';
import { campaignIndexFor, isAdDue, type AdMoment } from '@/domain/ad-frequency';
import { GOAL_CREATION_LOCATION, selectAd, type AdSlotSpec } from '@/domain/ad-selection';
import type { AdWay, Campaign } from '@/domain/advertising';
import { registerSignOutCleanup } from '@/stores/session/sign-out-cleanup';
import {
  forgetCountedClicks,
  frequencyMemory,
  isDismissedThisSession,
  settleMilestones,
} from './ad-memory';

export interface AdData {
  campaigns: Campaign[];
  ways: AdWay[];
}

export interface ChosenAd {
  campaign: Campaign;
  way: AdWay;
  /** The page view it was chosen for (recorded once it shows). */
  moment: AdMoment;
}

/** What a page view knows when it decides: the time and the user's milestones. */
export interface AdViewContext {
  now: Date;
  milestones: number | null;
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
  registerSignOutCleanup('detach', forgetCountedClicks);
  cache ??= fetchAdData().catch((error: unknown) => {
    console.error('Failed to load advertising', error);
    cache = undefined;
    return null;
  });
  return cache;
}

/**
 * The ad for a slot on this page view, honouring each way's frequency with what this device
 * remembers; null when nothing matches or is due (or the lists could not be loaded).
 */
export async function chooseAd(
  slot: AdSlotSpec,
  context: AdViewContext,
  random = Math.random,
): Promise<ChosenAd | null> {
  const data = await loadAdData();
  if (!data) return null;
  for (const way of data.ways) {
    if (way.frequency === 'milestone-based') settleMilestones(way.id, context.milestones);
  }
  const memory = frequencyMemory();
  const momentFor = (way: AdWay): AdMoment => ({
    ...context,
    creatingGoal: slot.targetLocation === GOAL_CREATION_LOCATION,
    dismissed: isDismissedThisSession(way.id),
  });
  const chosen = selectAd(data.campaigns, data.ways, slot, random, {
    isDue: (way) => isAdDue(way.frequency, memory[way.id], momentFor(way)),
    indexFor: (way, count) => campaignIndexFor(way.frequency, count, context.now, random),
  });
  return chosen && { ...chosen, moment: momentFor(chosen.way) };
}

/** The next slot loads the lists again (after sign-out: another person's targeting). */
export function forgetAdData(): void {
  cache = undefined;
}
