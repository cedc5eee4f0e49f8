// The forms' live preview: the server's Markdown dialect (KaTeX math included), then DOMPurify
// with the server's allow-list. Loaded lazily (import()) by MarkdownPreview only, so read pages
// never ship it: they show the Html the server rendered, math included.
import {
  allowedMathStyle,
  bucketImagePolicy,
  createMarkdownParser,
  isMathClass,
  MATH_ATTRIBUTES,
  MATH_SVG_TAGS,
  POST_ALLOWED_TAGS,
  POST_LINK_REL,
} from '@queryhub/markdown';
import DOMPurify from 'dompurify';
import { firebaseConfig, shouldUseEmulators } from '@/config/env';
import { markSanitized, type SanitizedHtml } from '@/lib/sanitized-html';

const STORAGE_EMULATOR_HOST = '127.0.0.1:9199';

const ALLOWED_ATTR = [
  'href',
  'title',
  'rel',
  'src',
  'alt',
  'loading',
  'start',
  'style',
  'class',
  // KaTeX's (DOMPurify compares lower-cased names).
  ...Object.values(MATH_ATTRIBUTES)
    .flat()
    .map((name) => name.toLowerCase()),
];
/**
 * Attributes whose value is not a URL: DOMPurify keeps any other attribute only when its value
 * passes ALLOWED_URI_REGEXP.
 */
const NOT_URI_ATTR = ALLOWED_ATTR.filter((name) => !['href', 'src', 'xmlns'].includes(name));
/** The only values of KaTeX's ARIA attributes (render-math.ts). */
const FIXED_VALUES: Record<string, string> = { role: 'img', 'aria-hidden': 'true' };
const ALLOWED_CLASS = /^(hljs-[a-z_-]{1,40}|[a-z]{1,40}_{1,3}|language-[A-Za-z0-9_+#-]{1,40})$/;
const TEXT_ALIGN = ['left', 'right', 'center'];

const isAllowedImage = bucketImagePolicy(
  firebaseConfig().storageBucket,
  shouldUseEmulators() ? STORAGE_EMULATOR_HOST : undefined,
);
const parser = createMarkdownParser();
const purify = DOMPurify();

// The same attribute rules as the server's sanitize-html options.
purify.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.tagName.toLowerCase();
  if (tag === 'a') node.setAttribute('rel', POST_LINK_REL);
  if (tag === 'img' && !isAllowedImage(node.getAttribute('src') ?? '')) node.remove();
  if (node.hasAttribute('class')) {
    const kept = (node.getAttribute('class') ?? '')
      .split(/\s+/)
      .filter((name) => ALLOWED_CLASS.test(name) || (tag === 'span' && isMathClass(name)));
    if (kept.length > 0 && (tag === 'span' || tag === 'code'))
      node.setAttribute('class', kept.join(' '));
    else node.removeAttribute('class');
  }
  for (const [name, value] of Object.entries(FIXED_VALUES)) {
    if (node.hasAttribute(name) && (tag !== 'span' || node.getAttribute(name) !== value)) {
      node.removeAttribute(name);
    }
  }
  if (node.hasAttribute('style')) {
    const style = node.getAttribute('style') ?? '';
    const align = (node as HTMLElement).style?.textAlign ?? '';
    node.removeAttribute('style');
    if ((tag === 'th' || tag === 'td') && TEXT_ALIGN.includes(align)) {
      node.setAttribute('style', `text-align:${align}`);
    }
    const math = allowedMathStyle(tag, style);
    if (math) node.setAttribute('style', math);
  }
});

/** What the post will look like once stored: rendered, then sanitized in the browser. */
export function renderPreview(markdown: string): SanitizedHtml {
  const html = parser.render(markdown, { isAllowedImage });
  return markSanitized(
    purify.sanitize(html, {
      ALLOWED_TAGS: [...POST_ALLOWED_TAGS, ...MATH_SVG_TAGS],
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ADD_URI_SAFE_ATTR: NOT_URI_ATTR,
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    }),
  );
}
