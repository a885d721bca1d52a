import { useEffect, useState } from 'react';
import { milestoneCount } from '@/domain/ad-frequency';
import type { AdDisplayMethod } from '@/domain/ad-selection';
import { nowDate } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import { chooseAd, type ChosenAd } from '@/actions/ads/ad-data';
import { recordShown } from '@/actions/ads/ad-memory';

/** The user's milestones (trophies, levels, completions); null until the goals are loaded. */
function useMilestones(): number | null {
  return useGoals((s) => (s.status === 'ready' ? milestoneCount(s.goals) : null));
}

/**
 * The ad chosen for a slot on this page view (one mount); null while loading, off, empty or
 * not due. Once an ad is chosen it stays for the page view; while none is, a new milestone
 * decides again (so a milestone-based way can appear when a trophy or level is reached).
 */
export function useAd(
  displayMethod: AdDisplayMethod,
  targetLocation: string,
  enabled: boolean,
): ChosenAd | null {
  const [chosen, setChosen] = useState<{ key: string; ad: ChosenAd | null } | null>(null);
  const key = `${displayMethod}@${targetLocation}`;
  const milestones = useMilestones();
  const settled = chosen?.key === key && chosen.ad !== null;

  useEffect(() => {
    if (!enabled || settled) return;
    let live = true;
    void chooseAd({ displayMethod, targetLocation }, { now: nowDate(), milestones }).then((ad) => {
      if (live) setChosen({ key, ad });
    });
    return () => {
      live = false;
    };
  }, [enabled, settled, key, displayMethod, targetLocation, milestones]);

  return enabled && chosen?.key === key ? chosen.ad : null;
}

/**
 * Remembers on this device that the ad showed (for weekly and milestone-based), once it is
 * actually visible. Recording after the decision keeps a repeated effect from hiding it.
 */
export function useRecordShown(ad: ChosenAd | null, visible: boolean): void {
  useEffect(() => {
    if (ad && visible) recordShown(ad.way.id, ad.moment);
  }, [ad, visible]);
}
