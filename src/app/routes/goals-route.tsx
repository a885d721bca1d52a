import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyNamed } from '@/components/lazy-named';
import { loadModuleWhenOnline } from '@/components/load-when-online';
import { Button } from '@/components/ui/button';
import { appConfig } from '@/config';
import { shouldShowAds } from '@/domain/ad-audience';
import GoalsPage, { type AdPlacement } from '@/features/goals/goals-page';
import { useSession } from '@/stores/session/session.store';
import { AfterGoalsShown } from '../layout/after-goals-shown';

// Advertising loads on its own, only for free users, once the goals show (never in /goals'
// first load).
const AdSlot = lazyNamed(() => import('@/features/ads/ads-entry'), 'AdSlot');
// Import and share load once the goals show; their parsers and dialogs only when used.
const ImportButton = lazyNamed(() => import('@/features/transfer/import-button'), 'ImportButton');
const loadSharing = () => loadModuleWhenOnline(() => import('@/features/sharing/sharing-entry'));
const ShareButton = lazy(() => loadSharing().then((m) => ({ default: m.ShareButton })));
const SharedGoalsView = lazy(() => loadSharing().then((m) => ({ default: m.SharedGoalsView })));

/** Holds Import's and Share's places while their code loads, so the toolbar never reflows. */
function ToolbarExtrasLoading() {
  return ['Import', 'Share'].map((label) => (
    <Button key={label} variant="secondary" size="sm" className="h-9" disabled>
      {label}
    </Button>
  ));
}

function renderAd(placement: AdPlacement) {
  return (
    <AfterGoalsShown>
      <Suspense fallback={null}>
        <AdSlot {...placement} />
      </Suspense>
    </AfterGoalsShown>
  );
}

/**
 * /goals: the goals page, composed with what other features add to it (import and share
 * actions, a shared read-only view for ?share=ID, advertising for free users).
 */
export default function GoalsRoute() {
  const shareId = new URLSearchParams(useLocation().search).get('share');
  const showAds = useSession((s) => shouldShowAds(s.user, appConfig.adminEmail));
  if (shareId) return <SharedGoalsView shareId={shareId} />;
  return (
    <GoalsPage
      adSlot={showAds ? renderAd : undefined}
      toolbarExtras={
        <Suspense fallback={<ToolbarExtrasLoading />}>
          <AfterGoalsShown fallback={<ToolbarExtrasLoading />}>
            <ImportButton />
            <ShareButton />
          </AfterGoalsShown>
        </Suspense>
      }
    />
  );
}
