import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('string methods', () => {
  it.each([
    ["'héllo'.size() == 5", true],
    ["'😀'.size() == 2", true],
    ["'a,b,'.split(',') == ['a', 'b']", true],
    ["'abc'.split('') == ['', 'a', 'b', 'c']", true],
    ["''.split(',') == ['']", true],
    ["'abc'[1] == 'b'", true],
    ["'abcdef'[1:3] == 'bc'", true],
    ["'AbC'.lower() == 'abc'", true],
    ["'AbC'.upper() == 'ABC'", true],
    ["'  x '.trim() == 'x'", true],
    ["'a/b/c'.split('/') == ['a', 'b', 'c']", true],
    ["'a1b22c'.split('[0-9]+') == ['a', 'b', 'c']", true],
    ["'banana'.replace('a', 'o') == 'bonono'", true],
    ["'image/png'.matches('image/.*')", true],
    ["'xx image/png'.matches('image/.*')", false],
    ["'abc'.matches('(')", 'error'],
    ["'é'.toUtf8().size() == 2", true],
    ["'abc'.size() == 'abc'.toUtf8().size()", true],
    ["'a'.nope() == 1", 'error'],
    ["'a'.matches(1)", 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });

  it('uses RE2 syntax, not JavaScript extensions', () => {
    expect(outcome("'aa'.matches('(a)\\\\1')")).toBe('error');
    expect(outcome("'ab'.matches('(?i)AB')")).toBe(true);
  });
});
