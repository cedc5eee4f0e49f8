// @queryhub/model: QueryHub's data contract, the single source of every name, shape and limit
// that web, functions, rules tests, seed, e2e and bench share (docs/data-model.md).
// Pure TypeScript: no Firebase SDK, no Node or browser API, so every workspace can import it.
export * from './collections.js';
export * from './documents.js';
export * from './post-kind.js';
export * from './read-fields.js';
export * from './content-readers.js';
export * from './accounts.js';
export * from './activity.js';
export * from './moderation.js';
export * from './votes.js';
export * from './system.js';
export * from './mail-documents.js';
export * from './collection-documents.js';
export * from './converters.js';
export * from './builders.js';
export * from './views.js';
export * from './limits.js';
export * from './storage.js';
export * from './keywords.js';
export * from './visible-text.js';
export * from './sanitized-html.js';
export * from './error-code.js';
export * from './auth-errors.js';
export { SEARCH_LIMITS } from './search-limits.js';
export * from './mail.js';
export * from './privileges.js';
export * from './comments.js';
export * from './notifications.js';
export * from './closing.js';
export * from './tags.js';
export * from './queries.js';
export * from './query-indexes.js';
export * from './machine-readable.js';
export * from './client-address.js';
export * from './drafts.js';
