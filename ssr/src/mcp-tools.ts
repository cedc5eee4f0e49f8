// The MCP server's tools (README "For programs", /mcp): the public API's reads as four read-only
// tools. Each takes its input as a zod schema (checked by the SDK before the tool runs), then
// passes it through the API's own parser (api-params.ts) as the same endpoint's URL, so both
// accept and refuse alike; reads are the API's `ApiData` and the JSON is api-shape.ts's. Nothing
// a visitor may not see is there: a hidden or missing question or user is a tool error.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  API_LIMITS,
  ID_PATTERN_SOURCE,
  SEARCH_LIMITS,
  TAG_MAX_LENGTH,
  TAG_PATTERN_SOURCE,
} from '@queryhub/model';
import { SEARCH_SORTS } from '@queryhub/search/request';
import { z } from 'zod/v4';
import { nextCursor, searchCursor, type ApiData } from './api-handler';
import { API_PATHS, parseApiRequest, type ApiRequest } from './api-params';
import {
  toApiQuestion,
  toApiSearchResults,
  toApiTags,
  toApiUser,
  visibleAnswers,
} from './api-shape';
import { renderQuestionMarkdown } from './markdown-view';

const MCP_SERVER_INFO = { name: 'queryhub', version: '1.0.0' } as const;

export const MCP_TOOL_NAMES = [
  'search_questions',
  'get_question',
  'list_tags',
  'get_user',
] as const;

/** Every tool only reads this site's public data: no side effect, no world beyond it. */
const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

const INSTRUCTIONS = [
  'QueryHub is a community question-and-answer forum. These tools read what a signed-out visitor',
  'sees, nothing more: search_questions finds questions and answers, get_question reads one with',
  'its answers and comments (and as Markdown), list_tags lists the tags, most used first, and',
  "get_user reads a member's public profile. Results carry each item's page URL; cite it.",
].join(' ');

function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/**
 * The tool's work, a failure of ours logged and answered as a tool error that says nothing of
 * it (the SDK would put the error's own message in the result).
 */
function guarded<A>(tool: string, run: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await run(args);
    } catch (error) {
      console.error('MCP tool failed', tool, error);
      return toolError('The read failed. Please retry later.');
    }
  };
}

/** A JSON body as the tool's structured content, and as text for clients that read only text. */
function jsonResult(body: object): CallToolResult {
  return {
    structuredContent: body as Record<string, unknown>,
    content: [{ type: 'text', text: JSON.stringify(body) }],
  };
}

type Parsed<K extends ApiRequest['kind']> = Extract<ApiRequest, { kind: K }>;

/** The API's request at `path` with `params`, or the API's reason to refuse it (as a message). */
function apiRequest<K extends ApiRequest['kind']>(
  kind: K,
  path: string,
  params: Record<string, string | undefined> = {},
): Parsed<K> | string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, value);
  }
  const text = query.size > 0 ? `${path}?${query}` : path;
  const parsed = parseApiRequest(text);
  if (parsed.kind === 'refused') return parsed.message;
  // The paths built here name their endpoint; anything else is a bug, not the caller's input.
  if (parsed.kind !== kind) throw new Error(`${text} is not the ${kind} endpoint`);
  return parsed as Parsed<K>;
}

const idInput = (what: string) =>
  z
    .string()
    .regex(new RegExp(ID_PATTERN_SOURCE))
    .describe(`The ${what}'s id (1 to 128 letters, digits, '_' or '-'), as other results give it.`);

export interface McpToolDependencies {
  data: ApiData;
  /** The site's origin, for the page URLs in the results. */
  origin: string;
}

/** A new server with the four tools (stateless: one per request). */
export function createMcpServer({ data, origin }: McpToolDependencies): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, { instructions: INSTRUCTIONS });

  server.registerTool(
    'search_questions',
    {
      title: 'Search questions and answers',
      description: `The site's search (as /api/v1/search): questions and answers matching the text, ${SEARCH_LIMITS.pageSize} a page, with snippets. Web-search syntax: "a phrase", -excluded, or. While nextPage is not null, pass it as page for more.`,
      inputSchema: {
        query: z.string().min(1).max(SEARCH_LIMITS.queryChars).describe('The text to search for.'),
        tag: z
          .string()
          .max(TAG_MAX_LENGTH)
          .regex(new RegExp(TAG_PATTERN_SOURCE))
          .optional()
          .describe('Only questions carrying this tag, and answers to them.'),
        sort: z.enum(SEARCH_SORTS).optional().describe('The order; relevance when not given.'),
        page: z
          .number()
          .int()
          .min(1)
          .max(SEARCH_LIMITS.maxPage)
          .optional()
          .describe('The page, from 1 (the default).'),
      },
      annotations: { title: 'Search questions and answers', ...READ_ONLY },
    },
    guarded('search_questions', async ({ query, tag, sort, page }) => {
      const request = apiRequest('search', API_PATHS.search, {
        q: query,
        tag,
        sort,
        cursor: page && page > 1 ? (searchCursor({ nextPage: page }) ?? undefined) : undefined,
      });
      if (typeof request === 'string') return toolError(request);
      const results = await data.search(request.request);
      return jsonResult({
        ...toApiSearchResults(origin, results, searchCursor(results)),
        nextPage: results.nextPage,
      });
    }),
  );

  server.registerTool(
    'get_question',
    {
      title: 'Read a question',
      description:
        'One question (as /api/v1/questions/{id}) with its visible answers, accepted first then best, and comments, as structured content; its Markdown view (the question and answers as their authors wrote them) as text.',
      inputSchema: { id: idInput('question') },
      annotations: { title: 'Read a question', ...READ_ONLY },
    },
    guarded('get_question', async ({ id }) => {
      const request = apiRequest('question', API_PATHS.question.replace('{id}', id));
      if (typeof request === 'string') return toolError(request);
      const thread = await data.question(request.id);
      const question = thread && toApiQuestion(origin, thread);
      if (!thread || !question) {
        return toolError(`No question a visitor may see has the id '${request.id}'.`);
      }
      return {
        structuredContent: question as unknown as Record<string, unknown>,
        content: [
          {
            type: 'text',
            text: renderQuestionMarkdown(origin, thread.question, visibleAnswers(thread)),
          },
        ],
      };
    }),
  );

  server.registerTool(
    'list_tags',
    {
      title: 'List tags',
      description: `The tags (as /api/v1/tags), most used first, with how many questions carry each; ${API_LIMITS.defaultPageSize} a page. While nextCursor is not null, pass it as cursor for more.`,
      inputSchema: {
        cursor: z
          .string()
          .max(API_LIMITS.cursorChars)
          .optional()
          .describe('The nextCursor of the previous page, unchanged.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(API_LIMITS.maxPageSize)
          .optional()
          .describe(`Tags a page (${API_LIMITS.defaultPageSize} when not given).`),
      },
      annotations: { title: 'List tags', ...READ_ONLY },
    },
    guarded('list_tags', async ({ cursor, limit }) => {
      const request = apiRequest('tags', API_PATHS.tags, {
        cursor,
        limit: limit === undefined ? undefined : String(limit),
      });
      if (typeof request === 'string') return toolError(request);
      const read = await data.tags({ limit: request.limit, after: request.after });
      return jsonResult({
        items: toApiTags(origin, read.items),
        nextCursor: nextCursor('tags', read.next),
      });
    }),
  );

  server.registerTool(
    'get_user',
    {
      title: 'Read a public profile',
      description:
        "A member's public profile (as /api/v1/users/{uid}): name, reputation, member since, questions asked and answered, accepted answers. Never an e-mail address.",
      inputSchema: { uid: idInput('user') },
      annotations: { title: 'Read a public profile', ...READ_ONLY },
    },
    guarded('get_user', async ({ uid }) => {
      const request = apiRequest('user', API_PATHS.user.replace('{uid}', uid));
      if (typeof request === 'string') return toolError(request);
      const profile = await data.user(request.uid);
      const user = profile && toApiUser(origin, request.uid, profile);
      if (!user) return toolError(`No member has a public profile with the id '${request.uid}'.`);
      return jsonResult(user);
    }),
  );

  return server;
}
