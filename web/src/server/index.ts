// What the server renderer (the `ssr` workspace) uses of the web app, imported there as
// `@queryhub/web/server`: the routes and paths, the components' renderer, the data keys and
// view mappers the client's hooks use, so that the server's first HTML and the client's
// hydration are made by the same code.
export { routes } from '@/app/router';
export { answerAnchorId } from '@/components/content/post-cards';
export { fromUrlText, paths } from '@/config/paths';
export { toCategorySummary } from '@/features/categories/api/get-categories';
export { NO_RESULTS } from '@/features/search/api/search-content';
export type { SearchResults } from '@/features/search/api/search-response';
export { resultsRequest, searchDataKey } from '@/features/search/search-query';
export {
  NO_TAGS,
  parseTagFilter,
  PREFIX_RANGE_END,
  TAG_INDEX_PAGE_SIZE,
  tagIndexHref,
  tagIndexQuery,
  toTagIndexPage,
  type TagIndexPage,
} from '@/features/tags/api/tag-index';
export { APP_NAME } from '@/hooks/use-page-title';
export { dataKeys } from '@/lib/data-keys';
export { containsMath, MATH_STYLESHEET_TAG } from '@/lib/math-stylesheet';
export {
  INITIAL_DATA_ELEMENT_ID,
  NOT_FOUND_KEY,
  serializeForScript,
  type InitialData,
} from '@/lib/initial-data';
export { renderApp } from '@/server/render-app';
