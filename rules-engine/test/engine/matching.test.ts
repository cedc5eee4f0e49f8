import { describe, expect, it } from 'vitest';
import { map, NULL, str } from './evaluate.js';
import { compile, permits, storageRequest } from './rules.js';

const rules = compile(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /public/{allPaths=**} {
      allow read;
    }
    match /docs/{file} {
      allow get: if file == 'a.txt';
    }
    match /docs/{name} {
      allow get: if name == 'b.txt';
      allow list: if false;
    }
    match /users/{uid} {
      match /photos/{photo} {
        allow write: if request.auth.uid == uid;
        allow delete: if false;
      }
    }
    match /exact {
      allow read: if true;
    }
    match /bucket-check/{file} {
      allow read: if bucket == 'bucket';
    }
  }
}
service cloud.firestore {
  match /{document=**} { allow read, write: if true; }
}`);

const alice = { request: map({ auth: map({ uid: str('alice') }) }), resource: NULL };

describe('match blocks', () => {
  it('match any depth below a recursive wildcard, including zero segments', () => {
    expect(permits(rules, storageRequest('public', 'list'))).toBe(true);
    expect(permits(rules, storageRequest('public/a/b/c.png', 'get'))).toBe(true);
    expect(permits(rules, storageRequest('publicity/a.png', 'get'))).toBe(false);
  });

  it('allow a request when any overlapping match allows it', () => {
    expect(permits(rules, storageRequest('docs/a.txt', 'get'))).toBe(true);
    expect(permits(rules, storageRequest('docs/b.txt', 'get'))).toBe(true);
    expect(permits(rules, storageRequest('docs/c.txt', 'get'))).toBe(false);
  });

  it('apply rules only to complete paths, not prefixes', () => {
    expect(permits(rules, storageRequest('users/alice', 'create', alice))).toBe(false);
    expect(permits(rules, storageRequest('users/alice/photos/p.png/extra', 'create', alice))).toBe(
      false,
    );
  });

  it('bind path variables of enclosing blocks', () => {
    expect(permits(rules, storageRequest('users/alice/photos/p.png', 'create', alice))).toBe(true);
    expect(permits(rules, storageRequest('users/bob/photos/p.png', 'update', alice))).toBe(false);
    expect(permits(rules, storageRequest('bucket-check/x', 'get'))).toBe(true);
  });

  it('map read to get and list, write to create, update and delete', () => {
    expect(permits(rules, storageRequest('exact', 'get'))).toBe(true);
    expect(permits(rules, storageRequest('exact', 'list'))).toBe(true);
    expect(permits(rules, storageRequest('exact', 'create'))).toBe(false);
    expect(permits(rules, storageRequest('users/alice/photos/p.png', 'delete', alice))).toBe(true);
  });

  it('only use the service the request is for', () => {
    expect(
      permits(rules, {
        service: 'cloud.firestore',
        path: '/anything/here',
        method: 'get',
        variables: {},
      }),
    ).toBe(true);
    expect(
      permits(rules, {
        service: 'firebase.storage',
        path: '/anything/here',
        method: 'get',
        variables: {},
      }),
    ).toBe(false);
  });

  it('deny with a reason when a condition fails to evaluate', () => {
    const decision = rules.authorize(
      storageRequest('users/alice/photos/p.png', 'create', { request: map({ auth: NULL }) }),
    );
    expect(decision.permit).toBe(false);
    expect(decision.errors[0]).toMatch(/^test\.rules:\d+:\d+: Null value error/);
  });
});

describe('rules_version 1', () => {
  it('treats {name=**} as one or more segments bound to a string', () => {
    const v1 = compile(`service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} { allow read: if allPaths == 'a/b'; }
  }
}`);
    expect(v1.rulesVersion).toBe(1);
    expect(permits(v1, storageRequest('a/b', 'get'))).toBe(true);
    expect(permits(v1, storageRequest('a', 'get'))).toBe(false);
  });
});
