/** The languages the app ships, English first: its catalogue is the source of the others. */
export const APP_LOCALES = ['en'] as const;

/**
 * English made longer and accented (pseudo.ts), for tests that look for untranslated or clipped
 * text. en-XA is the tag browsers and Android use for it.
 */
export const PSEUDO_LOCALE = 'en-XA';

export type AppLocale = (typeof APP_LOCALES)[number] | typeof PSEUDO_LOCALE;

export const SOURCE_LOCALE: AppLocale = 'en';

const isAppLocale = (tag: string): tag is AppLocale =>
  tag === PSEUDO_LOCALE || (APP_LOCALES as readonly string[]).includes(tag);

/**
 * The app's locale for a device: the one kept on it if any (tests set the pseudo-locale there),
 * otherwise the first of the browser's languages the app ships (an exact tag, then its language:
 * 'es-MX' finds 'es'), otherwise English.
 */
export function pickLocale(kept: string | null, browserLanguages: readonly string[]): AppLocale {
  if (kept !== null && isAppLocale(kept)) return kept;
  for (const tag of browserLanguages) {
    if (isAppLocale(tag)) return tag;
    const language = tag.split('-')[0]?.toLowerCase() ?? '';
    if (isAppLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}
