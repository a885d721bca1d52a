import { appConfig } from '@/config';
import { shouldShowAds } from '@/domain/ad-audience';
import type { AdSlotSpec } from '@/domain/ad-selection';
import { useSession } from '@/stores/session/session.store';
import { AdView } from './ad-views';
import { useAd } from './use-ad';

/**
 * One advertising slot: for free-plan users other than the administrator, an active campaign
 * picked at random when an active way matches the slot's method and location; else nothing.
 */
export function AdSlot({ displayMethod, targetLocation }: AdSlotSpec) {
  const user = useSession((s) => s.user);
  const show = shouldShowAds(user, appConfig.adminEmail);
  const ad = useAd(displayMethod, targetLocation, show);
  if (!show || !ad) return null;
  return <AdView method={displayMethod} campaign={ad.campaign} />;
}

/** The page-footer slot of the signed-in layout (kept clear of the timer widget below it). */
export function AdFooter() {
  const user = useSession((s) => s.user);
  const show = shouldShowAds(user, appConfig.adminEmail);
  const ad = useAd('footer', 'page-footer', show);
  if (!show || !ad) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 sm:px-6">
      <AdView method="footer" campaign={ad.campaign} />
    </div>
  );
}
