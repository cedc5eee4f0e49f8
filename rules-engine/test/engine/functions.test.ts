import { describe, expect, it } from 'vitest';
import { map, NULL, str } from './evaluate.js';
import { compile, permits, storageRequest } from './rules.js';

const rules = compile(`rules_version = '2';
service firebase.storage {
  function isSignedIn() { return request.auth != null; }
  function owns(uid) { return isSignedIn() && request.auth.uid == uid; }
  match /b/{bucket}/o {
    function inFolder(folder) {
      let parts = folder.split('-');
      let first = parts[0];
      return first == 'pub';
    }
    match /{folder}/{file} {
      function fileIsNamed(name) { return file == name; }
      allow get: if inFolder(folder) || fileIsNamed('open.txt');
      allow create: if owns(folder);
    }
    match /loop/{file} {
      function down(n) { return n <= 0 ? true : down(n - 1); }
      allow get: if down(int(file));
    }
  }
}`);

const asUser = (uid: string | null) => ({
  request: map({ auth: uid ? map({ uid: str(uid) }) : NULL }),
  resource: NULL,
});

describe('user functions', () => {
  it('see their parameters, let bindings and the path variables of their block', () => {
    expect(permits(rules, storageRequest('pub-x/a.txt', 'get', asUser(null)))).toBe(true);
    expect(permits(rules, storageRequest('priv/a.txt', 'get', asUser(null)))).toBe(false);
    expect(permits(rules, storageRequest('priv/open.txt', 'get', asUser(null)))).toBe(true);
  });

  it('call other functions declared in outer scopes', () => {
    expect(permits(rules, storageRequest('u1/a.txt', 'create', asUser('u1')))).toBe(true);
    expect(permits(rules, storageRequest('u1/a.txt', 'create', asUser('u2')))).toBe(false);
    expect(permits(rules, storageRequest('u1/a.txt', 'create', asUser(null)))).toBe(false);
  });

  it('stop at a call depth of 20 and deny', () => {
    expect(permits(rules, storageRequest('loop/5', 'get', asUser(null)))).toBe(true);
    const deep = rules.authorize(storageRequest('loop/50', 'get', asUser(null)));
    expect(deep.permit).toBe(false);
    expect(deep.errors.join()).toMatch(/call depth/);
  });
});

describe('evaluation step limit', () => {
  it('denies a request whose evaluation is too large', () => {
    const wide = compile(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o/{file} {
    function f(n) { return n == 0 || n == 1 || n == 2 || n == 3 || n == 4 || n == 5 || n == 6 || n == 7; }
    function g(n) { return f(n) || f(n) || f(n) || f(n) || f(n) || f(n) || f(n) || f(n) || f(n) || f(n); }
    function h(n) { return g(n) || g(n) || g(n) || g(n) || g(n) || g(n) || g(n) || g(n) || g(n) || g(n); }
    function i(n) { return h(n) || h(n) || h(n) || h(n) || h(n) || h(n) || h(n) || h(n) || h(n) || h(n); }
    allow get: if i(99);
  }
}`);
    const decision = wide.authorize(storageRequest('x', 'get'), undefined, { maxSteps: 5000 });
    expect(decision.permit).toBe(false);
    expect(decision.errors.join()).toMatch(/exceeded 5000 steps/);
  });
});
