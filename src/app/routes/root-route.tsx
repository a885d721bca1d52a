import { lazyDefault } from '@/components/lazy-named';
import { Navigate } from 'react-router-dom';
import { FullScreenLoading } from '@/components/ui/spinner';
import { useSession } from '@/stores/session/session.store';

// Its own chunk, so a signed-in person opening /goals does not download the landing page.
const LandingPage = lazyDefault(() => import('@/features/landing/landing-page'));

/** `/`: the landing page for visitors, the goals for a signed-in user. */
export function RootRoute() {
  const status = useSession((s) => s.status);
  if (status === 'signedIn') return <Navigate to="/goals" replace />;
  if (status === 'loading') return <FullScreenLoading />;
  return <LandingPage />;
}
