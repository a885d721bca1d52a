import { i18n } from '@lingui/core';

/** Values a message's placeholders take: `{limit}`, `{count, plural, …}`, `{mood, select, …}`. */
export type MessageValues = Record<string, string | number | Date>;

/**
 * The active locale's text for a message id of src/i18n/locales/en.po (messages.test.ts checks
 * every id used in src is there). Screens render after the locale is active (main.tsx).
 */
export const t = (id: string, values?: MessageValues): string => i18n._(id, values);
