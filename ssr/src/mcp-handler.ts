// The read-only MCP server at /mcp (README "For programs"): the Streamable HTTP transport of the
// official SDK, stateless (a new server and transport for every request, no session id) and
// answering in JSON, never a stream. Only POST carries messages; GET and DELETE (a stream or a
// session to end, neither of which a stateless server has) answer 405, as the SDK's stateless
// example does. Before the SDK sees a request: the public API's rate limit (the same buckets,
// one request one token; a flood answers 429 with Retry-After) and a bound on the body.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { ApiDependencies, ApiRequestLike } from './api-handler';
import { CACHE_ERROR } from './cache-control';
import type { RequestLike, ResponseLike } from './http-types';
import { MCP_PATH } from './machine-paths';
import { createMcpServer } from './mcp-tools';

export const MCP_LIMITS = {
  /** The largest request body read (bytes); a tool call takes a few hundred. Larger is 413. */
  bodyBytes: 64 * 1024,
} as const;

const MCP_ALLOW = 'POST, OPTIONS';

/** The request headers the transport reads; nothing else is passed on. */
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id'];

/** JSON-RPC's "server error" range: what the SDK's transport answers HTTP refusals with. */
const SERVER_ERROR = -32000;
const INTERNAL_ERROR = -32603;

export type McpRequestLike = ApiRequestLike & Pick<RequestLike, 'rawBody'>;

/** Open to pages of any origin (browser-based MCP clients): public data, no cookies, no auth. */
function withCors(response: ResponseLike): ResponseLike {
  return response
    .set('Access-Control-Allow-Origin', '*')
    .set('Access-Control-Expose-Headers', 'Mcp-Session-Id, Retry-After');
}

/** A refusal before any message is read: HTTP status and a JSON-RPC error without an id. */
function sendRpcError(
  response: ResponseLike,
  status: number,
  message: string,
  code = SERVER_ERROR,
): void {
  withCors(response)
    .status(status)
    .set('Content-Type', 'application/json')
    .set('Cache-Control', CACHE_ERROR)
    .send(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

function sendPreflight(response: ResponseLike): void {
  withCors(response)
    .status(204)
    .set('Allow', MCP_ALLOW)
    .set('Access-Control-Allow-Methods', MCP_ALLOW)
    .set(
      'Access-Control-Allow-Headers',
      'Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
    )
    .set('Access-Control-Max-Age', '86400')
    .set('Cache-Control', CACHE_ERROR)
    .send('');
}

/** The request as the SDK's web-standard transport takes it. */
function webRequest(request: McpRequestLike, origin: string, body: Buffer): Request {
  const headers = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    const value = request.get(name);
    if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${origin}${MCP_PATH}`, {
    method: 'POST',
    headers,
    body: body.toString('utf8'),
  });
}

/** The SDK's answer to the messages of one POST, from a server and transport made for it alone. */
async function answerMessages(
  deps: ApiDependencies,
  request: McpRequestLike,
  body: Buffer,
): Promise<{ status: number; headers: [string, string][]; text: string }> {
  const origin = deps.origin(request);
  const server = createMcpServer({ data: deps.data, origin });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_LIMITS.bodyBytes,
  });
  try {
    await server.connect(transport);
    const answer = await transport.handleRequest(webRequest(request, origin, body));
    return { status: answer.status, headers: [...answer.headers], text: await answer.text() };
  } finally {
    await transport.close();
    await server.close();
  }
}

/** Answers one request to /mcp; a failure of our own is a JSON-RPC internal error (500). */
export async function handleMcpRequest(
  deps: ApiDependencies,
  request: McpRequestLike,
  response: ResponseLike,
): Promise<void> {
  if (request.method === 'OPTIONS') return sendPreflight(response);
  if (request.method !== 'POST') {
    response.set('Allow', MCP_ALLOW);
    return sendRpcError(
      response,
      405,
      `${request.method} is not served: this MCP server is stateless; POST each message to ${MCP_PATH}.`,
    );
  }
  try {
    const decision = deps.limiter.take(deps.clientKey(request), deps.now());
    if (!decision.allowed) {
      response.set('Retry-After', String(decision.retryAfterSeconds));
      return sendRpcError(
        response,
        429,
        `Too many requests from this address: try again in ${decision.retryAfterSeconds} s.`,
      );
    }
    const body = request.rawBody ?? Buffer.alloc(0);
    if (body.length > MCP_LIMITS.bodyBytes) {
      return sendRpcError(response, 413, `The body is over ${MCP_LIMITS.bodyBytes} bytes.`);
    }
    const answer = await answerMessages(deps, request, body);
    withCors(response).status(answer.status).set('Cache-Control', CACHE_ERROR);
    for (const [name, value] of answer.headers) response.set(name, value);
    response.send(answer.text);
  } catch (error) {
    console.error('MCP server failed', error);
    sendRpcError(
      response,
      500,
      'The request could not be answered. Please retry later.',
      INTERNAL_ERROR,
    );
  }
}
