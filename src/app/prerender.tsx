import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { appConfig } from '@/config';
import { activateLocale } from '@/i18n/activate';
import { LOCAL_KEYS } from '@/stores/storage-keys';
import { PUBLIC_PAGES, type PublicPage } from './public-pages';
import { AppRoutes } from './router';

/** Set while this browser was signed in: the page then shows no prerendered landing page. */
export const SESSION_HINT_KEY = LOCAL_KEYS.sessionHint;

const product = appConfig.productName;

/** The name link previews show for the site. */
export const SITE_NAME = product;

/** Each public page's title in the browser and in search results and link previews. */
const TITLES: Record<PublicPage, string> = {
  '/': `${product} — practice tracking for mastering any skill`,
  '/login': `Sign in — ${product}`,
  '/signup': `Create your free account — ${product}`,
};

/** Each public page's summary in search results. */
const DESCRIPTIONS: Record<PublicPage, string> = {
  '/': `${product} helps you master a skill: track practice goals on a calendar, time every session, earn weekly trophies and level up.`,
  '/login': `Sign in to ${product} to track your practice goals, run a timer and see your progress.`,
  '/signup': `Create your free ${product} account: plan practice goals, time every session and earn weekly trophies.`,
};

/** What the build (build/prerender-plugin.ts) writes as HTML, hydrated later by main.tsx. */
export const PRERENDERED_PAGES = PUBLIC_PAGES.map((path) => ({
  path,
  title: TITLES[path],
  description: DESCRIPTIONS[path],
}));

/** The markup of one page for a signed-out visitor, with every lazy part loaded. */
export async function prerenderPage(path: string): Promise<string> {
  // A part that fails here would ship as a spinner in place of the page, so the build fails.
  const errors: unknown[] = [];
  await activateLocale('en');
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) {
    throw new Error(`${path} could not be prerendered: ${String(errors[0])}`, {
      cause: errors[0],
    });
  }
  return new Response(prelude).text();
}
