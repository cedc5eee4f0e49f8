/** What the handlers need of Express's request and response (tests pass plain objects). */
export interface RequestLike {
  method: string;
  path: string;
  originalUrl: string;
  get(header: string): string | undefined;
  /** The connection, for its peer's address (the public API's rate limit). */
  socket?: { remoteAddress?: string | undefined };
  /** The body as received (firebase-functions keeps it; the MCP server at /mcp reads it). */
  rawBody?: Buffer;
}

export interface ResponseLike {
  status(code: number): ResponseLike;
  set(field: string, value: string): ResponseLike;
  send(body: string): void;
}
