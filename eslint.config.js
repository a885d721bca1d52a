import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature may not reach into any other feature: shared code lives in domain/ or components/. */
const featureIsolation = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features never import each other; share through src/domain or src/components.',
}));

const firebaseOnlyInData = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Firebase stays inside src/data/firebase/.',
};
const noTestingInProduction = {
  group: ['@/testing/*', '**/testing/*'],
  message: 'Production code never imports the test fakes of src/testing/.',
};
/** The sync engine is plain TypeScript: the stores are views of it, not the other way round. */
const noFrameworkInSync = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*'],
  message:
    'sync/ is framework-free: no React, no Zustand (its storage, locks and clock are injected).',
};
const noReactInDomain = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  message: 'domain/ is pure logic: no React.',
};
/** The build keeps what each page needs apart by module (build/app-chunks.ts). */
const dateFnsByPath = {
  regex: '^date-fns$',
  message:
    "Import each date-fns function from its own path: import { addDays } from 'date-fns/addDays'.",
};
/** A screen asks an action (src/actions) or a store; only those reach the backend. */
const noDataInFeatures = {
  group: ['@/data/*', '**/data/*'],
  message: 'Features never import src/data/: call an action in src/actions/ or a store.',
};
/** Tests, their kits and the fakes may use src/testing/. */
const testFiles = ['src/**/*.test.{ts,tsx}', 'src/**/*-test-kit.{ts,tsx}', 'src/testing/**'];

// The app's texts are US English, as the spec's: "practice", "practiced", "practicing".
const BRITISH = '/\\b[Pp]ractis(e|ed|es|ing)\\b/';
const usEnglish = [
  `Literal[value=${BRITISH}]`,
  `TemplateElement[value.raw=${BRITISH}]`,
  `JSXText[value=${BRITISH}]`,
].map((selector) => ({
  selector,
  message: 'US English, as the spec: "practice" (verb too), "practiced", "practicing".',
}));

export default tseslint.config(
  {
    ignores: ['dist', 'dev-dist', 'node_modules', '.emulator-data', 'coverage', 'test-results'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Type-aware: a promise is awaited, handled or marked `void`, never dropped by accident.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', '*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Node scripts (`node scripts/...`) and the root configuration files.
    files: ['scripts/**/*.mjs', '*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: globals.node },
    rules: {
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The benchmarks hand functions to page.evaluate, which run in the browser.
    files: ['scripts/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
      'import-x': importX,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      // A module never reaches itself through its (static) imports.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureIsolation,
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import the app shell; the app composes features.',
            },
            {
              target: './src/domain',
              from: './src',
              except: ['./domain'],
              message: 'domain/ is pure: it imports only domain/.',
            },
            {
              target: './src/sync',
              from: './src',
              except: ['./sync', './domain', './data/ports.ts', './testing'],
              message:
                'sync/ is framework-free: it imports domain/ and the ports of data/ only; the stores compose it.',
            },
            {
              target: './src/components',
              from: ['./src/features', './src/stores', './src/app', './src/data'],
              message: 'Shared components are presentational: no features, stores or data.',
            },
            {
              target: './src/actions',
              from: ['./src/features', './src/app'],
              message: 'Actions are what a person does, for any screen: no features, no app.',
            },
            {
              target: './src/stores',
              from: ['./src/features', './src/app'],
              message: 'Stores are shared state: they never depend on a feature or the app.',
            },
            {
              target: './src/i18n',
              from: ['./src/features', './src/app', './src/actions', './src/data'],
              message: 'i18n/ serves every screen: it knows no feature, action or data.',
            },
            {
              target: './src/data',
              from: ['./src/features', './src/app', './src/stores'],
              message: 'The data layer knows nothing of the UI or its state.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseOnlyInData, noTestingInProduction, dateFnsByPath] },
      ],
      // An expression body returns its value as the effect's cleanup, and React calls it on
      // unmount: Chromium's scrollIntoView returns a promise, and the page stopped working.
      'no-restricted-syntax': [
        'error',
        ...usEnglish,
        {
          selector:
            'CallExpression:matches([callee.name=/^use(Layout|Insertion)?Effect$/], [callee.property.name=/^use(Layout|Insertion)?Effect$/]) > ArrowFunctionExpression.arguments[expression=true]',
          message:
            'Give an effect a block body and return its cleanup explicitly: an expression body returns its value as the cleanup.',
        },
      ],
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: true, node: true },
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseOnlyInData, noTestingInProduction, dateFnsByPath, noDataInFeatures] },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [firebaseOnlyInData, dateFnsByPath] }],
    },
  },
  {
    files: ['src/data/firebase/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [noTestingInProduction, dateFnsByPath] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseOnlyInData, noTestingInProduction, noReactInDomain, dateFnsByPath] },
      ],
    },
  },
  {
    files: ['src/sync/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseOnlyInData, noTestingInProduction, noFrameworkInSync, dateFnsByPath] },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map(
          (name) => ({
            name,
            message:
              'sync/ is framework-free: the browser is injected (stores/sync/engine-root.ts).',
          }),
        ),
      ],
    },
  },
  {
    // A fixed wait is too short on a busy machine and too long on an idle one.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: "Wait on a condition, or run the page's clock (page.clock.runFor).",
        },
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message: "Wait on a condition, or run the page's clock (page.clock.runFor).",
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'domain/ gets time injected; never read the clock here.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'domain/ gets time injected; never read the clock here.',
        },
        ...usEnglish,
      ],
    },
  },
);
