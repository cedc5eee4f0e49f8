// The MCP server at /mcp spoken to as an MCP client speaks: the SDK's own Client over its
// Streamable HTTP client transport, against the handler on a local HTTP server (port 0) that
// reads the public API's fake data (api-test-data.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchCursor, type ApiDependencies } from './api-handler';
import { TokenBuckets } from './api-rate-limit';
import { toApiQuestion, toApiSearchResults } from './api-shape';
import {
  callApi,
  fakeApiData,
  SEARCH_RESULTS,
  TEST_ORIGIN,
  testDependencies,
  THREAD,
  type FakeCalls,
} from './api-test-data';
import type { ResponseLike } from './http-types';
import { handleMcpRequest, MCP_LIMITS } from './mcp-handler';
import { MCP_TOOL_NAMES } from './mcp-tools';

const servers: Server[] = [];
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** What firebase-functions hands the handler: the request with its body read (`rawBody`). */
async function serve(deps: ApiDependencies, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const response: ResponseLike = {
    status(code) {
      res.statusCode = code;
      return response;
    },
    set(field, value) {
      res.setHeader(field, value);
      return response;
    },
    send(body) {
      res.end(body);
    },
  };
  const url = req.url ?? '/';
  if (new URL(url, 'http://localhost').pathname !== '/mcp') {
    res.statusCode = 404;
    res.end();
    return;
  }
  await handleMcpRequest(
    deps,
    {
      method: req.method ?? 'GET',
      originalUrl: url,
      get: (name) => {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      socket: req.socket,
      rawBody: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    },
    response,
  );
}

/** The handler on a local port; its /mcp URL. */
async function start(deps: ApiDependencies): Promise<URL> {
  const server = createServer((req, res) => {
    serve(deps, req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new URL(`http://127.0.0.1:${port}/mcp`);
}

async function connect(url: URL): Promise<Client> {
  const client = new Client({ name: 'queryhub-test', version: '1.0.0' });
  clients.push(client);
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

async function connected(changes: Partial<ApiDependencies> = {}) {
  const calls: FakeCalls = { questions: [], search: [] };
  const deps = testDependencies({ data: fakeApiData(calls), ...changes });
  const url = await start(deps);
  return { client: await connect(url), url, deps, calls };
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function text(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

/** A POST as an MCP client sends one (the transport insists on both Accept types). */
function post(url: URL, body: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...headers,
    },
    body,
  });
}

describe('the MCP server at /mcp', () => {
  it('initializes and lists its four tools, each read-only and closed-world', async () => {
    const { client } = await connected();
    expect(client.getServerVersion()?.name).toBe('queryhub');
    expect(client.getInstructions()).toContain('read what a signed-out visitor');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOL_NAMES].sort());
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
      expect(tool.description).toBeTruthy();
      expect(tool.inputSchema.type).toBe('object');
    }
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect(byName.get('search_questions')?.inputSchema.required).toEqual(['query']);
    expect(byName.get('get_question')?.inputSchema.required).toEqual(['id']);
    expect(byName.get('get_user')?.inputSchema.required).toEqual(['uid']);
    expect(byName.get('list_tags')?.inputSchema.required ?? []).toEqual([]);
  });

  it('searches as /api/v1/search does: the same JSON, hidden posts dropped', async () => {
    const { client, calls } = await connected();
    const result = await call(client, 'search_questions', { query: 'what about' });
    expect(result.isError).toBeFalsy();
    const api = toApiSearchResults(TEST_ORIGIN, SEARCH_RESULTS, searchCursor(SEARCH_RESULTS));
    expect(result.structuredContent).toEqual({ ...api, nextPage: 2 });
    expect(JSON.parse(text(result))).toEqual(result.structuredContent);
    expect(text(result)).not.toContain('Hidden');
    expect(calls.search[0]).toMatchObject({ text: 'what about', sort: 'relevance', page: 1 });
    // The same body as the API's, the cursor included.
    const fromApi = await callApi(testDependencies(), '/api/v1/search?q=what+about');
    const { nextPage: _nextPage, ...same } = result.structuredContent as Record<string, unknown>;
    expect(same).toEqual(JSON.parse(fromApi.body));

    await call(client, 'search_questions', {
      query: '  react   hooks ',
      tag: 'javascript',
      sort: 'newest',
      page: 3,
    });
    expect(calls.search[1]).toMatchObject({
      text: 'react hooks',
      tag: 'javascript',
      sort: 'newest',
      page: 3,
    });
  });

  it('reads a question as structured content and as its Markdown view', async () => {
    const { client } = await connected();
    const result = await call(client, 'get_question', { id: 'q1' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(toApiQuestion(TEST_ORIGIN, THREAD));
    const fromApi = await callApi(testDependencies(), '/api/v1/questions/q1');
    expect(result.structuredContent).toEqual(JSON.parse(fromApi.body));
    expect(result.content).toHaveLength(1);
    const markdown = text(result);
    expect(markdown).toMatch(/^# What about q1\?\n/);
    expect(markdown).toContain(`- Page: ${TEST_ORIGIN}/Questions/cat1/q1/`);
    expect(markdown).toContain('## Answers (2)');
    // The accepted answer first, the hidden one nowhere.
    expect(markdown.indexOf('Answer a2')).toBeLessThan(markdown.indexOf('Answer a1'));
    expect(markdown).toContain('✓ Accepted answer');
    expect(markdown).not.toContain('Hidden answer');
  });

  it('answers a hidden or missing question with a tool error, not a protocol error', async () => {
    const { client } = await connected();
    for (const id of ['q2', 'no-such-question']) {
      const result = await call(client, 'get_question', { id });
      expect(result.isError).toBe(true);
      expect(text(result)).toBe(`No question a visitor may see has the id '${id}'.`);
      expect(result.structuredContent).toBeUndefined();
    }
  });

  it('lists tags and reads a public profile as the API does; an unknown user is a tool error', async () => {
    const { client } = await connected();
    const tags = await call(client, 'list_tags', { limit: 5 });
    expect(tags.structuredContent).toEqual(
      JSON.parse((await callApi(testDependencies(), '/api/v1/tags?limit=5')).body),
    );
    expect(tags.structuredContent).toMatchObject({
      items: [{ name: 'javascript', questionCount: 3 }],
      nextCursor: null,
    });
    const user = await call(client, 'get_user', { uid: 'alice' });
    expect(user.structuredContent).toEqual(
      JSON.parse((await callApi(testDependencies(), '/api/v1/users/alice')).body),
    );
    const nobody = await call(client, 'get_user', { uid: 'nobody' });
    expect(nobody.isError).toBe(true);
    expect(text(nobody)).toBe("No member has a public profile with the id 'nobody'.");
  });

  it("refuses invalid input with the SDK's validation error, and a cursor with the API's", async () => {
    const { client, calls } = await connected();
    for (const [name, args] of [
      ['get_question', { id: 'not an id!' }],
      ['get_question', {}],
      ['search_questions', { query: '' }],
      ['search_questions', { query: 'x', sort: 'random' }],
      ['search_questions', { query: 'x', page: 0 }],
      ['list_tags', { limit: 1000 }],
      ['get_user', { uid: 'a/b' }],
    ] as const) {
      const result = await call(client, name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(text(result)).toContain('Input validation error');
    }
    expect(calls.search).toEqual([]);
    const cursor = await call(client, 'list_tags', { cursor: 'not-a-cursor' });
    expect(cursor.isError).toBe(true);
    expect(text(cursor)).toContain("'cursor' is not one this list gave out");
  });

  it('says a read that failed failed, without its error', async () => {
    const data = fakeApiData();
    data.question = () => Promise.reject(new Error('secret internals'));
    const { client } = await connected({ data });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await call(client, 'get_question', { id: 'q1' });
    expect(logged).toHaveBeenCalledWith('MCP tool failed', 'get_question', expect.any(Error));
    logged.mockRestore();
    expect(result.isError).toBe(true);
    expect(text(result)).toBe('The read failed. Please retry later.');
  });

  it('serves POST only (GET and DELETE 405), bounds the body, and is open to any origin', async () => {
    const url = await start(testDependencies());
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await fetch(url, { method, headers: { Accept: 'text/event-stream' } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    }
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Mcp-Protocol-Version');

    const huge = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'ping',
      params: { pad: 'x'.repeat(MCP_LIMITS.bodyBytes) },
    });
    const tooLarge = await post(url, huge);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ error: { code: -32000 } });

    const notJson = await post(url, '{"jsonrpc":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: -32700 } });

    const initialize = await post(
      url,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'curl', version: '1' },
        },
      }),
      { Origin: 'https://elsewhere.example' },
    );
    expect(initialize.status).toBe(200);
    expect(initialize.headers.get('content-type')).toContain('application/json');
    expect(initialize.headers.get('access-control-allow-origin')).toBe('*');
    expect(initialize.headers.get('cache-control')).toBe('no-store');
    // Stateless: no session to remember.
    expect(initialize.headers.get('mcp-session-id')).toBeNull();
    expect(await initialize.json()).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { serverInfo: { name: 'queryhub' } },
    });
    // Stateless: a tool call needs no earlier initialize (README's curl example).
    const searched = await post(
      url,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'search_questions', arguments: { query: 'react hooks' } },
      }),
    );
    expect(searched.status).toBe(200);
    expect(await searched.json()).toMatchObject({
      id: 2,
      result: { structuredContent: { questions: [{ id: 'q1' }], nextPage: 2 } },
    });
  });

  it("answers a flood with 429 and Retry-After, from the API's own buckets", async () => {
    const limiter = new TokenBuckets({ burst: 6, refillPerSecond: 1, trackedClients: 10 });
    // The clock stands still: nothing refills.
    const { client, url, deps } = await connected({ limiter });
    let refused: unknown = null;
    for (let n = 0; n < 20 && refused === null; n += 1) {
      try {
        const result = await call(client, 'get_user', { uid: 'alice' });
        expect(result.isError).toBeFalsy();
      } catch (error) {
        refused = error;
      }
    }
    expect(refused).toBeInstanceOf(StreamableHTTPError);
    expect((refused as StreamableHTTPError).code).toBe(429);
    expect((refused as Error).message).toContain('Too many requests from this address');

    const response = await post(url, JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'ping' }));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    // One budget: the public API refuses the same client too.
    expect((await callApi(deps, '/api/v1/tags')).status).toBe(429);
    // Another client still has its own.
    const other = await post(url, JSON.stringify({ jsonrpc: '2.0', id: 10, method: 'ping' }), {
      'X-Test-Client': '198.51.100.7',
    });
    expect(other.status).not.toBe(429);
  });
});
