import { useState } from 'react';
import { appConfig } from '@/config';
import { shouldShowAds } from '@/domain/ad-audience';
import type { AdSlotSpec } from '@/domain/ad-selection';
import { useSession } from '@/stores/session/session.store';
import { countAdClick } from '@/actions/ads/ad-clicks';
import type { ChosenAd } from '@/actions/ads/ad-data';
import { dismissForSession } from '@/actions/ads/ad-memory';
import { AdView } from './ad-views';
import { useAd, useRecordShown } from './use-ad';

/** Notifications, modals and persistent ways can be dismissed; persistent ones for the session. */
function isDismissible({ way }: ChosenAd): boolean {
  return (
    way.frequency === 'persistent' ||
    way.displayMethod === 'notification' ||
    way.displayMethod === 'modal'
  );
}

/**
 * One advertising slot: for free-plan users other than the administrator, the ad of the first
 * active way matching the slot's method and location that is due by its frequency; else
 * nothing. A click counts once per campaign in a session.
 */
export function AdSlot({ displayMethod, targetLocation }: AdSlotSpec) {
  const user = useSession((s) => s.user);
  const show = shouldShowAds(user, appConfig.adminEmail);
  const ad = useAd(displayMethod, targetLocation, show);
  const [dismissed, setDismissed] = useState(false);
  const visible = show && ad !== null && !dismissed;
  useRecordShown(ad, visible);
  if (!visible) return null;

  function dismiss() {
    if (ad?.way.frequency === 'persistent') dismissForSession(ad.way.id);
    setDismissed(true);
  }
  return (
    <AdView
      method={displayMethod}
      campaign={ad.campaign}
      onOpen={() => void countAdClick(ad.campaign.id)}
      onDismiss={isDismissible(ad) ? dismiss : undefined}
    />
  );
}

/** The page-footer slot of the signed-in layout (kept clear of the timer widget below it). */
export function AdFooter() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 empty:hidden sm:px-6">
      <AdSlot displayMethod="footer" targetLocation="page-footer" />
    </div>
  );
}
