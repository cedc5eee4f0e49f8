// The OpenAPI document (ssr/src/openapi.json) against the handler's real responses, produced
// over the fake data layer and checked with Ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect):
// a field added, renamed, retyped or dropped on either side fails here.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from './api-cursor';
import { API_PATHS } from './api-params';
import { callApi, testDependencies, type Answered } from './api-test-data';
import openapi from './openapi.json';

interface Operation {
  parameters: { name: string; in: string }[];
  responses: Record<
    string,
    { $ref?: string; content?: { 'application/json': { schema: object } } }
  >;
}

const document = openapi as unknown as {
  openapi: string;
  paths: Record<string, { get: Operation }>;
  components: { responses: Record<string, Operation['responses'][string]> };
};

const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
// The document's own keys beside its schemas: known, and not schemas.
ajv.addVocabulary(['openapi', 'info', 'servers', 'paths', 'components']);
ajv.addSchema(openapi, 'openapi.json');

/** The JSON schema the document gives for `status` of GET `path`. */
function schemaFor(path: string, status: number): ValidateFunction {
  const declared = document.paths[path]?.get.responses[String(status)];
  if (!declared) throw new Error(`openapi.json declares no ${status} for GET ${path}`);
  const response = declared.$ref
    ? document.components.responses[declared.$ref.split('/').pop() ?? '']
    : declared;
  const schema = response?.content?.['application/json'].schema;
  if (!schema) throw new Error(`No JSON schema for ${status} of GET ${path}`);
  return ajv.compile({ $ref: `openapi.json#/${pointerOf(path, status, declared.$ref)}` });
}

/** The JSON pointer of a response's schema in the document. */
function pointerOf(path: string, status: number, ref: string | undefined): string {
  const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
  const base = ref
    ? ref.slice(2)
    : ['paths', escape(path), 'get', 'responses', String(status)].join('/');
  return `${base}/content/application~1json/schema`;
}

function expectValid(path: string, answered: Answered): void {
  const validate = schemaFor(path, answered.status);
  const body: unknown = JSON.parse(answered.body);
  const valid = validate(body);
  expect(validate.errors ?? [], `${answered.status} of ${path}: ${answered.body}`).toEqual([]);
  expect(valid).toBe(true);
}

const cases: [keyof typeof API_PATHS, string][] = [
  ['questions', '/api/v1/questions'],
  ['questions', '/api/v1/questions?tag=javascript&sort=active&limit=50'],
  ['question', '/api/v1/questions/q1'],
  ['categories', '/api/v1/categories'],
  ['tags', '/api/v1/tags'],
  ['user', '/api/v1/users/alice'],
  ['search', '/api/v1/search?q=about'],
  ['openapi', '/api/v1/openapi.json'],
];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes exactly the endpoints the handler serves', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(Object.values(API_PATHS).sort());
  });

  it.each(cases)("matches the handler's 200 for %s (%s)", async (name, url) => {
    expectValid(API_PATHS[name], await callApi(testDependencies(), url));
  });

  it("matches the handler's errors: 400, 404, 405 and 429", async () => {
    const deps = testDependencies();
    const forged = encodeCursor({ list: 'tags', values: [1], id: 'go' });
    expectValid(API_PATHS.questions, await callApi(deps, `/api/v1/questions?cursor=${forged}`));
    expectValid(API_PATHS.questions, await callApi(deps, '/api/v1/questions?limit=0'));
    expectValid(API_PATHS.question, await callApi(deps, '/api/v1/questions/q2'));
    expectValid(API_PATHS.user, await callApi(deps, '/api/v1/users/nobody'));
    expectValid(API_PATHS.tags, await callApi(deps, '/api/v1/tags', { method: 'POST' }));
    let answered = await callApi(deps, '/api/v1/tags');
    while (answered.status !== 429) answered = await callApi(deps, '/api/v1/tags');
    expectValid(API_PATHS.tags, answered);
  });

  it('fails a response whose fields drift', async () => {
    const answered = await callApi(testDependencies(), '/api/v1/questions/q1');
    const body = JSON.parse(answered.body) as Record<string, unknown>;
    const validate = schemaFor(API_PATHS.question, 200);
    expect(validate(body)).toBe(true);
    const { answerCount, ...dropped } = body;
    expect(answerCount).toBe(1);
    expect(validate(dropped)).toBe(false);
    expect(validate({ ...body, answer_count: 1 })).toBe(false);
    expect(validate({ ...body, createdAt: 1735787045678 })).toBe(false);
    expect(validate({ ...body, author: { uid: 'alice', name: 'Alice', email: 'a@b.c' } })).toBe(
      false,
    );
  });

  it('names every parameter the handler takes', () => {
    const names = (path: string) =>
      (document.paths[path]?.get.parameters ?? []).map((parameter) => parameter.name).sort();
    expect(names(API_PATHS.questions)).toEqual(['category', 'cursor', 'limit', 'sort', 'tag']);
    expect(names(API_PATHS.categories)).toEqual(['cursor', 'limit']);
    expect(names(API_PATHS.tags)).toEqual(['cursor', 'limit']);
    expect(names(API_PATHS.search)).toEqual(
      ['accepted', 'answered', 'category', 'cursor', 'exact', 'prefix', 'q', 'sort', 'tag'].sort(),
    );
  });
});
