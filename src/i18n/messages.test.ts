import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogueFormat } from './catalogue-format';
import { APP_LOCALES, SOURCE_LOCALE } from './locales';

const SRC = join(import.meta.dirname, '..');
const LOCALES = join(import.meta.dirname, 'locales');

type Texts = Record<string, string>;

async function readCatalogue(locale: string): Promise<Texts> {
  const filename = join(LOCALES, `${locale}.po`);
  const parsed = await catalogueFormat.parse(readFileSync(filename, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename,
  });
  return Object.fromEntries(Object.entries(parsed).map(([id, m]) => [id, m.translation]));
}

/** The names of a message's placeholders, plurals and selects. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown[]) => {
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      const options: unknown = part[2];
      if (options && typeof options === 'object') {
        for (const branch of Object.values(options)) if (Array.isArray(branch)) walk(branch);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** What is wrong with a translation of the English catalogue; nothing when it is complete. */
function catalogueProblems(english: Texts, translation: Texts): string[] {
  const problems: string[] = [];
  for (const [id, source] of Object.entries(english)) {
    const text = translation[id];
    if (!text) {
      problems.push(`${id}: missing`);
      continue;
    }
    try {
      const [expected, found] = [placeholders(source), placeholders(text)];
      if (expected.join() !== found.join()) {
        problems.push(`${id}: placeholders ${found.join()} instead of ${expected.join()}`);
      }
    } catch (error) {
      problems.push(`${id}: not a valid ICU message (${String(error)})`);
    }
  }
  for (const id of Object.keys(translation)) {
    if (!(id in english)) problems.push(`${id}: not in the English catalogue`);
  }
  return problems;
}

/** Every message id a source file passes to t(): always a literal, so it can be checked here. */
function idsUsedIn(folder: string): Map<string, string> {
  const used = new Map<string, string>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const code = readFileSync(file, 'utf8');
    if (!code.includes("from '@/i18n/t'")) continue;
    for (const [, id] of code.matchAll(/\bt\(\s*'([^']+)'/g)) used.set(id!, relative(SRC, file));
  }
  return used;
}

describe('the message catalogues', () => {
  it('finds what a translation lacks or breaks', () => {
    const english = { a: 'Add Goal', b: 'Your plan allows {limit} goals.', c: 'Plan' };
    expect(
      catalogueProblems(english, { a: 'Ziel', b: 'Dein Plan: {limt} Ziele.', d: 'x' }),
    ).toEqual([
      'b: placeholders limt instead of limit',
      'c: missing',
      'd: not in the English catalogue',
    ]);
    expect(
      catalogueProblems(english, { a: 'Ziel', b: '{limit, plural, one {', c: 'Plan' })[0],
    ).toMatch(/^b: not a valid ICU message/);
  });

  it.each(APP_LOCALES)(
    '%s has every English message, valid, with its placeholders',
    async (locale) => {
      const english = await readCatalogue(SOURCE_LOCALE);
      expect(catalogueProblems(english, await readCatalogue(locale))).toEqual([]);
    },
  );

  it('has every id the code uses, and no message the code no longer uses', async () => {
    const english = await readCatalogue(SOURCE_LOCALE);
    const used = idsUsedIn(SRC);
    const unknown = [...used]
      .filter(([id]) => !(id in english))
      .map(([id, file]) => `${id} (${file})`);
    expect(unknown).toEqual([]);
    expect(Object.keys(english).filter((id) => !used.has(id))).toEqual([]);
    expect(used.size).toBeGreaterThan(0);
  });
});
