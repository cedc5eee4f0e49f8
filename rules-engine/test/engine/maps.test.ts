import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('map methods', () => {
  it.each([
    ["{'a': 1, 'b': 2}.size() == 2", true],
    ["{'a': 1, 'b': 2}.keys().hasAll(['a', 'b'])", true],
    ["{'a': 1}.values() == [1]", true],
    ["{'b': 1, 'a': 2}.keys() == ['a', 'b']", true],
    ["{'b': 1, 'a': 2}.values() == [2, 1]", true],
    ["{'a': 1}.get('a', 0) == 1", true],
    ["{'a': 1}.get('z', 0) == 0", true],
    ["{'a': {'b': 2}}.get(['a', 'b'], 0) == 2", true],
    ["{'a': {'b': 2}}.get(['a', 'c'], 0) == 0", true],
    ["{'a': 1}.get(1, 0) == 0", 'error'],
    ['{1: 2} == {}', 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });
});

describe('map diff', () => {
  const after = "{'a': 1, 'b': 2, 'c': 3}";
  const before = "{'a': 1, 'b': 5, 'd': 4}";
  it.each([
    ['addedKeys', "['c']"],
    ['removedKeys', "['d']"],
    ['changedKeys', "['b']"],
    ['unchangedKeys', "['a']"],
    ['affectedKeys', "['b', 'c', 'd']"],
  ])('%s of after.diff(before)', (method, keys) => {
    expect(outcome(`${after}.diff(${before}).${method}() == ${keys}.toSet()`)).toBe(true);
  });

  it('supports the usual "only these fields changed" idiom', () => {
    expect(outcome(`${after}.diff(${before}).affectedKeys().hasOnly(['b', 'c', 'd'])`)).toBe(true);
    expect(outcome(`${after}.diff(${before}).affectedKeys().hasOnly(['b'])`)).toBe(false);
  });
});
