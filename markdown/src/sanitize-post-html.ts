// The allow-list every rendered post passes before it is stored: only the elements and
// attributes our Markdown dialect produces (KaTeX's math output included), links with safe
// schemes, images from our bucket.
import sanitizeHtml from 'sanitize-html';
import {
  MATH_ATTRIBUTES,
  MATH_CLASSES,
  MATH_SIZE_CLASS,
  MATH_SPAN_STYLES,
  MATH_SVG_STYLES,
  MATH_SVG_TAGS,
  POST_ALLOWED_TAGS,
} from './allow-list.js';
import { POST_LINK_REL } from './markdown-parser.js';

const TEXT_ALIGN = [/^(left|right|center)$/];

/** sanitize-html's form of a style allow-list (mutable arrays). */
function styles(list: Readonly<Record<string, readonly RegExp[]>>): Record<string, RegExp[]> {
  return Object.fromEntries(Object.entries(list).map(([name, values]) => [name, [...values]]));
}

function sanitizeOptions(isAllowedImage: (src: string) => boolean): sanitizeHtml.IOptions {
  return {
    allowedTags: [...POST_ALLOWED_TAGS, ...MATH_SVG_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'loading'],
      ol: ['start'],
      th: ['style'],
      td: ['style'],
      code: ['class'],
      span: [
        'class',
        'style',
        'title',
        'aria-label',
        { name: 'aria-hidden', multiple: false, values: ['true'] },
        { name: 'role', multiple: false, values: ['img'] },
      ],
      svg: [...(MATH_ATTRIBUTES.svg ?? [])],
      path: [...(MATH_ATTRIBUTES.path ?? [])],
      line: [...(MATH_ATTRIBUTES.line ?? [])],
    },
    allowedClasses: {
      code: [/^language-[A-Za-z0-9_+#-]{1,40}$/],
      // highlight.js scopes (`hljs-keyword`, and sub-scopes such as `class_` in
      // `hljs-title class_`), then KaTeX's classes.
      span: [/^hljs-[a-z_-]{1,40}$/, /^[a-z]{1,40}_{1,3}$/, ...MATH_CLASSES, MATH_SIZE_CLASS],
    },
    allowedStyles: {
      th: { 'text-align': TEXT_ALIGN },
      td: { 'text-align': TEXT_ALIGN },
      span: styles(MATH_SPAN_STYLES),
      svg: styles(MATH_SVG_STYLES),
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'math', 'template'],
    nestingLimit: 100,
    // KaTeX's SVG is written with self-closing children (`<path d="…"/>`) and camel-case
    // attributes (viewBox); our Markdown never passes raw HTML, so its own tags are all lower case.
    parser: { lowerCaseAttributeNames: false, recognizeSelfClosing: true },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src ?? ''),
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: POST_LINK_REL } }),
    },
  };
}

/** Sanitized HTML: nothing executable, no element or attribute outside the allow-list. */
export function sanitizePostHtml(html: string, isAllowedImage: (src: string) => boolean): string {
  return sanitizeHtml(html, sanitizeOptions(isAllowedImage));
}

/** The elements a comment's inline Markdown produces (render-comment.ts), math included. */
export const COMMENT_ALLOWED_TAGS: readonly string[] = [
  'code',
  'em',
  'strong',
  's',
  'del',
  'a',
  'span',
  ...MATH_SVG_TAGS,
];

/**
 * A comment's sanitized HTML: the post allow-list narrowed to inline elements, and no image
 * from anywhere.
 */
export function sanitizeCommentHtml(html: string): string {
  return sanitizeHtml(html, {
    ...sanitizeOptions(() => false),
    allowedTags: [...COMMENT_ALLOWED_TAGS],
  });
}
