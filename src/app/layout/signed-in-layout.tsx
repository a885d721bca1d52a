import { Suspense, useEffect } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { Outlet } from 'react-router-dom';
import { FullScreenLoading } from '@/components/ui/spinner';
import { TimerWidget } from '@/features/timer/timer-widget';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { AppHeader } from './app-header';

const ToastHost = lazyNamed(() => import('../feedback/toast-host'), 'ToastHost');
const AlertHost = lazyNamed(() => import('../feedback/alert-host'), 'AlertHost');

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

  useEffect(() => {
    if (uid) useGoals.getState().start(uid);
  }, [uid]);

  if (!user) return <FullScreenLoading />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <AppHeader user={user} onSignOut={() => void signOut()} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <Suspense fallback={<FullScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <TimerWidget />
      <FeedbackHosts />
    </div>
  );
}
