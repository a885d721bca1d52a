/** Visible keyboard focus for plain text links on light backgrounds. */
export const focusRing =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Shared horizontal container for every landing section. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/**
 * For a section that starts below the first screen: the browser skips its style and layout
 * until it scrolls near, so the page paints and comes to life sooner. Each section adds its own
 * `contain-intrinsic-size`, its content's height on a phone, a tablet and a desktop, which holds
 * its place until it has been laid out once (so a jump to #pricing lands where it should).
 */
export const belowTheFold = '[content-visibility:auto]';
