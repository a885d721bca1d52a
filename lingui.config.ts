import { defineConfig } from '@lingui/conf';
import { catalogueFormat } from './src/i18n/catalogue-format.ts';
import { APP_LOCALES, SOURCE_LOCALE } from './src/i18n/locales.ts';

/**
 * The message catalogues (docs/adr/0009-messages-through-lingui.md). English is the source: its
 * catalogue is written by hand with an id per message, the others translate it. The Vite plugin
 * compiles the one catalogue a page imports, and fails the build on a missing or invalid message.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...APP_LOCALES],
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'] }],
  format: catalogueFormat,
});
