// The import boundaries of eslint.boundaries.js, checked by running ESLint on small snippets
// placed (virtually) at the paths they would live at.
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './snippet-eslint.js';

const importOf = (specifier: string) =>
  `import { value } from '${specifier}';\nexport { value };\n`;

/** The boundary messages ESLint reports for `specifier` imported from `filePath`. */
const boundaryErrors = (filePath: string, specifier: string) =>
  ruleMessages('no-restricted-imports', filePath, importOf(specifier));

/** The entry-point messages (eslint.entry-points.js) for `code` placed at `filePath`. */
const entryPointErrors = (filePath: string, code: string) =>
  ruleMessages('workspaces/entry-points-only', filePath, code);

// A hang guard: ESLint's first run in a worker takes 5–8 s on a busy two-core machine.
describe('import boundaries', { timeout: 120_000 }, () => {
  it.each([
    ['bench/images.ts', '../testkit/src/index.js'],
    ['tests/security/x.test.ts', '../../testkit/src/users.js'],
    ['seed/src/accounts.ts', '../../testkit/src/index.js'],
    ['seed/src/verify.ts', '../../stack/src/prepare.js'],
    ['rules-engine/test/runtime/x.ts', '../../../stack/src/typescript-build.js'],
    ['functions/src/posts/x.ts', '../../../model/src/index.js'],
    ['e2e/tests/x.spec.ts', '../../web/src/config/paths.js'],
  ])('refuses a relative import from %s into another workspace (%s)', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining('No relative import into another workspace'),
    ]);
  });

  it('accepts the same import by package name, and relative imports inside a workspace', async () => {
    expect(await boundaryErrors('bench/images.ts', '@queryhub/testkit')).toEqual([]);
    expect(await boundaryErrors('seed/src/verify.ts', '@queryhub/stack/prepare')).toEqual([]);
    expect(await boundaryErrors('tests/rules/firestore/x.cases.ts', '../environment.js')).toEqual(
      [],
    );
    expect(
      await boundaryErrors('rules-engine/test/engine/x.test.ts', '../../src/rules/index.js'),
    ).toEqual([]);
  });

  it('keeps components out of web/src/lib', async () => {
    expect(await boundaryErrors('web/src/lib/content.ts', '@/components/ui')).toEqual([
      expect.stringContaining('never imports components'),
    ]);
    expect(await boundaryErrors('web/src/lib/x.ts', '../components/ui')).toHaveLength(1);
    expect(await boundaryErrors('web/src/components/ui/x.tsx', '@/lib/firebase')).toEqual([]);
  });

  it('keeps components out of web/src/hooks', async () => {
    expect(await boundaryErrors('web/src/hooks/use-x.ts', '@/components/ui/form-error')).toEqual([
      expect.stringContaining('web/src/hooks never imports components'),
    ]);
    expect(await boundaryErrors('web/src/hooks/use-x.ts', '@/components/ui')).toHaveLength(1);
    expect(await boundaryErrors('web/src/hooks/use-x.ts', '../components/ui')).toHaveLength(1);
    expect(await boundaryErrors('web/src/hooks/use-x.ts', '@/lib/errors')).toEqual([]);
    // The components use the hooks.
    expect(await boundaryErrors('web/src/components/ui/x.tsx', '@/hooks/use-submit')).toEqual([]);
  });

  it('lets a feature reach another feature only through its index.ts', async () => {
    const file = 'web/src/features/profile/pages/x.tsx';
    expect(await boundaryErrors(file, '@/features/auth/api/sign-out')).toEqual([
      expect.stringContaining('public index.ts'),
    ]);
    expect(await boundaryErrors(file, '../../auth/api/sign-out')).toEqual([
      expect.stringContaining('stays inside its feature'),
    ]);
    expect(await boundaryErrors(file, '@/features/auth')).toEqual([]);
    expect(await boundaryErrors(file, '../api/update-account')).toEqual([]);
  });

  it('lets a feature import only the shared features (auth, images, privileges)', async () => {
    const file = 'web/src/features/questions/components/x.tsx';
    for (const other of ['@/features/votes', '@/features/edits', '@/features/posts']) {
      expect(await boundaryErrors(file, other)).toEqual([
        expect.stringContaining('only the shared features'),
      ]);
    }
    expect(await boundaryErrors(file, '@/features/auth')).toEqual([]);
    expect(await boundaryErrors(file, '@/features/images')).toEqual([]);
    expect(await boundaryErrors(file, '@/features/privileges')).toEqual([]);
    // The route composes any features.
    expect(await boundaryErrors('web/src/app/routes/x.tsx', '@/features/votes')).toEqual([]);
  });

  it('keeps features out of web/src/components, hooks and lib', async () => {
    for (const file of [
      'web/src/components/ui/x.tsx',
      'web/src/components/content/x.tsx',
      'web/src/hooks/x.ts',
      'web/src/lib/x.ts',
    ]) {
      expect(await boundaryErrors(file, '@/features/auth')).toEqual([
        expect.stringContaining('never import features'),
      ]);
    }
    expect(await boundaryErrors('web/src/hooks/x.ts', '@/lib/subscription')).toEqual([]);
  });

  it('imports the Firebase SDK only inside web/src/lib', async () => {
    for (const file of ['web/src/features/questions/api/x.ts', 'web/src/components/ui/x.tsx']) {
      expect(await boundaryErrors(file, 'firebase/firestore')).toEqual([
        expect.stringContaining('Only web/src/lib/'),
      ]);
    }
    expect(await boundaryErrors('web/src/lib/firebase-sdk/x.ts', 'firebase/firestore')).toEqual([]);
  });

  it('keeps @queryhub/model free of packages', async () => {
    expect(await boundaryErrors('model/src/x.ts', 'firebase-admin/firestore')).toEqual([
      expect.stringContaining('pure TypeScript'),
    ]);
    expect(await boundaryErrors('model/src/x.ts', './collections.js')).toEqual([]);
  });

  describe('workspace entry points', () => {
    it.each([
      ['bench/mail-fanout.ts', '@queryhub/functions/src/notifications/question-notifiers'],
      ['ssr/src/x.ts', '@queryhub/model/src/documents.js'],
      ['tests/security/x.test.ts', '@queryhub/testkit/src/users'],
      ['e2e/tests/x.spec.ts', '@queryhub/web/src/config/paths'],
      // Under stack's './*' pattern, but a package's sources are never an entry point.
      ['seed/src/x.ts', '@queryhub/stack/src/prepare'],
      // Not listed: search exports its request module as '@queryhub/search/request'.
      ['stack/src/x.ts', '@queryhub/search/search-request'],
      ['functions/scripts/x.ts', '@queryhub/markdown/render'],
    ])('refuses a deep import from %s (%s)', async (file, specifier) => {
      const [name] = /^@queryhub\/[^/]+/.exec(specifier) ?? [];
      expect(await entryPointErrors(file, importOf(specifier))).toEqual([
        expect.stringContaining(`reaches into ${name}`),
      ]);
    });

    it('refuses it in every form: export from, import() and typeof import()', async () => {
      const deep = '@queryhub/functions/src/closing/close-decision';
      for (const code of [
        `export * from '${deep}';\n`,
        `export { isDecided } from '${deep}';\n`,
        `export const load = () => import('${deep}');\n`,
        `export type IsDecided = typeof import('${deep}').isDecided;\n`,
      ]) {
        expect(await entryPointErrors('bench/x.ts', code)).toHaveLength(1);
      }
    });

    it('accepts the entry points a package lists in its exports', async () => {
      for (const specifier of [
        '@queryhub/model',
        '@queryhub/markdown/server',
        '@queryhub/search/request',
        '@queryhub/stack/prepare',
        '@queryhub/functions/search-pages',
        '@queryhub/functions/answer-fan-out',
        '@queryhub/web/server',
        'firebase-admin/firestore',
        './local.js',
      ]) {
        expect(await entryPointErrors('bench/x.ts', importOf(specifier))).toEqual([]);
      }
    });
  });
});
