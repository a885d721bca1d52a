// Renders public/og-image.png, the 1200×630 picture link previews show for the public pages
// (build/prerender-plugin.ts points og:image and twitter:image at it), in Debian's Chromium:
//   node scripts/make-og-image.mjs
// Run it again after changing the product name (VITE_PRODUCT_NAME), the tagline or the mark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/emulators.mjs';

const product = process.env.VITE_PRODUCT_NAME ?? 'Masterly';
const tagline = 'Master any skill, one focused hour at a time';
const details = 'Practice goals on a calendar · a timer for every session · weekly trophies';
const mark = readFileSync(join(ROOT, 'public', 'favicon.svg'), 'utf8');

/** @param {string} text */
const escape = (text) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; overflow: hidden; color: #fff;
    font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;
    background: #4f46e5; position: relative; }
  /* Flat shapes, not gradients: the PNG stays small. */
  body::before, body::after { content: ''; position: absolute; border-radius: 50%; }
  body::before { width: 560px; height: 560px; right: -140px; top: -220px; background: #5b54ea; }
  body::after { width: 360px; height: 360px; right: 60px; bottom: -230px; background: #4338ca; }
  main { position: relative; z-index: 1; display: flex; flex-direction: column; justify-content: space-between;
    height: 100%; padding: 72px 80px; }
  .brand { display: flex; align-items: center; gap: 24px; font-size: 44px; font-weight: 700; }
  .brand svg { width: 96px; height: 96px; border-radius: 22px;
    box-shadow: 0 0 0 4px #fff; }
  h1 { font-size: 68px; line-height: 1.12; font-weight: 800; letter-spacing: -1.5px;
    max-width: 980px; }
  p { font-size: 28px; color: #e0e7ff; }
</style></head><body><main>
  <div class="brand">${mark}<span>${escape(product)}</span></div>
  <h1>${escape(tagline)}</h1>
  <p>${escape(details)}</p>
</main></body></html>`;

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  const out = join(ROOT, 'public', 'og-image.png');
  await page.screenshot({ path: out });
  console.log(`Wrote ${out}`);
} finally {
  await browser.close();
}
