// Differential test: every corpus expression is judged by Google's rules engine (the Firestore
// emulator) and by ours; the allow/deny verdicts must agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileRules,
  parseTimestamp,
  values,
  type DocumentSource,
  type Value,
} from '../../src/rules/index.js';
import { CLAIMS, DOC_DATA, EXPRESSIONS, TIMESTAMP_MILLIS } from './corpus.js';
import { inBatches, rejectedByCompiler, testEnvironment } from './google-engine.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const appRules = readFileSync(path.resolve(here, '../../../firestore.rules'), 'utf8');
const COLLECTION = 'diff';
const UID = 'alice';

interface Case {
  id: string;
  expression: string;
}

const cases: Case[] = EXPRESSIONS.map((expression, i) => ({ id: `c${i}`, expression }));

function rulesFor(subset: readonly Case[]): string {
  const matches = subset.map(
    (c) => `    match /${COLLECTION}/${c.id} { allow get: if ${c.expression}; }`,
  );
  return `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${matches.join('\n')}\n  }\n}\n`;
}

// ---- our engine, given the same variables the emulator sees ------------------------------

function toValue(json: unknown): Value {
  if (json === null) return values.NULL;
  if (typeof json === 'boolean') return values.bool(json);
  if (typeof json === 'number')
    return Number.isInteger(json) ? values.int(json) : values.float(json);
  if (typeof json === 'string') return values.str(json);
  if (Array.isArray(json)) return values.list(json.map(toValue));
  return values.map(
    new Map(Object.entries(json as Record<string, unknown>).map(([k, v]) => [k, toValue(v)])),
  );
}

function documentData(): Map<string, Value> {
  const data = (toValue(DOC_DATA) as Extract<Value, { kind: 'map' }>).entries;
  data.set('t', parseTimestamp(new Date(TIMESTAMP_MILLIS).toISOString()));
  return data;
}

function documentPath(id: string): Value {
  return { kind: 'path', segments: ['databases', '(default)', 'documents', COLLECTION, id] };
}

const caseDocuments: DocumentSource = {
  lookup: (docPath) => {
    const match = new RegExp(`^/databases/\\(default\\)/documents/${COLLECTION}/(c\\d+)$`).exec(
      docPath,
    );
    return match && cases.some((c) => c.id === match[1])
      ? { found: true, data: documentData() }
      : { found: false };
  },
};

type Verdict = 'allow' | 'deny' | 'compile error';

function ourVerdict(c: Case, now: Date): Verdict {
  const { ruleset } = compileRules([{ name: 'firestore.rules', content: rulesFor([c]) }]);
  if (!ruleset) return 'compile error';
  const request = toValue({
    auth: { uid: UID, token: { ...CLAIMS, sub: UID, user_id: UID } },
    method: 'get',
  }) as Extract<Value, { kind: 'map' }>;
  request.entries.set('time', parseTimestamp(now.toISOString()));
  request.entries.set('path', documentPath(c.id));
  const resource = values.map(
    new Map<string, Value>([
      ['data', values.map(documentData())],
      ['id', values.str(c.id)],
      ['__name__', documentPath(c.id)],
    ]),
  );
  const decision = ruleset.authorize(
    {
      service: 'cloud.firestore',
      path: `/databases/(default)/documents/${COLLECTION}/${c.id}`,
      method: 'get',
      variables: { request, resource },
    },
    caseDocuments,
  );
  return decision.permit ? 'allow' : 'deny';
}

// ---- Google's verdicts --------------------------------------------------------------------

let env: RulesTestEnvironment | undefined;
const google = new Map<string, Verdict>();

beforeAll(async () => {
  const rejected = new Set(await rejectedByCompiler(cases, rulesFor));
  for (const c of rejected) google.set(c.id, 'compile error');
  const compiling = cases.filter((c) => !rejected.has(c));
  env = await testEnvironment(rulesFor(compiling));
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const data = { ...DOC_DATA, t: new Date(TIMESTAMP_MILLIS) };
    for (let i = 0; i < cases.length; i += 250) {
      const batch = db.batch();
      for (const c of cases.slice(i, i + 250)) batch.set(db.collection(COLLECTION).doc(c.id), data);
      await batch.commit();
    }
  });
  const db = env.authenticatedContext(UID, CLAIMS).firestore();
  await inBatches(compiling, 25, async (c) => {
    try {
      await db.collection(COLLECTION).doc(c.id).get();
      google.set(c.id, 'allow');
    } catch (cause) {
      if ((cause as { code?: string }).code !== 'permission-denied') throw cause;
      google.set(c.id, 'deny');
    }
  });
});

afterAll(async () => {
  // Other test files rely on the app's own rules.
  const restore = await testEnvironment(appRules);
  await env?.cleanup();
  await restore.cleanup();
});

describe('our engine agrees with Google’s on every corpus expression', () => {
  it(`judges all ${cases.length} expressions like the Firestore emulator`, () => {
    const now = new Date();
    const differences = cases
      .map((c) => ({
        expression: c.expression,
        google: google.get(c.id),
        ours: ourVerdict(c, now),
      }))
      .filter((d) => d.google !== d.ours);
    expect(google.size).toBe(cases.length);
    expect(differences).toEqual([]);
  });
});
