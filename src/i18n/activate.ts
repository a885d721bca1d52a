import { i18n, type Messages } from '@lingui/core';
import type { Locale as DateFnsLocale } from 'date-fns/locale';
import { loadWhenOnline } from '@/components/load-when-online';
import { messages as english } from './locales/en.po';
import { PSEUDO_LOCALE, type AppLocale } from './locales';

/**
 * One chunk per catalogue: a page downloads the active locale's messages only. Adding a language
 * is a catalogue in ./locales, its tag in locales.ts and lingui.config.ts, and a line here.
 * English, the source and the fallback, comes with the app, so its first render waits on no
 * request.
 */
const CATALOGUES: Record<Exclude<AppLocale, typeof PSEUDO_LOCALE>, () => Promise<Messages>> = {
  en: () => Promise.resolve(english),
};

/**
 * date-fns's month and weekday names per locale, loaded with the messages. English is date-fns's
 * own default (undefined here), already in the code that formats dates.
 */
const DATE_LOCALES: Record<AppLocale, () => Promise<DateFnsLocale | undefined>> = {
  en: () => Promise.resolve(undefined),
  [PSEUDO_LOCALE]: () => Promise.resolve(undefined),
};

let dateLocale: DateFnsLocale | undefined;

/** The date-fns locale of the active language (format.ts); undefined for date-fns's English. */
export const activeDateLocale = (): DateFnsLocale | undefined => dateLocale;

async function catalogue(locale: AppLocale): Promise<Messages> {
  if (locale !== PSEUDO_LOCALE) return CATALOGUES[locale]();
  const [english, { pseudoCatalogue }] = await Promise.all([CATALOGUES.en(), import('./pseudo')]);
  return pseudoCatalogue(english);
}

/**
 * Loads a locale's messages and date names, makes it the active one and tells the page its
 * language (`<html lang>`, read by screen readers, spelling and search engines). Screens render
 * after it.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  const [messages, dates] = await Promise.all([
    loadWhenOnline(() => catalogue(locale)),
    loadWhenOnline(DATE_LOCALES[locale]),
  ]);
  dateLocale = dates;
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
