// The MCP server at /mcp as the `ssr` function serves it: the public API's readers and its rate
// limit, the very same instance (api-serve.ts), so /api/v1/ and /mcp spend one budget per client.
import { apiDependencies } from './api-serve';
import type { RequestLike, ResponseLike } from './http-types';
import { handleMcpRequest } from './mcp-handler';

export function serveMcp(request: RequestLike, response: ResponseLike): Promise<void> {
  return handleMcpRequest(apiDependencies(), request, response);
}
