import { useEffect } from 'react';
import { lazyDefault } from '@/components/lazy-named';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullScreenLoading } from '@/components/ui/spinner';
import { appConfig } from '@/config';
import { isAdministrator } from '@/domain/user';
import { useSession } from '@/stores/session/session.store';

const NotFoundPage = lazyDefault(() => import('@/features/landing/not-found-page'));

/** Signed-in pages: wait for the session, send visitors to /login and back afterwards. */
export function RequireSignedIn() {
  const status = useSession((s) => s.status);
  const resolved = useSession((s) => s.resolved);
  const location = useLocation();
  // A visitor who arrived on a public page has no session started yet (see main.tsx).
  useEffect(() => {
    if (!resolved) void useSession.getState().start();
  }, [resolved]);
  if (status === 'signedIn') return <Outlet />;
  if (status === 'loading' || !resolved) return <FullScreenLoading />;
  return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
}

/** /login and /signup: a signed-in user goes straight to the goals. */
export function SignedOutOnly() {
  const status = useSession((s) => s.status);
  if (status === 'signedIn') return <Navigate to="/goals" replace />;
  if (status === 'loading') return <FullScreenLoading />;
  return <Outlet />;
}

/** /admin exists only for role admin AND the built-in administrator e-mail. */
export function RequireAdministrator() {
  const user = useSession((s) => s.user);
  return isAdministrator(user, appConfig.adminEmail) ? <Outlet /> : <NotFoundPage />;
}
