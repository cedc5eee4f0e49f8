import { describe, expect, it } from 'vitest';
import { compileRules, MAX_SOURCE_BYTES } from '../../src/rules/index.js';

function issuesOf(content: string) {
  const { ruleset, issues } = compileRules([{ name: 'bad.rules', content }]);
  return { ruleset, issues: issues.filter((issue) => issue.severity === 'error') };
}

const wrap = (body: string) =>
  `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o/{file} {\n${body}\n  }\n}`;

describe('syntax errors', () => {
  it.each([
    ['allow read: if 1 +;', 4, "Unexpected ';'."],
    ['allow read: if true', 5, "Missing ';'."],
    ['allow fly: if true;', 4, "Invalid method 'fly'"],
    ["allow read: if 'open;", 4, 'Unterminated string literal.'],
    ['allow read: if (true;', 4, "Expected ')'"],
  ] as const)('%s', (body, line, message) => {
    const { ruleset, issues } = issuesOf(wrap(body));
    expect(ruleset).toBeUndefined();
    expect(issues[0]?.line).toBe(line);
    expect(issues[0]?.message).toContain(message);
  });

  it('points at the column of the problem', () => {
    const { issues } = issuesOf(wrap('allow read: if 1 +;'));
    expect(issues[0]?.column).toBe(19);
  });

  it('rejects a path without match and a missing service', () => {
    expect(
      issuesOf("rules_version = '2';\nservice firebase.storage {\n /b/x { }\n}").issues[0]?.message,
    ).toBe("Missing 'match' keyword before path.");
    expect(issuesOf("rules_version = '2';").issues[0]?.message).toBe(
      "Missing 'service' declaration.",
    );
    expect(
      issuesOf("rules_version = '3';\nservice firebase.storage {}").issues[0]?.message,
    ).toMatch(/rules_version/);
  });

  it('rejects sources above the size limit without parsing them', () => {
    const huge = wrap(`allow read: if ${'true || '.repeat(MAX_SOURCE_BYTES / 8)}true;`);
    expect(issuesOf(huge).issues[0]?.message).toMatch(/maximum size/);
  });

  it('rejects absurdly deep nesting instead of overflowing the stack', () => {
    const deep = wrap(`allow read: if ${'('.repeat(5000)}true${')'.repeat(5000)};`);
    expect(issuesOf(deep).issues[0]?.message).toMatch(/nested too deeply/);
  });
});

describe('semantic errors', () => {
  it.each([
    ['allow read: if nobody == 1;', "Unknown variable 'nobody'."],
    ['allow read: if nothing();', 'Function not found error: Name: [nothing].'],
    ['allow read: if math.nope(1) == 1;', 'Function not found error: Name: [math.nope].'],
    [
      'allow read: if math.abs(1, 2) == 1;',
      "Function 'math.abs' takes 1 arguments but is called with 2.",
    ],
    ['allow read: if 1 is whole;', "Unknown type 'whole'."],
    ["allow read: if 'a'.matches('(');", 'Invalid regular expression'],
    ['allow read: if 0x10 == 16;', "Unexpected 'x' in number."],
    ['allow read: if 1e3 == 1000;', "Unexpected 'e' in number."],
    ['allow read: if - -3 == 3;', "Unexpected '-'."],
    [
      'function f(a) { return a; }\nallow read: if f();',
      "Function 'f' takes 1 arguments but is called with 0.",
    ],
    ['function f() { return x; }\nallow read: if f();', "Unknown variable 'x'."],
  ])('%s', (body, message) => {
    const { ruleset, issues } = issuesOf(wrap(body));
    expect(ruleset).toBeUndefined();
    expect(issues.map((issue) => issue.message).join('\n')).toContain(message);
  });

  it('knows path variables, let bindings and storage lookups', () => {
    const { ruleset, issues } = issuesOf(
      wrap(
        'function f(a) { let b = a + file; return b.size() > 0; }\nallow read: if f(bucket) && firestore.exists(/databases/(default)/documents/x/$(file));',
      ),
    );
    expect(issues).toEqual([]);
    expect(ruleset).toBeDefined();
  });

  it('warns about method arity without failing the compile, as Google does', () => {
    const { ruleset, issues } = compileRules([
      { name: 'w.rules', content: wrap("allow read: if 'a'.size(1) == 1;") },
    ]);
    expect(ruleset).toBeDefined();
    expect(issues[0]).toMatchObject({
      severity: 'warning',
      message: "Method 'size' takes 0 arguments but is called with 1.",
    });
  });

  it('warns about unknown methods without failing the compile', () => {
    const { ruleset, issues } = compileRules([
      { name: 'w.rules', content: wrap('allow read: if file.frobnicate();') },
    ]);
    expect(ruleset).toBeDefined();
    expect(issues[0]).toMatchObject({ severity: 'warning', line: 4 });
  });
});
