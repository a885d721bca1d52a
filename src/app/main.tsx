import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@/index.css';
import { activateLocale } from '@/i18n/activate';
import { deviceLocale } from '@/i18n/device-locale';
import { hadSession } from '@/stores/session/local-user-data';
import { useSession } from '@/stores/session/session.store';
import { watchTheme } from '@/stores/theme/theme.store';
import { AppErrorBoundary } from './feedback/app-error-boundary';
import { isPublicPage } from './public-pages';
import { AppRoutes } from './router';

watchTheme();

// A visitor never signed in on this browser loads Firebase only on the way to signing in (the
// sign-in forms and the signed-in pages start the session themselves).
if (hadSession() || !isPublicPage(window.location.pathname)) {
  void useSession.getState().start();
}

function render() {
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppErrorBoundary>
    </StrictMode>
  );
  // The build ships the public pages as HTML (build/prerender-plugin.ts) for a signed-out visitor
  // without a notice; anything else renders afresh.
  const { status, notice } = useSession.getState();
  // In a transition React yields to the browser between pieces of work, so the page (painted
  // already, or a spinner) answers input while it comes to life instead of freezing for one long task.
  if (container.dataset.prerendered && status === 'signedOut' && !notice) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

// Screens render in the device's language once its messages are here (one small chunk). Should
// they fail to arrive, the page still comes to life rather than stay inert.
void activateLocale(deviceLocale()).then(render, render);
