// The query catalogue's lint rule (eslint.config.js, `no-restricted-syntax`): production code
// builds Firestore queries through the adapters, never with a raw `where` or `orderBy`. Checked,
// like the import boundaries, on snippets placed (virtually) at the paths they would live at.
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './snippet-eslint.js';

/** The messages of the raw-query rule for `code` at `filePath`. */
const rawQueryErrors = (filePath: string, code: string) =>
  ruleMessages('no-restricted-syntax', filePath, code);

const WEB_RAW = `
export function votes(sdk: any, db: any, uid: string) {
  const { collection, query, where } = sdk;
  return query(collection(db, 'Votes'), where('uid', '==', uid), sdk.orderBy('date', 'desc'));
}
`;
const WEB_ADAPTER = `
import { catalogueQuery } from '@/lib/catalogue-query';
export function votes(sdk: any, db: any, uid: string, questionId: string) {
  return sdk.query(catalogueQuery(sdk, db, 'votes.ofMemberOnQuestion', uid, questionId), sdk.limit(5));
}
`;
const ADMIN_RAW = `
export function flags(db: any, postId: string) {
  return db.collection('Flags').where('PostID', '==', postId).orderBy('__name__').limit(5);
}
`;
const ADMIN_ADAPTER = `
import { adminQuery } from '@queryhub/model';
export function flags(db: any, postId: string) {
  return adminQuery(db, 'flags.ofPost', postId).limit(5);
}
`;

// A hang guard: ESLint's first run in a worker takes 5–8 s on a busy two-core machine.
describe('raw Firestore queries', { timeout: 120_000 }, () => {
  it('are refused in web code, the web SDK as a function or through sdk', async () => {
    for (const file of ['web/src/features/votes/api/x.ts', 'web/src/lib/x.ts']) {
      expect(await rawQueryErrors(file, WEB_RAW)).toEqual([
        expect.stringContaining('query catalogue'),
        expect.stringContaining('query catalogue'),
      ]);
    }
  });

  it.each(['functions/src/posts/x.ts', 'functions/scripts/admin/x.ts', 'ssr/src/x.ts'])(
    'are refused in %s (the Admin SDK)',
    async (file) => {
      expect(await rawQueryErrors(file, ADMIN_RAW)).toEqual([
        expect.stringContaining('adminQuery'),
        expect.stringContaining('adminQuery'),
      ]);
    },
  );

  it('are allowed through the adapters', async () => {
    expect(await rawQueryErrors('web/src/features/votes/api/x.ts', WEB_ADAPTER)).toEqual([]);
    expect(await rawQueryErrors('functions/src/posts/x.ts', ADMIN_ADAPTER)).toEqual([]);
    expect(await rawQueryErrors('ssr/src/x.ts', ADMIN_ADAPTER)).toEqual([]);
  });

  it('are allowed in the adapters themselves, and in tests, bench, seed and testkit', async () => {
    expect(await rawQueryErrors('web/src/lib/catalogue-query.ts', WEB_RAW)).toEqual([]);
    expect(await rawQueryErrors('model/src/admin-query.ts', ADMIN_RAW)).toEqual([]);
    for (const file of [
      'functions/test/x.emulator.test.ts',
      'ssr/src/x.test.ts',
      'web/src/features/votes/api/__tests__/x.test.ts',
      'bench/x.ts',
      'seed/src/x.ts',
      'testkit/src/x.ts',
      'tests/security/x.emulator.test.ts',
    ]) {
      expect(await rawQueryErrors(file, ADMIN_RAW)).toEqual([]);
    }
  });
});
