// The checker's one table of callable names: which names exist per service, with their arities.
import { describe, expect, it } from 'vitest';
import { callSignatures } from '../../src/rules/signatures.js';

describe('call signatures', () => {
  it('knows global built-ins, namespace functions and debug in every service', () => {
    for (const service of ['cloud.firestore', 'firebase.storage', '']) {
      const signatures = callSignatures(service);
      expect(signatures.arities('int')).toEqual([1]);
      expect(signatures.arities('math.abs')).toEqual([1]);
      expect(signatures.arities('debug')).toEqual([1]);
      expect(signatures.isNamespace('math')).toBe(true);
    }
  });

  it('gives Firestore rules bare document functions and no firestore namespace', () => {
    const signatures = callSignatures('cloud.firestore');
    expect(signatures.arities('get')).toEqual([1]);
    expect(signatures.arities('existsAfter')).toEqual([1]);
    expect(signatures.arities('firestore.get')).toBeUndefined();
    expect(signatures.isNamespace('firestore')).toBe(false);
  });

  it('gives Storage rules firestore.get and firestore.exists only', () => {
    const signatures = callSignatures('firebase.storage');
    expect(signatures.arities('firestore.get')).toEqual([1]);
    expect(signatures.arities('firestore.exists')).toEqual([1]);
    expect(signatures.arities('firestore.getAfter')).toBeUndefined();
    expect(signatures.arities('get')).toBeUndefined();
    expect(signatures.isNamespace('firestore')).toBe(true);
  });

  it('has no entry for unknown names, whatever the object prototype holds', () => {
    const signatures = callSignatures('cloud.firestore');
    expect(signatures.arities('nope')).toBeUndefined();
    expect(signatures.arities('toString')).toBeUndefined();
    expect(signatures.isNamespace('constructor')).toBe(false);
  });

  it('reports method arities across receiver kinds', () => {
    const signatures = callSignatures('cloud.firestore');
    expect(signatures.methodArities('size')).toEqual([0]);
    expect(signatures.methodArities('nope')).toEqual([]);
  });
});
