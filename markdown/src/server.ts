// The server's side of the Markdown contract (imported as `@queryhub/markdown/server`): the
// render to allow-listed HTML, the sanitizer, and the plain text for keywords and excerpts.
// Node only (sanitize-html); the functions load it lazily, on a post trigger's first run.
export { renderPostMarkdown } from './render-markdown.js';
export { sanitizePostHtml } from './sanitize-post-html.js';
export { markdownToPlainText } from './markdown-text.js';
export { renderCommentMarkdown } from './render-comment.js';
export { COMMENT_ALLOWED_TAGS, sanitizeCommentHtml } from './sanitize-post-html.js';
