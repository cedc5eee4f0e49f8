// The project's own storage.rules on our engine: it compiles cleanly, and the decisions that the
// image pipeline relies on (docs/data-model.md, "Cloud Storage") hold without an emulator.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules, type DocumentLookup, type Value } from '../../src/rules/index.js';
import { NULL, int, map, str } from './evaluate.js';
import { storageRequest } from './rules.js';

const source = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');
const { ruleset, issues } = compileRules([{ name: 'storage.rules', content: source }]);

const UID = 'u1';
const QUESTION = `Question's_Screenshot/${UID}/q1`;
const PICTURE = `User's_Profile_Picture/${UID}/p2`;

function upload(size = 1024, contentType = 'image/png'): Value {
  return map({ size: int(BigInt(size)), contentType: str(contentType), metadata: map({}) });
}

function request(uid: string | null, existing: Value = NULL) {
  return {
    request: map({ auth: uid ? map({ uid: str(uid) }) : NULL, resource: upload() }),
    resource: existing,
  };
}

function documents(path: string, fields: Record<string, Value> | null) {
  const found: DocumentLookup = fields
    ? { found: true, data: new Map(Object.entries(fields)) }
    : { found: false };
  return { lookup: (asked: string) => (asked === path ? found : { found: false as const }) };
}

const questionPath = '/databases/(default)/documents/Questions/q1';
const userPath = `/databases/(default)/documents/Users/${UID}`;

function decide(
  path: string,
  method: 'create' | 'get',
  vars = request(UID),
  docs = documents('', null),
) {
  if (!ruleset) throw new Error('storage.rules does not compile');
  return ruleset.authorize(storageRequest(path, method, vars), docs).permit;
}

describe("the project's storage.rules on our engine", () => {
  it('compiles without errors or warnings', () => {
    expect(ruleset).toBeDefined();
    expect(issues).toEqual([]);
  });

  it('admits an upload its own question names and has no result for', () => {
    const named = documents(questionPath, { uid: str(UID), QuestionScreenShot: str(QUESTION) });
    expect(decide(QUESTION, 'create', request(UID), named)).toBe(true);
    expect(decide(QUESTION, 'create', request('u2'), named)).toBe(false);
    expect(decide(QUESTION, 'create', request(null), named)).toBe(false);
  });

  it('refuses an upload over an existing object, or once the question has a result', () => {
    const named = documents(questionPath, { uid: str(UID), QuestionScreenShot: str(QUESTION) });
    expect(decide(QUESTION, 'create', request(UID, upload()), named)).toBe(false);
    const processed = documents(questionPath, {
      uid: str(UID),
      QuestionScreenShot: str(QUESTION),
      ScreenShot: map({}),
    });
    expect(decide(QUESTION, 'create', request(UID), processed)).toBe(false);
    expect(decide(QUESTION, 'create', request(UID), documents(questionPath, null))).toBe(false);
  });

  it('admits a new profile picture, not the one already processed', () => {
    const older = map({ original: str(`User's_Profile_Picture/${UID}/p1`) });
    const naming = documents(userPath, { uid: str(UID), photoURL: str(PICTURE), Photo: older });
    expect(decide(PICTURE, 'create', request(UID), naming)).toBe(true);
    const done = map({ original: str(PICTURE) });
    const processed = documents(userPath, { uid: str(UID), photoURL: str(PICTURE), Photo: done });
    expect(decide(PICTURE, 'create', request(UID), processed)).toBe(false);
  });

  it('serves variants to anyone and originals to no one', () => {
    expect(decide(`${QUESTION}@400.webp`, 'get', request(null))).toBe(true);
    expect(decide(`${QUESTION}@1600.webp`, 'get', request(null))).toBe(true);
    expect(decide(QUESTION, 'get', request(UID))).toBe(false);
    expect(decide(`${QUESTION}@800.webp`, 'get', request(null))).toBe(false);
  });
});
