import { describe, expect, it } from 'vitest';
import { map, outcome, str } from './evaluate.js';

const variables = { request: map({ auth: map({ uid: str('u1') }) }), database: str('(default)') };

describe('path literals', () => {
  it('interpolates $(expressions) into segments', () => {
    expect(
      outcome(
        "/databases/$(database)/documents/users/$(request.auth.uid) == path('/databases/(default)/documents/users/u1')",
        { variables },
      ),
    ).toBe(true);
  });

  it('indexes path segments', () => {
    expect(outcome("/a/b/c[1] == 'b'")).toBe(true);
    expect(outcome("/a/b/c[3] == 'x'")).toBe('error');
  });

  it('fails when an interpolated value cannot be a segment', () => {
    expect(outcome('/users/$({}.missing) == /users/x')).toBe('error');
    expect(outcome('/users/$([1]) == /users/x')).toBe('error');
  });

  it('keeps segments with parentheses, dots and dashes', () => {
    expect(
      outcome(
        "string(/databases/(default)/documents/a-b.c) == '/databases/(default)/documents/a-b.c'",
      ),
    ).toBe(true);
  });
});
