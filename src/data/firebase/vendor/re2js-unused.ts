/**
 * Stand-in for the `re2js` package, aliased in vite.config.ts. Firestore only needs it to
 * evaluate regular expressions in Pipeline queries, which the app never runs; aliasing it
 * away keeps ~20 KB gzip off every signed-in page. Any use fails loudly instead of silently.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular-expression pipeline functions are not available in this build.');
  },
};
