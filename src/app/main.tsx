import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@/index.css';
import { useSession } from '@/stores/session/session.store';
import { AppRoutes } from './router';

function startSession() {
  void useSession.getState().start();
}

// On the landing page of a signed-out visitor, the auth SDK loads after the first paint.
const isLanding = window.location.pathname === '/' && useSession.getState().status === 'signedOut';
if (isLanding && 'requestIdleCallback' in window)
  requestIdleCallback(startSession, { timeout: 2000 });
else if (isLanding) setTimeout(startSession, 300);
else startSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
