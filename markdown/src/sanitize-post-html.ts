// The allow-list every rendered post passes before it is stored: only the elements and
// attributes our Markdown dialect produces, links with safe schemes, images from our bucket.
import sanitizeHtml from 'sanitize-html';
import { POST_ALLOWED_TAGS } from './allow-list.js';
import { POST_LINK_REL } from './markdown-parser.js';

const TEXT_ALIGN = [/^(left|right|center)$/];

function sanitizeOptions(isAllowedImage: (src: string) => boolean): sanitizeHtml.IOptions {
  return {
    allowedTags: [...POST_ALLOWED_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'loading'],
      ol: ['start'],
      th: ['style'],
      td: ['style'],
      code: ['class'],
      span: ['class'],
    },
    allowedClasses: {
      code: [/^language-[A-Za-z0-9_+#-]{1,40}$/],
      // highlight.js scopes: `hljs-keyword`, and sub-scopes such as `class_` in `hljs-title class_`.
      span: [/^hljs-[a-z_-]{1,40}$/, /^[a-z]{1,40}_{1,3}$/],
    },
    allowedStyles: { th: { 'text-align': TEXT_ALIGN }, td: { 'text-align': TEXT_ALIGN } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template'],
    nestingLimit: 100,
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

/** The elements a comment's inline Markdown produces (render-comment.ts). */
export const COMMENT_ALLOWED_TAGS: readonly string[] = ['code', 'em', 'strong', 's', 'del', 'a'];

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
