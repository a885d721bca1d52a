import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { PSEUDO_LOCALE } from '@/i18n/locales';
import { GoalLimitBanner } from './goal-limit-banner';
import { GoalsToolbar } from './goals-toolbar';

beforeAll(() => activateLocale(PSEUDO_LOCALE));
afterAll(() => activateLocale('en'));

/** Every text a person reads or hears: text nodes, and labels that name an element. */
function readableTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value !== null) texts.push(value);
    }
  }
  return texts.filter((text) => /\p{L}/u.test(text));
}

describe('the goals toolbar in the pseudo-locale', () => {
  it('shows every text from the catalogue', () => {
    const { container } = render(
      <MemoryRouter>
        <GoalsToolbar
          isAdministrator
          saving={false}
          onAdd={() => {}}
          onExport={() => {}}
          onSave={() => {}}
        />
        <GoalLimitBanner limit={3} />
      </MemoryRouter>,
    );
    const texts = readableTexts(container);
    // Add Goal, Export, Save, six links, the banner's title, text and link.
    expect(texts).toHaveLength(12);
    // No plain English letter left: each text came through the catalogue.
    for (const text of texts) expect(text).toMatch(/^⟦[^a-zA-Z]+⟧$/);
    expect(texts).toEqual(
      expect.arrayContaining([expect.stringMatching(/^⟦Ýöûŕ þļàñ àļļöŵš 3 àçţîṽé ĝöàļš\. /)]),
    );
  });

  it('renders the save button while saving', () => {
    const { getByRole } = render(
      <MemoryRouter>
        <GoalsToolbar
          isAdministrator={false}
          saving
          onAdd={() => {}}
          onExport={() => {}}
          onSave={() => {}}
        />
      </MemoryRouter>,
    );
    expect(getByRole('button', { name: /^⟦Šàṽîñĝ\.\.\. / })).toBeDisabled();
  });
});
