import { describe, expect, it } from 'vitest';
import { pickLocale, PSEUDO_LOCALE } from './locales';

describe('pickLocale', () => {
  it("follows the browser's first language the app ships", () => {
    expect(pickLocale(null, ['en-GB', 'fr'])).toBe('en');
    expect(pickLocale(null, ['EN'])).toBe('en');
  });

  it('falls back to English for languages the app does not ship yet', () => {
    expect(pickLocale(null, ['tlh', 'x-klingon'])).toBe('en');
    expect(pickLocale(null, [])).toBe('en');
  });

  it("prefers the locale kept on the device, and ignores one it doesn't know", () => {
    expect(pickLocale(PSEUDO_LOCALE, ['en-US'])).toBe(PSEUDO_LOCALE);
    expect(pickLocale('xx', ['en-US'])).toBe('en');
  });
});
