// @queryhub/search: the PostgreSQL search mirror and its queries (docs/decisions.md, Search).
// The schema (applySchema) is at '@queryhub/search/schema', for scripts only.
export type { Queryable } from './database.js';
export { toPostRow, type PostRow } from './post-row.js';
export { deletePost, refreshLexicon, upsertPost } from './mirror.js';
// The request (type and URL form) is browser-safe, also at '@queryhub/search/request'.
export {
  newSearchRequest,
  SearchInputError,
  searchRequestFromParams,
  type SearchRequest,
} from './search-request.js';
export { searchPosts } from './search-posts.js';
export { SNIPPET_END, SNIPPET_START } from './snippets.js';
export { relatedQuestions, similarQuestions, type SimilarQuestion } from './similar-questions.js';
export { createSearchPool, searchSettingsFromEnv } from './connection.js';
export { reindex, type ReindexProgress, type SourcePost } from './reindex.js';
