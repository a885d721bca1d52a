import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { APP_ROOTS } from './app-chunks.ts';
import { paintFirst } from './first-paint.ts';
import {
  modulePreloadAttribute,
  modulePreloadScript,
  signedInPreloads,
  type BuiltChunk,
} from './signed-in-preload.ts';
import { escapeHtml, socialTags } from './social-tags.ts';

interface PrerenderModule {
  SESSION_HINT_KEY: string;
  SITE_NAME: string;
  PRERENDERED_PAGES: readonly { path: string; title: string; description: string }[];
  prerenderPage(path: string): Promise<string>;
}

/**
 * Runs first in the head, before the page's own script is even requested: a browser that was
 * signed in starts downloading the signed-in code (named by `modulesAttribute`) at once.
 */
const preloadIfSignedIn = (hintKey: string, modulesAttribute: string) =>
  `<script ${modulesAttribute}>(function(){try{if(localStorage.getItem(${JSON.stringify(hintKey)})==='1'){` +
  `${modulePreloadScript}}}catch(e){}})()</script>`;
const MODULE_SCRIPT = '<script type="module"';

const ROOT_ELEMENT = '<div id="root"></div>';
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/>/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * Runs before the first paint, right after the root: the prerendered page is dropped when it is
 * not this address's (index.html is also the offline answer for every address) or when this
 * browser was signed in (a signed-in person opening / goes to /goals without seeing the landing
 * page). main.tsx then renders instead of hydrating.
 */
const keepOrDrop = (hintKey: string) =>
  `<script>(function(){var r=document.getElementById('root'),s=false;` +
  `try{s=localStorage.getItem(${JSON.stringify(hintKey)})==='1'}catch(e){}` +
  `if(s||r.getAttribute('data-prerendered')!==location.pathname){` +
  `r.removeAttribute('data-prerendered');r.textContent=''}})()</script>`;

/** `/` → index.html, `/login` → login.html (served at /login by `vite preview` and Hosting). */
export const prerenderedFile = (path: string) =>
  path === '/' ? 'index.html' : `${path.slice(1)}.html`;

/**
 * Ships the public pages (src/app/prerender.tsx) as complete HTML: each is rendered with React
 * on the build machine into a copy of the built index.html (its CSS inlined, its scripts at
 * low priority: build/first-paint.ts), so it paints before any script,
 * with its own title, description, canonical address and link-preview tags (under `origin`,
 * the site's public address). Runs before the service worker's precache list is made, which
 * therefore includes them.
 */
export function prerenderPublicPages({ origin }: { origin: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'masterly-prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // 'post': Vite writes index.html into the bundle in its own generateBundle.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const shell = bundle['index.html'];
        if (!shell || shell.type !== 'asset' || typeof shell.source !== 'string') return;
        const template = paintFirst(shell.source, (path) => {
          const css = bundle[path];
          return css?.type === 'asset' ? String(css.source) : undefined;
        });
        if (
          !template.includes(ROOT_ELEMENT) ||
          !template.includes(MODULE_SCRIPT) ||
          !DESCRIPTION.test(template) ||
          !TITLE.test(template)
        ) {
          this.error(
            'index.html needs an empty <div id="root"></div>, a module script, a title and a meta description.',
          );
        }
        const chunks = Object.values(bundle).filter(
          (item): item is BuiltChunk & typeof item => item.type === 'chunk',
        );
        const signedInPreload = modulePreloadAttribute(
          signedInPreloads(chunks, APP_ROOTS),
          config.base,
        );
        const server = await createServer({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const app = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
          const hintKey = app.SESSION_HINT_KEY;
          for (const { path, title, description } of app.PRERENDERED_PAGES) {
            const markup = await app.prerenderPage(path);
            const meta = { origin, path, siteName: app.SITE_NAME, title, description };
            const html = template
              .replace(
                MODULE_SCRIPT,
                () => preloadIfSignedIn(hintKey, signedInPreload) + MODULE_SCRIPT,
              )
              .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
              .replace(
                DESCRIPTION,
                () =>
                  `<meta name="description" content="${escapeHtml(description)}" />\n    ` +
                  socialTags(meta),
              )
              .replace(
                ROOT_ELEMENT,
                `<div id="root" data-prerendered="${path}">${markup}</div>` + keepOrDrop(hintKey),
              );
            const fileName = prerenderedFile(path);
            if (fileName === 'index.html') shell.source = html;
            else this.emitFile({ type: 'asset', fileName, source: html });
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
