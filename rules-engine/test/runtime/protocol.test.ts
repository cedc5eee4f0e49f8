import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeProcess } from './runtime-process.js';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{file} {
      allow read: if request.auth != null;
      allow create: if request.auth.uid == uid && request.resource.size < 1000 && request.time > timestamp.date(2020, 1, 1);
      allow delete: if firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.admin == true;
    }
  }
}`;

const auth = (uid: string) => ({
  map_value: { fields: { uid: { string_value: uid }, token: { map_value: { fields: {} } } } },
});

function verify(
  id: number,
  method: string,
  path: string,
  request: Record<string, unknown>,
  rulesetName = 'r1',
) {
  return {
    id,
    action: 'verify',
    context: {
      rulesetName,
      service: 'firebase.storage',
      path,
      method,
      delimiter: '/',
      variables: { resource: { null_value: null }, request: { map_value: { fields: request } } },
    },
  };
}

let runtime: RuntimeProcess;
let nextId = 1;
const id = () => nextId++;

beforeAll(async () => {
  runtime = await RuntimeProcess.start();
  const loaded = await runtime.request({
    id: id(),
    action: 'load_ruleset',
    context: { rulesetName: 'r1', source: { files: [{ name: 'storage.rules', content: RULES }] } },
  });
  expect(loaded).toMatchObject({ status: 'ok', result: { rulesVersion: 2 }, errors: [] });
}, 60_000);

afterAll(async () => {
  await runtime.stop();
});

describe('verify', () => {
  it('permits and denies with result.permit', async () => {
    const signedIn = { auth: auth('u1') };
    const anonymous = { auth: { null_value: null } };
    expect(
      await runtime.request(verify(id(), 'get', '/b/bk/o/users/u1/a.png', signedIn)),
    ).toMatchObject({ status: 'ok', result: { permit: true }, errors: [] });
    expect(
      await runtime.request(verify(id(), 'get', '/b/bk/o/users/u1/a.png', anonymous)),
    ).toMatchObject({ status: 'ok', result: { permit: false } });
  });

  it('decodes ints, timestamps and maps from the expression-value encoding', async () => {
    const request = (size: number, time: string) => ({
      auth: auth('u1'),
      time: { timestamp_value: time },
      resource: {
        map_value: {
          fields: { size: { int_value: size }, contentType: { string_value: 'image/png' } },
        },
      },
    });
    expect(
      await runtime.request(
        verify(id(), 'create', '/b/bk/o/users/u1/a.png', request(10, '2026-11-22T10:00:00.000Z')),
      ),
    ).toMatchObject({ result: { permit: true } });
    expect(
      await runtime.request(
        verify(id(), 'create', '/b/bk/o/users/u1/a.png', request(5000, '2026-11-22T10:00:00.000Z')),
      ),
    ).toMatchObject({ result: { permit: false } });
    expect(
      await runtime.request(
        verify(id(), 'create', '/b/bk/o/users/u1/a.png', request(10, '2019-01-01T00:00:00.000Z')),
      ),
    ).toMatchObject({ result: { permit: false } });
  });

  it('reports evaluation errors on a denial', async () => {
    const reply = await runtime.request(
      verify(id(), 'create', '/b/bk/o/users/u1/a.png', { auth: { null_value: null } }),
    );
    expect(reply).toMatchObject({ status: 'ok', result: { permit: false } });
    expect((reply.errors as string[])[0]).toMatch(/storage\.rules:6:\d+: Null value error/);
  });

  it('asks firebase-tools for a Firestore document and finishes with the follow-up', async () => {
    const requestId = id();
    const ask = await runtime.request(
      verify(requestId, 'delete', '/b/bk/o/users/u1/a.png', { auth: auth('u1') }),
    );
    expect(ask).toEqual({
      server_request_id: requestId,
      action: 'fetch_firestore_document',
      status: 'ok',
      context: { path: '/databases/(default)/documents/users/u1' },
    });
    const done = await runtime.request({
      id: requestId,
      status: 'ok',
      result: {
        name: 'projects/demo/databases/(default)/documents/users/u1',
        fields: { admin: { booleanValue: true } },
      },
      warnings: [],
      errors: [],
    });
    expect(done).toMatchObject({ id: requestId, status: 'ok', result: { permit: true } });
  });

  it('denies when the looked-up document does not exist', async () => {
    const requestId = id();
    await runtime.request(
      verify(requestId, 'delete', '/b/bk/o/users/u2/a.png', { auth: auth('u2') }),
    );
    const done = await runtime.request({
      id: requestId,
      status: 'not_found',
      warnings: [],
      errors: [],
    });
    expect(done).toMatchObject({ id: requestId, result: { permit: false } });
  });
});

describe('load_ruleset', () => {
  it('reports compile errors with file, line and column, and keeps no ruleset', async () => {
    const reply = await runtime.request({
      id: id(),
      action: 'load_ruleset',
      context: {
        rulesetName: 'broken',
        source: {
          files: [
            {
              name: 'storage.rules',
              content: 'service firebase.storage {\n  match /x {\n    allow read: if ;\n  }\n}',
            },
          ],
        },
      },
    });
    expect(reply.status).toBe('ok');
    expect(reply.result).toBeUndefined();
    const issue = JSON.parse((reply.errors as string[])[0] as string) as Record<string, unknown>;
    expect(issue).toEqual({
      description_: "Unexpected ';'.",
      sourcePosition_: { fileName_: 'storage.rules', line_: 3, column_: 20 },
      severity_: 'ERROR',
    });
    const after = await runtime.request(verify(id(), 'get', '/x', {}, 'broken'));
    expect(after).toMatchObject({
      result: { permit: false },
      errors: ["Unknown ruleset 'broken'."],
    });
  });

  it('rejects a rules file that is too large', async () => {
    const reply = await runtime.request({
      id: id(),
      action: 'load_ruleset',
      context: {
        rulesetName: 'huge',
        source: {
          files: [{ name: 'storage.rules', content: `// ${'x'.repeat(300_000)}\n${RULES}` }],
        },
      },
    });
    expect((reply.errors as string[])[0]).toMatch(/maximum size/);
  });
});

describe('bad input', () => {
  it('answers malformed JSON, unknown actions and unknown rulesets without dying', async () => {
    runtime.sendRaw('{"id": 5, "action": \n');
    expect(await runtime.next((m) => m.message === 'Request is not valid JSON.')).toMatchObject({
      status: 'error',
    });
    expect(await runtime.request({ id: id(), action: 'explode' })).toMatchObject({
      status: 'error',
      message: "Unknown action 'explode'.",
    });
    expect(
      await runtime.request(
        verify(id(), 'get', '/b/bk/o/users/u1/a.png', { auth: auth('u1') }, 'nope'),
      ),
    ).toMatchObject({
      result: { permit: false },
      errors: ["Unknown ruleset 'nope'."],
    });
    expect(
      await runtime.request({ ...verify(id(), 'fly', '/b/bk/o/users/u1/a.png', {}) }),
    ).toMatchObject({ result: { permit: false } });
    expect(
      await runtime.request(
        verify(id(), 'get', '/b/bk/o/users/u1/a.png', { auth: { weird_value: 1 } }),
      ),
    ).toMatchObject({ result: { permit: false } });
    runtime.sendRaw('[1, 2]\n');
    expect(await runtime.next((m) => m.message === 'Request must be a JSON object.')).toMatchObject(
      { status: 'error' },
    );
    expect(runtime.alive).toBe(true);
    expect(
      await runtime.request(verify(id(), 'get', '/b/bk/o/users/u1/a.png', { auth: auth('u1') })),
    ).toMatchObject({ result: { permit: true } });
  });
});
