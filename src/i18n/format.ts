import { i18n } from '@lingui/core';
import { format as formatWithPattern } from 'date-fns/format';
import { activeDateLocale } from './activate';

/** Numbers as the active locale writes them: 1,234.5 in English, 1.234,5 in German. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(i18n.locale, options).format(value);

/** A date or time through Intl, in the active locale (its 12- or 24-hour clock included). */
export const formatDate = (date: Date | number, options?: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(i18n.locale, options).format(date);

/**
 * A date by a date-fns pattern ('EEEE', 'MMMM yyyy') with the active locale's month and weekday
 * names.
 */
export const formatDatePattern = (date: Date | number, pattern: string): string =>
  formatWithPattern(date, pattern, { locale: activeDateLocale() });
