import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './activate';
import { formatDate, formatDatePattern, formatNumber } from './format';
import { PSEUDO_LOCALE } from './locales';
import { t } from './t';

afterEach(() => activateLocale('en'));

describe('activateLocale', () => {
  it("loads English from its catalogue and sets the page's language", async () => {
    document.documentElement.lang = '';
    await activateLocale('en');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(t('goals.toolbar.add')).toBe('Add Goal');
    expect(t('goals.limit.body', { limit: 1000 })).toBe(
      'Your plan allows 1000 active goals. Complete a goal or upgrade to add more.',
    );
  });

  it('makes the pseudo-locale from the English catalogue', async () => {
    await activateLocale(PSEUDO_LOCALE);
    expect(document.documentElement.lang).toBe(PSEUDO_LOCALE);
    expect(t('goals.toolbar.add')).toMatch(/^⟦Àđđ Ĝöàļ .+⟧$/);
  });
});

describe('formatting in the active locale', () => {
  it('writes numbers and dates as English does', async () => {
    await activateLocale('en');
    const day = new Date(2026, 11, 7, 15, 30);
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDate(day, { month: 'long', day: 'numeric', hour: 'numeric' })).toBe(
      'December 7 at 3 PM',
    );
    expect(formatDatePattern(day, 'EEEE, MMMM d')).toBe('Monday, December 7');
  });
});
