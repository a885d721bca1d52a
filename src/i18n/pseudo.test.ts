import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { pseudoCatalogue, pseudoText } from './pseudo';

function render(source: string, values?: Record<string, unknown>) {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: 'en-XA',
    messages: pseudoCatalogue({ id: compileMessage(source) }),
  });
  return i18n._('id', values);
}

describe('the pseudo-locale', () => {
  it('accents every letter and keeps the rest', () => {
    expect(pseudoText('Add Goal 3!')).toBe('Àđđ Ĝöàļ 3!');
  });

  it('is about 30 % longer than English, in brackets', () => {
    const text = render('Completed');
    expect(text).toMatch(/^⟦Çöɱþļéţéđ .+⟧$/);
    expect(text.length).toBeGreaterThanOrEqual(Math.round('Completed'.length * 1.3));
  });

  it('keeps placeholders, plurals and selects working', () => {
    const source =
      'You have {count, plural, one {# goal} other {# goals}} {mood, select, happy {today} other {now}}. Limit {limit}.';
    expect(render(source, { count: 1, mood: 'happy', limit: 7 })).toMatch(
      /^⟦Ýöû ĥàṽé 1 ĝöàļ ţöđàý\. Ļîɱîţ 7\. .+⟧$/,
    );
    expect(render(source, { count: 2, mood: 'sad', limit: 7 })).toMatch(
      /^⟦Ýöû ĥàṽé 2 ĝöàļš ñöŵ\. /,
    );
  });
});
