import { Navigate } from 'react-router-dom';
import { FullScreenLoading } from '@/components/ui/spinner';
import LandingPage from '@/features/landing/landing-page';
import { useSession } from '@/stores/session/session.store';

/** `/`: the landing page for visitors, the goals for a signed-in user. */
export function RootRoute() {
  const status = useSession((s) => s.status);
  if (status === 'signedIn') return <Navigate to="/goals" replace />;
  if (status === 'loading') return <FullScreenLoading />;
  return <LandingPage />;
}
