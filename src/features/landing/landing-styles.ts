/** Visible keyboard focus for plain text links on light backgrounds. */
export const focusRing =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Shared horizontal container for every landing section. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
