import { describe, expect, it } from 'vitest';
import {
  PendingDocumentError,
  compileRules,
  values,
  type DocumentLookup,
} from '../../src/rules/index.js';
import { map, str } from './evaluate.js';
import { compile, storageRequest } from './rules.js';

const rules = compile(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o/teams/{team}/{file} {
    allow write: if firestore.get(/databases/(default)/documents/teams/$(team)).data.owner == request.auth.uid;
    allow read: if firestore.exists(/databases/(default)/documents/teams/$(team));
  }
}`);

const request = { request: map({ auth: map({ uid: str('u1') }) }), resource: values.NULL };
const teamPath = '/databases/(default)/documents/teams/t1';

function source(documents: Record<string, DocumentLookup>) {
  return { lookup: (path: string) => documents[path] };
}

describe('firestore.get() and firestore.exists() in Storage rules', () => {
  it('asks for the document it has not seen yet', () => {
    expect(() =>
      rules.authorize(storageRequest('teams/t1/a.png', 'create', request), source({})),
    ).toThrow(PendingDocumentError);
    try {
      rules.authorize(storageRequest('teams/t1/a.png', 'create', request), source({}));
    } catch (pending) {
      expect((pending as PendingDocumentError).path).toBe(teamPath);
    }
  });

  it('decides once the document is known', () => {
    const owned = source({ [teamPath]: { found: true, data: new Map([['owner', str('u1')]]) } });
    const other = source({ [teamPath]: { found: true, data: new Map([['owner', str('u2')]]) } });
    const missing = source({ [teamPath]: { found: false } });
    expect(rules.authorize(storageRequest('teams/t1/a.png', 'create', request), owned).permit).toBe(
      true,
    );
    expect(rules.authorize(storageRequest('teams/t1/a.png', 'create', request), other).permit).toBe(
      false,
    );
    expect(
      rules.authorize(storageRequest('teams/t1/a.png', 'create', request), missing).permit,
    ).toBe(false);
    expect(rules.authorize(storageRequest('teams/t1/a.png', 'get', request), owned).permit).toBe(
      true,
    );
    expect(rules.authorize(storageRequest('teams/t1/a.png', 'get', request), missing).permit).toBe(
      false,
    );
  });

  it('rejects paths that are not document paths', () => {
    const odd = compile(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o/{file} { allow read: if firestore.exists(/databases/(default)/documents/teams); }
}`);
    const decision = odd.authorize(storageRequest('x', 'get', request), source({}));
    expect(decision.permit).toBe(false);
    expect(decision.errors.join()).toMatch(/not a document path/);
  });
});

describe('getAfter() and existsAfter() in Firestore rules', () => {
  const firestore = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{post} {
      allow create: if getAfter(/databases/$(database)/documents/stamps/$(request.auth.uid)).data.id == post
        && !exists(/databases/$(database)/documents/stamps/$(request.auth.uid));
      allow delete: if !existsAfter(/databases/$(database)/documents/posts/$(post));
    }
  }
}`);
  const stampPath = '/databases/(default)/documents/stamps/u1';
  const postPath = '/databases/(default)/documents/posts/p1';
  const stamp = (id: string): DocumentLookup => ({
    found: true,
    data: new Map([['id', str(id)]]),
  });
  const write = (method: 'create' | 'delete') => ({
    service: 'cloud.firestore',
    path: postPath,
    method,
    variables: { request: map({ auth: map({ uid: str('u1') }) }), resource: values.NULL },
  });
  const before = (documents: Record<string, DocumentLookup>) => (path: string) =>
    documents[path] ?? { found: false as const };

  it('reads the state after the write, and the state before it with get()/exists()', () => {
    const source = {
      lookup: before({}),
      lookupAfter: before({ [stampPath]: stamp('p1') }),
    };
    const decision = firestore.authorize(write('create'), source);
    expect(decision.permit).toBe(true);
    expect(decision.usage.documents).toEqual([
      { path: stampPath, after: true },
      { path: stampPath, after: false },
    ]);
    expect(decision.usage.documentLookups).toBe(2);
    const other = { lookup: before({}), lookupAfter: before({ [stampPath]: stamp('p2') }) };
    expect(firestore.authorize(write('create'), other).permit).toBe(false);
  });

  it('existsAfter() sees a document the batch deletes as gone', () => {
    const kept = {
      lookup: before({ [postPath]: stamp('x') }),
      lookupAfter: before({ [postPath]: stamp('x') }),
    };
    const deleted = { lookup: before({ [postPath]: stamp('x') }), lookupAfter: before({}) };
    expect(firestore.authorize(write('delete'), kept).permit).toBe(false);
    expect(firestore.authorize(write('delete'), deleted).permit).toBe(true);
  });

  it('fails to evaluate (and denies) when the source knows no state after the write', () => {
    const decision = firestore.authorize(write('delete'), { lookup: before({}) });
    expect(decision.permit).toBe(false);
    expect(decision.errors.join()).toMatch(
      /existsAfter\(\): the state after the write is not known/,
    );
  });

  it('asks for a document after the write it has not seen yet', () => {
    try {
      firestore.authorize(write('create'), { lookup: before({}), lookupAfter: () => undefined });
      expect.unreachable();
    } catch (pending) {
      expect(pending).toBeInstanceOf(PendingDocumentError);
      expect((pending as PendingDocumentError).path).toBe(stampPath);
      expect((pending as PendingDocumentError).after).toBe(true);
    }
  });

  it('are not document functions of Storage rules', () => {
    const { issues } = compileRules([
      {
        name: 'storage.rules',
        content: `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o/{file} { allow read: if firestore.getAfter(/databases/(default)/documents/a/b) != null; }
}`,
      },
    ]);
    expect(issues.map((issue) => issue.message).join()).toMatch(/firestore\.getAfter/);
  });
});
