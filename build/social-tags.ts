/** What a link preview and a search engine learn about one prerendered page. */
export interface PageMeta {
  /** An absolute address without a trailing slash, e.g. https://masterly.app. */
  origin: string;
  path: string;
  siteName: string;
  title: string;
  description: string;
}

/** public/og-image.png, made by scripts/make-og-image.mjs. */
const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The site's public origin from configuration: an http(s) address, without a trailing slash. */
export function siteOrigin(configured: string | undefined, fallback: string): string {
  const url = new URL(configured?.trim() || fallback);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) address, not ${url.href}`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The canonical address, Open Graph and Twitter card tags of a page. */
export function socialTags({ origin, path, siteName, title, description }: PageMeta): string {
  const url = `${origin}${path}`;
  const image = `${origin}${OG_IMAGE.path}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(OG_IMAGE.width)],
    ['property', 'og:image:height', String(OG_IMAGE.height)],
    ['property', 'og:image:alt', `${siteName}: ${description}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...tags.map(
      ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
    ),
  ].join('\n    ');
}
