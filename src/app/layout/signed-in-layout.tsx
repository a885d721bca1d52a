import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenLoading } from '@/components/ui/spinner';
import { useSession } from '@/stores/session/session.store';
import { AppHeader } from './app-header';

export default function SignedInLayout() {
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);
  if (!user) return <FullScreenLoading />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <AppHeader user={user} onSignOut={() => void signOut()} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <Suspense fallback={<FullScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
