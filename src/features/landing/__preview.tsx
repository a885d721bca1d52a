import '@/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import LandingPage from './landing-page';
import NotFoundPage from './not-found-page';
import HelpPage from '../help/help-page';

const which = new URLSearchParams(location.search).get('p');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MemoryRouter>
      {which === 'help' ? (
        <div className="min-h-dvh bg-slate-50"><HelpPage /></div>
      ) : which === '404' ? (
        <NotFoundPage />
      ) : (
        <LandingPage />
      )}
    </MemoryRouter>
  </StrictMode>,
);
