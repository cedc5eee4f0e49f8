// What deciding a request took (Decision.usage): expressions evaluated and documents read.
import { describe, expect, it } from 'vitest';
import { values, type DocumentLookup } from '../../src/rules/index.js';
import { map, str } from './evaluate.js';
import { compile } from './rules.js';

const request = (path: string, method: 'get' | 'create' = 'get') => ({
  service: 'cloud.firestore',
  path: `/databases/(default)/documents/${path}`,
  method,
  variables: { request: map({ auth: map({ uid: str('u1') }) }), resource: values.NULL },
});

const found: DocumentLookup = { found: true, data: new Map([['n', values.int(1)]]) };
const everything = { lookup: () => found };

describe('Decision.usage', () => {
  it('counts each expression node evaluated, over every condition tried', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} { allow get: if 1 + 2 == 3; }
    match /b/{id} { allow get: if false; allow get: if id == 'x'; }
  }
}`);
    // ==, +, 1, 2, 3
    expect(rules.authorize(request('a/x')).usage.expressions).toBe(5);
    // false; then ==, id, 'x'
    const decision = rules.authorize(request('b/x'));
    expect(decision.permit).toBe(true);
    expect(decision.usage.expressions).toBe(4);
  });

  it('counts the nodes of a function body at each call, and a let binding once per call', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function twice(n) { let m = n + n; return m + m; }
    match /a/{id} { allow get: if twice(1) == 4 && twice(1) == 4; }
  }
}`);
    // Per side of &&: ==, the call, 1, 4; the body: +, m, m; the binding: +, n, n (10).
    expect(rules.authorize(request('a/x')).usage.expressions).toBe(1 + 2 * 10);
  });

  it('counts a document once however often and however it is read', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function doc() { return /databases/$(database)/documents/c/one; }
    match /a/{id} {
      allow get: if exists(doc()) && get(doc()).data.n == 1 && get(doc()).data.n == 1
        && exists(/databases/$(database)/documents/c/two);
    }
  }
}`);
    const decision = rules.authorize(request('a/x'), everything);
    expect(decision.permit).toBe(true);
    expect(decision.usage.documentLookups).toBe(2);
    expect(decision.usage.documents.map((d) => d.path)).toEqual([
      '/databases/(default)/documents/c/one',
      '/databases/(default)/documents/c/two',
    ]);
  });

  it('refuses the lookup past the limit, and reports what was read up to it', () => {
    const lookups = Array.from(
      { length: 11 },
      (_, i) => `exists(/databases/$(database)/documents/c/d${i})`,
    );
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} { allow get: if ${lookups.join(' && ')}; }
  }
}`);
    const decision = rules.authorize(request('a/x'), everything);
    expect(decision.permit).toBe(false);
    expect(decision.errors.join()).toMatch(/More than 10 document lookups/);
    expect(decision.usage.documentLookups).toBe(10);
    const lenient = rules.authorize(request('a/x'), everything, { maxDocumentLookups: 11 });
    expect(lenient.permit).toBe(true);
    expect(lenient.usage.documentLookups).toBe(11);
  });
});

describe('the work over collections counts too', () => {
  const rules = (condition: string) =>
    compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} { allow get: if ${condition}; }
  }
}`);
  const used = (condition: string) => {
    const decision = rules(condition).authorize(request('a/x'));
    expect(decision.permit, condition).toBe(true);
    return decision.usage.expressions;
  };

  it('one step per element walked, beyond the nodes', () => {
    // The call, the receiver list and its 3 items, the argument and its 4: 10 nodes; 3 + 4 walked.
    expect(used("['a', 'b', 'c'].hasOnly(['a', 'b', 'c', 'd'])")).toBe(10 + 7);
    // `in` a list walks it (in, 'c', the list and its items: 6 nodes); a map key is found at once
    // (in, 'a', the map, its 2 keys and 2 values: 7 nodes).
    expect(used("'c' in ['a', 'b', 'c']")).toBe(6 + 3);
    expect(used("'a' in {'a': 1, 'b': 2}")).toBe(7);
    // == on maps walks the entries of both (not inside them); scalars cost only their nodes.
    expect(used("{'a': [1, 2]} == {'a': [1, 2]}")).toBe(11 + 2);
    expect(used('1 == 1')).toBe(3);
    // keys() walks the map; size() does not: ==, 2 calls, the map (5 nodes), 2.
    expect(used("{'a': 1, 'b': 2}.keys().size() == 2")).toBe(9 + 2);
  });

  it('a diff walks both maps when made and again when its keys are asked for', () => {
    // Nodes: ==, affectedKeys(), diff(), the two maps (7 and 3 nodes), toSet(), ['b'] (2): 16.
    // Walked: diff 2 + 1 entries, affectedKeys the same 3, toSet 1, == the two sets 1 + 1: 9.
    expect(used("{'a': 1, 'b': {'c': 2}}.diff({'a': 1}).affectedKeys() == ['b'].toSet()")).toBe(
      16 + 9,
    );
  });
});
