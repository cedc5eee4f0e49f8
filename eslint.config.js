import { importBoundaries } from './eslint.boundaries.js';
import { workspaceEntryPoints } from './eslint.entry-points.js';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The only files that call Firestore's `where` and `orderBy`: one adapter per SDK. */
const QUERY_ADAPTERS = ['web/src/lib/catalogue-query.ts', 'model/src/admin-query.ts'];
const RAW_QUERY =
  "Build the query from the query catalogue: catalogueQuery(sdk, db, '<entry>', ...values) " +
  "(web/src/lib/catalogue-query.ts) or adminQuery(db, '<entry>', ...values) (@queryhub/model); " +
  'add the entry to QUERY_CATALOGUE if it is new (docs/indexes.md).';
const HANG_GUARD =
  'Leave the deadline to the hang guard (testkit/src/wait.ts; the suite config for tests and ' +
  'hooks; e2e/playwright.config.ts): a fixed budget fails on a busy machine.';
/** A number literal below 120_000 (the e2e expect guard) and below 300_000 (the test guard). */
const BELOW_EXPECT_GUARD = 'Literal[raw=/^([0-9]{1,2}_000|1[01][0-9]_000|[0-9]{1,5})$/]';
const BELOW_TEST_GUARD = 'Literal[raw=/^([0-9]{1,2}_000|[12][0-9]{2}_000|[0-9]{1,5})$/]';
/** A deadline argument: a number, a `..._MS` constant, or arithmetic on them. */
const NUMBER_OR_MS = ':matches(Literal[raw=/^[0-9]/], Identifier[name=/_MS$/], BinaryExpression)';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'ssr/lib/**',
      'emulator-data/**',
      '.emulator-state/**',
      '.cache/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Type-aware rules: each TypeScript file is checked with the types of its workspace's tsconfig.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        // The workspaces' vitest configs sit beside their tsconfig, outside its `include`.
        projectService: {
          allowDefaultProject: [
            '{rules-engine,stack,functions,markdown,model,search,testkit}/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A switch over a union lists every member, unless a `default` branch decides for the rest
      // (the rules engine's value dispatch treats every other type alike on purpose).
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // Imports at the top of every module: what a file depends on is read first.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/first': 'error' },
  },
  {
    // No import cycles in the web app (docs/web.md, "Boundaries"): a cycle means two modules
    // that are one job, or a shared piece that belongs lower down.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Every Firestore query of production code is built from the query catalogue
    // (model/src/queries.ts; docs/indexes.md, "Building a query"): a raw `where` or `orderBy`,
    // the web SDK's function or the Admin SDK's method, is refused outside the two adapters.
    files: ['{web,ssr,model}/src/**/*.{ts,tsx}', 'functions/{src,scripts}/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', 'web/src/testing/**', ...QUERY_ADAPTERS],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name=/^(where|orderBy)$/]', message: RAW_QUERY },
        {
          selector: 'CallExpression[callee.property.name=/^(where|orderBy)$/]',
          message: RAW_QUERY,
        },
      ],
    },
  },
  {
    // A test waits on the state it needs, and its deadline is a hang guard far above any machine's
    // time (testkit/src/wait.ts; the suites' config for tests and hooks), never a budget a busy
    // machine overruns: a 25 s wait for a question's first trigger once failed CI.
    files: ['**/*.emulator.test.ts', '**/*.fault.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name=/^(waitForDoc|waitForQuery|pollUntil|eventually|it|test|beforeAll|beforeEach|afterAll|afterEach)$/] > ${NUMBER_OR_MS}`,
          message: HANG_GUARD,
        },
      ],
    },
  },
  {
    // The browser tests' guards are the Playwright config's (e2e/playwright.config.ts): an
    // expectation's `timeout` may only be longer (a heavy journey), never shorter.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/playwright.config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Property[key.name='timeout'] > ${BELOW_EXPECT_GUARD}`, message: HANG_GUARD },
        {
          selector: `CallExpression[callee.object.name='test'][callee.property.name='setTimeout'] > ${BELOW_TEST_GUARD}`,
          message: HANG_GUARD,
        },
      ],
    },
  },
  workspaceEntryPoints,
  ...importBoundaries,
);
