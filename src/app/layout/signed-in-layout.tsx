import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenLoading } from '@/components/ui/spinner';
import { TimerWidget } from '@/features/timer/timer-widget';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { AlertHost } from '../feedback/alert-host';
import { ToastHost } from '../feedback/toast-host';
import { AppHeader } from './app-header';

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
      <ToastHost />
      <AlertHost />
    </div>
  );
}
