/**
 * What the built HTML needs for the quickest first paint: the prerendered markup paints before
 * any script runs, so nothing may hold it back.
 * - The stylesheet is inlined (the app's CSS is small): no request before the first paint.
 * - The scripts, which only bring the page to life, load at low priority, after what paints.
 * A stylesheet the bundle does not hold (or one that could end the <style> element) stays a link.
 */
export function paintFirst(html: string, cssOf: (path: string) => string | undefined): string {
  return html
    .replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, path) => {
      const css = cssOf(path);
      return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    })
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}
