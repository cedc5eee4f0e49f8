// What the web app's Markdown preview shares with the server's render (imported as
// `@queryhub/markdown`): the same dialect (math included), image rule and allow-list.
// Browser-safe: no Node imports.
export { POST_LINK_REL, createMarkdownParser } from './markdown-parser.js';
export { bucketImagePolicy } from './image-policy.js';
export {
  allowedMathStyle,
  isMathClass,
  MATH_ATTRIBUTES,
  MATH_SVG_TAGS,
  POST_ALLOWED_TAGS,
} from './allow-list.js';
