import { DEVICE_KEYS } from '@/stores/storage-keys';
import { pickLocale, type AppLocale } from './locales';

function keptLocale(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEYS.locale);
  } catch {
    // Storage may be refused (a private window's policy): the browser's languages decide.
    return null;
  }
}

/** This device's locale: the one kept on it, otherwise the browser's languages decide. */
export const deviceLocale = (): AppLocale => pickLocale(keptLocale(), navigator.languages);
