// The figures of docs/adr/0009: what each i18n library adds to a first load. Installs the
// candidates in a scratch folder (from the npm registry), builds a tiny React entry per library
// that renders one ICU plural and select from a lazily imported catalogue, and prints the gzip -9
// bytes of each entry chunk and its static imports, minus the same entry without i18n.
//   node scripts/bench/i18n-candidates.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

// Outside node_modules: Vite splits a dynamic import with a variable (the catalogues) only there.
const DIR = join(tmpdir(), 'masterly-i18n-candidates');
const PACKAGES = [
  'react@19',
  'react-dom@19',
  '@lingui/core@5.9.5',
  '@lingui/react@5.9.5',
  '@lingui/message-utils@5.9.5',
  'i18next@26.7.2',
  'react-i18next@17.1.13',
  'i18next-icu@2.7.1',
  'intl-messageformat@12.2.1',
  'react-intl@12.1.6',
  '@formatjs/icu-messageformat-parser@3.5.23',
];
mkdirSync(join(DIR, 'src'), { recursive: true });
writeFileSync(join(DIR, 'package.json'), '{ "private": true, "type": "module" }');
execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', ...PACKAGES], {
  cwd: DIR,
  stdio: 'inherit',
});
// The scratch folder's packages, untyped here.
const fromScratch = createRequire(join(DIR, 'package.json'));
const { compileMessage } = fromScratch('@lingui/message-utils/compileMessage');
const { parse } = fromScratch('@formatjs/icu-messageformat-parser');

/** @type {Record<string, string>} */
const ICU = {
  en: 'You have {count, plural, one {# goal} other {# goals}}, {mood, select, happy {smile} other {shrug}}.',
  de: 'Du hast {count, plural, one {# Ziel} other {# Ziele}}, {mood, select, happy {Lächeln} other {Achselzucken}}.',
};
/** @type {Record<string, Record<string, string>>} */
const SUFFIXED = {
  en: {
    'goals.count_one': 'You have {{count}} goal.',
    'goals.count_other': 'You have {{count}} goals.',
  },
  de: {
    'goals.count_one': 'Du hast {{count}} Ziel.',
    'goals.count_other': 'Du hast {{count}} Ziele.',
  },
};
for (const [locale, message] of Object.entries(ICU)) {
  /** @param {string} name @param {unknown} messages */
  const write = (name, messages) =>
    writeFileSync(
      join(DIR, 'src', `${name}-${locale}.js`),
      `export const messages = ${JSON.stringify(messages)};`,
    );
  write('lingui', { 'goals.count': compileMessage(message) });
  write('formatjs', { 'goals.count': parse(message) });
  write('icu', { 'goals.count': message });
  write('suffixed', SUFFIXED[locale]);
}

const HEAD = `import { createRoot } from 'react-dom/client';
const n = Number(location.hash.slice(1) || 3);
const locale = navigator.language.startsWith('de') ? 'de' : 'en';
const mount = (element) => createRoot(document.getElementById('root')).render(element);
`;
/** @type {Record<string, string>} */
const ENTRIES = {
  baseline: `mount(<p>You have {n} goals</p>);`,
  'lingui-core': `import { i18n } from '@lingui/core';
import(\`./lingui-\${locale}.js\`).then(({ messages }) => {
  i18n.loadAndActivate({ locale, messages });
  mount(<p>{i18n._('goals.count', { count: n, mood: 'happy' })}</p>);
});`,
  'lingui-react': `import { i18n } from '@lingui/core';
import { I18nProvider, Trans } from '@lingui/react';
import(\`./lingui-\${locale}.js\`).then(({ messages }) => {
  i18n.loadAndActivate({ locale, messages });
  mount(<I18nProvider i18n={i18n}><p><Trans id="goals.count" values={{ count: n, mood: 'happy' }} /></p></I18nProvider>);
});`,
  'react-i18next': `import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
function App() { const { t } = useTranslation(); return <p>{t('goals.count', { count: n })}</p>; }
import(\`./suffixed-\${locale}.js\`)
  .then(({ messages }) => i18next.use(initReactI18next).init({ lng: locale, resources: { [locale]: { translation: messages } } }))
  .then(() => mount(<App />));`,
  'react-i18next-icu': `import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next, useTranslation } from 'react-i18next';
function App() { const { t } = useTranslation(); return <p>{t('goals.count', { count: n, mood: 'happy' })}</p>; }
import(\`./icu-\${locale}.js\`)
  .then(({ messages }) => i18next.use(ICU).use(initReactI18next).init({ lng: locale, resources: { [locale]: { translation: messages } } }))
  .then(() => mount(<App />));`,
  'react-intl': `import { IntlProvider, FormattedMessage } from 'react-intl';
import(\`./formatjs-\${locale}.js\`).then(({ messages }) =>
  mount(<IntlProvider locale={locale} messages={messages}><p><FormattedMessage id="goals.count" values={{ count: n, mood: 'happy' }} /></p></IntlProvider>));`,
};
ENTRIES['react-intl-no-parser'] = ENTRIES['react-intl'];

/** @param {string} code */
const gzip = (code) => gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;
/** @type {Record<string, { first: number, english: import('rolldown').OutputChunk | undefined }>} */
const sizes = {};
for (const [name, body] of Object.entries(ENTRIES)) {
  writeFileSync(join(DIR, 'src', `${name}.jsx`), HEAD + body);
  writeFileSync(
    join(DIR, `${name}.html`),
    `<div id="root"></div><script type="module" src="/src/${name}.jsx"></script>`,
  );
  /** @type {Record<string, string>} */
  const alias = {};
  if (name === 'react-intl-no-parser') {
    alias['@formatjs/icu-messageformat-parser'] = '@formatjs/icu-messageformat-parser/no-parser.js';
  }
  const output = /** @type {import('rolldown').RolldownOutput} */ (
    await build({
      root: DIR,
      configFile: false,
      logLevel: 'error',
      resolve: { alias },
      build: {
        outDir: `dist/${name}`,
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: { polyfill: false },
        rolldownOptions: { input: join(DIR, `${name}.html`) },
      },
    })
  );
  /** @type {import('rolldown').OutputChunk[]} */
  const chunks = [];
  for (const item of output.output) if (item.type === 'chunk') chunks.push(item);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${name}: no entry chunk`);
  const first = [entry, ...chunks.filter((chunk) => entry.imports.includes(chunk.fileName))];
  const english = chunks.find((chunk) => /-en\.js$/.test(chunk.facadeModuleId ?? ''));
  sizes[name] = { first: first.reduce((sum, chunk) => sum + gzip(chunk.code), 0), english };
}
console.log('Added to the first load (bytes, gzip -9), and the English catalogue chunk:');
for (const [name, { first, english }] of Object.entries(sizes)) {
  const added = first - sizes.baseline.first;
  const catalogue = english ? `${gzip(english.code)} B catalogue` : `${first} B in all`;
  console.log(`  ${name.padEnd(22)} ${String(added).padStart(6)}   ${catalogue}`);
}
