import { useEffect, useState } from 'react';
import type { AdDisplayMethod } from '@/domain/ad-selection';
import { chooseAd, type ChosenAd } from './ad-data';

/** The ad chosen for a slot once the lists have loaded; null while loading, off or empty. */
export function useAd(
  displayMethod: AdDisplayMethod,
  targetLocation: string,
  enabled: boolean,
): ChosenAd | null {
  const [chosen, setChosen] = useState<{ key: string; ad: ChosenAd | null } | null>(null);
  const key = `${displayMethod}@${targetLocation}`;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void chooseAd({ displayMethod, targetLocation }).then((ad) => {
      if (live) setChosen({ key, ad });
    });
    return () => {
      live = false;
    };
  }, [enabled, key, displayMethod, targetLocation]);

  return enabled && chosen?.key === key ? chosen.ad : null;
}
