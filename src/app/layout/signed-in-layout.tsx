import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyNamed } from '@/components/lazy-named';
import { FullScreenLoading } from '@/components/ui/spinner';
import { appConfig } from '@/config';
import { shouldShowAds } from '@/domain/ad-audience';
import { TimerWidget } from '@/features/timer/timer-widget';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
// Follows this tab's Stops from the start, before the question's chunk has loaded.
import '@/stores/journal/journal-prompt.store';
import { useTimer } from '@/stores/timer/timer.store';
import { AfterGoalsShown } from './after-goals-shown';
import { AppHeader } from './app-header';
import { ShortcutHost } from './shortcut-host';
import { useGuardedSignOut } from './sign-out-guard';

const ToastHost = lazyNamed(() => import('../feedback/toast-host'), 'ToastHost');
const AlertHost = lazyNamed(() => import('../feedback/alert-host'), 'AlertHost');
const PwaHosts = lazyNamed(() => import('./pwa-hosts'), 'PwaHosts');
const HowDidItGoHost = lazyNamed(
  () => import('@/features/journal/how-did-it-go-dialog'),
  'HowDidItGoHost',
);
const VerifyEmailBanner = lazyNamed<object, 'VerifyEmailBanner'>(
  () => import('@/features/account/verify-email-banner'),
  'VerifyEmailBanner',
);
// Advertising (footer slot, goal-completion modal): its own chunk, loaded for free users only.
const AdFooter = lazyNamed<object, 'AdFooter'>(
  () => import('@/features/ads/ads-entry'),
  'AdFooter',
);
const AdCompletionModal = lazyNamed<object, 'AdCompletionModal'>(
  () => import('@/features/ads/ads-entry'),
  'AdCompletionModal',
);

/** Toasts and alerts load with their first message. */
function FeedbackHosts() {
  const hasToast = useFeedback((s) => s.toast !== null);
  const hasAlert = useFeedback((s) => s.alert !== null);
  return (
    <Suspense fallback={null}>
      {hasToast && <ToastHost />}
      {hasAlert && <AlertHost />}
    </Suspense>
  );
}

export default function SignedInLayout() {
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);
  const uid = user?.uid;
  const guardedSignOut = useGuardedSignOut(() => void signOut());
  // A run another device stopped by deleting its goal still asks where its time goes.
  const timing = useTimer((s) => s.timer !== null || s.goneRunMs !== null);

  useEffect(() => {
    if (uid) useGoals.getState().start(uid);
  }, [uid]);

  const showAds = shouldShowAds(user, appConfig.adminEmail);
  if (!user) return <FullScreenLoading />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <AppHeader user={user} onSignOut={guardedSignOut.request} />
      {guardedSignOut.dialog}
      {/* One boundary: the banner is in place before the page shows, never pushing it down. */}
      <Suspense fallback={<FullScreenLoading />}>
        <VerifyEmailBanner />
        <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          {/* Loaded with the page, not at the first Stop: that Stop may be made offline. */}
          <AfterGoalsShown>
            <Suspense fallback={null}>
              <HowDidItGoHost />
            </Suspense>
          </AfterGoalsShown>
          <Suspense fallback={<FullScreenLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </Suspense>
      {showAds && (
        <AfterGoalsShown>
          <Suspense fallback={null}>
            <AdFooter />
            <AdCompletionModal />
          </Suspense>
        </AfterGoalsShown>
      )}
      {/* In the first bundle: a timer started offline, before the service worker holds the
          chunks, must still show (and stop). */}
      {timing && <TimerWidget />}
      <FeedbackHosts />
      <ShortcutHost />
      <AfterGoalsShown>
        <Suspense fallback={null}>
          <PwaHosts />
        </Suspense>
      </AfterGoalsShown>
    </div>
  );
}
