// The public API as the `ssr` function serves it: the Admin SDK readers, the search, this
// instance's rate limit (the MCP server at /mcp spends the same buckets: mcp-serve.ts), and the
// OpenAPI document written as data beside it.
import { clientAddress } from '@queryhub/model';
import { readCategoryList } from './api-category-data';
import { handleApiRequest, type ApiDependencies } from './api-handler';
import { readQuestion, readQuestionList } from './api-question-data';
import { TokenBuckets } from './api-rate-limit';
import { readTagList } from './api-tag-data';
import { readUserProfile } from './api-user-data';
import type { RequestLike, ResponseLike } from './http-types';
import openapi from './openapi.json';
import { loadSearchResults } from './search-data';
import { siteOrigin } from './site-origin';

let deps: ApiDependencies | undefined;

/** This instance's readers and rate limit, made on first use and shared by /api/v1/ and /mcp. */
export function apiDependencies(): ApiDependencies {
  deps ??= {
    data: {
      questions: readQuestionList,
      question: readQuestion,
      categories: readCategoryList,
      tags: readTagList,
      user: readUserProfile,
      search: loadSearchResults,
    },
    limiter: new TokenBuckets(),
    openapi,
    origin: siteOrigin,
    // As the contact callable keys its visitor budget (docs/decisions.md, "Rate limits").
    clientKey: (request) =>
      clientAddress(
        request.get('x-forwarded-for'),
        request.socket?.remoteAddress,
        process.env.FUNCTIONS_EMULATOR !== 'true',
      ),
    now: Date.now,
  };
  return deps;
}

export function servePublicApi(request: RequestLike, response: ResponseLike): Promise<void> {
  return handleApiRequest(apiDependencies(), request, response);
}
