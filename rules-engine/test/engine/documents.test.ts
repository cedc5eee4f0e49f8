import { describe, expect, it } from 'vitest';
import { PendingDocumentError, values, type DocumentLookup } from '../../src/rules/index.js';
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
